import Storage

/// Sights as an area: places visited a day. It takes no goal and shows on the days it has visits.
public struct SightsArea: Area {
    public init() {}

    public let id = "sights"
    public let title = Messages.mark("Sights")
    public let unitForOne = "visit"
    public let unit = "visits"
    public let takesGoal = false
    public let inHeatMap = false

    public func values(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> [CalendarDay: Double]
    {
        var days: [CalendarDay: Double] = [:]
        for visit in try SightGuide(store: sources.store).journal().visits where visit.day >= first && visit.day <= last
        { days[visit.day, default: 0] += 1 }
        return days
    }

    public func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> ExportTable?
    {
        .sights(
            try SightGuide(store: sources.store).journal().visits.filter { $0.day >= first && $0.day <= last }.sorted {
                $0.day < $1.day
            })
    }

    public func moodSplit(goal: AreaGoal?) -> MoodSplit? { nil }
}
