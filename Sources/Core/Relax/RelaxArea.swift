import Storage

/// Relax as an area: minutes with the visual practices a day. It takes no goal, and shows in charts and
/// exports only once it has a session.
public struct RelaxArea: Area {
    public init() {}

    public let id = "relax"
    public let title = Messages.mark("Relax")
    public let unit = "min"
    public let takesGoal = false
    public let inHeatMap = false
    public let showsWhenEmpty = false

    public func values(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> [CalendarDay: Double]
    {
        var days: [CalendarDay: Double] = [:]
        for session in try RelaxJournal(store: sources.store, calendar: sources.calendar).sessions(
            from: first, through: last)
        {
            days[CalendarDay(session.start, in: sources.calendar), default: 0] += session.seconds / 60
        }
        return days
    }

    public func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> ExportTable?
    {
        .relax(
            try RelaxJournal(store: sources.store, calendar: sources.calendar).sessions(from: first, through: last),
            calendar: sources.calendar)
    }

    public func moodSplit(goal: AreaGoal?) -> MoodSplit? { nil }
}
