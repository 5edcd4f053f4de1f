import Storage

/// Study as an area: flashcards graded a day.
public struct StudyArea: JournalArea {
    public init() {}

    public let id = "study"
    public let title = Messages.mark("Study")
    public let unitForOne = "card"
    public let unit = "cards"
    public let goalExample = "goal study 10"

    public func goal(in goals: Goals) -> AreaGoal? { goals.study.map { AreaGoal(.atLeast(Double($0.cards))) } }
    public func setGoal(_ text: String, in goals: inout Goals) throws { goals.study = try StudyGoal.parse(text) }
    public func clearGoal(in goals: inout Goals) { goals.study = nil }
    public func describe(_ goal: AreaGoal) -> String {
        let cards = Int(goal.target ?? 0)
        return "\(cards) card\(cards == 1 ? "" : "s") a day"
    }

    public func table<T: DayTable>(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources)
        throws -> T where T.Value == Double
    {
        try StudyJournal(store: sources.store, calendar: sources.calendar).reviewsByDay(
            from: first, through: last, as: Double.init)
    }

    /// `review 4 more cards`, in quizzes of at most 100.
    public func stillToDo(value: Double?, goal: AreaGoal) -> StillToDo? {
        guard !goal.isMet(by: value ?? 0) else { return nil }
        let left = Int(goal.target ?? 0) - Int(value ?? 0)
        return StillToDo(
            area: id, task: "review \(left) more card" + (left == 1 ? "" : "s"),
            command: "formula quiz --count \(min(left, 100))")
    }

    public func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> ExportTable?
    {
        .study(
            try StudyJournal(store: sources.store, calendar: sources.calendar).reviews(from: first, through: last),
            calendar: sources.calendar)
    }
}
