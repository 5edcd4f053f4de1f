import Storage

/// Breathing as an area: minutes breathed a day, in sessions started that day, finished or not.
public struct BreathingArea: JournalArea {
    public init() {}

    public let id = "breathing"
    public let title = Messages.mark("Breathing")
    public let unit = "min"
    public let goalExample = "goal breathing 10m"

    public func goal(in goals: Goals) -> AreaGoal? { goals.breathing.map { AreaGoal(.atLeast(Double($0.minutes))) } }
    public func setGoal(_ text: String, in goals: inout Goals) throws {
        goals.breathing = try BreathingGoal.parse(text)
    }
    public func clearGoal(in goals: inout Goals) { goals.breathing = nil }
    public func describe(_ goal: AreaGoal) -> String { "\(AreaGoalNumber.text(goal.target ?? 0)) min a day" }

    public func table<T: DayTable>(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources)
        throws -> T where T.Value == Double
    {
        try BreathingJournal(store: sources.store, calendar: sources.calendar).millisecondsByDay(
            from: first, through: last
        ) {
            Double($0) / 60_000
        }
    }

    /// `breathe 6 more minutes`: whole minutes left, a session of at most an hour.
    public func stillToDo(value: Double?, goal: AreaGoal) -> StillToDo? {
        guard !goal.isMet(by: value ?? 0) else { return nil }
        let left = Int(goal.target ?? 0) - Int(((value ?? 0) * 60 + 1e-6) / 60)
        return StillToDo(
            area: id, task: "breathe \(left) more minute" + (left == 1 ? "" : "s"),
            command: "breathe --minutes \(min(left, 60))")
    }

    public func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> ExportTable?
    {
        .breathing(
            try BreathingJournal(store: sources.store, calendar: sources.calendar).sessions(from: first, through: last),
            calendar: sources.calendar)
    }
}
