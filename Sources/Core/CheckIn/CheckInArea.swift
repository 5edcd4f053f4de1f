import Storage

/// The check-in as an area: a day's value is its mood (1–5); the goal, on unless turned off, is a
/// check-in every day.
public struct CheckInArea: JournalArea {
    public init() {}

    public let id = "checkin"
    public let series = "mood"
    public let title = Messages.mark("Check-in")
    public let unit = "mood"
    public let goalExample = "goal checkin on"
    /// A day without a check-in has no mood, not a mood of nothing.
    public let emptyDaysCount = false
    public let scale: ClosedRange<Double>? = 1...5
    public let doneWord = Messages.mark("checked in")

    public func goal(in goals: Goals) -> AreaGoal? { goals.checksIn ? .anything : nil }

    public func setGoal(_ text: String, in goals: inout Goals) throws {
        switch text.trimmed(\.isSpace).lowercased() {
        case "on", "yes": goals.checkin = nil
        case "off", "no": goals.checkin = false
        default: throw GoalInputError.notOnOff(text)
        }
    }

    public func clearGoal(in goals: inout Goals) { goals.checkin = false }
    public func describe(_ goal: AreaGoal) -> String { Messages.mark("every day") }

    public func stillToDo(value: Double?, goal: AreaGoal) -> StillToDo? {
        value == nil
            ? StillToDo(area: id, task: Messages.mark("check in: mood, energy and a note"), command: "checkin") : nil
    }

    public func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> ExportTable?
    {
        .mood(try CheckInJournal(store: sources.store).checkIns(from: first, through: last), calendar: sources.calendar)
    }

    /// Mood is what the others are compared by.
    public func moodSplit(goal: AreaGoal?) -> MoodSplit? { nil }
}

extension CheckInArea {
    public func table<T: DayTable>(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources)
        throws -> T where T.Value == Double
    {
        try CheckInJournal(store: sources.store).moodsByDay(from: first, through: last, as: Double.init)
    }
}
