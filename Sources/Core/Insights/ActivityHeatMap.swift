/// A grid of weeks × weekdays, each day shaded by how many of the areas on the calendar it had.
public struct ActivityHeatMap: Equatable, Sendable {
    /// The highest level: every area that day.
    public let highest: Int
    /// The Monday the first column starts on.
    public let firstMonday: CalendarDay
    /// The last day shown.
    public let last: CalendarDay
    /// Columns, one a week; each Monday…Sunday, nil for days after `last`.
    public let weeks: [[Int?]]

    /// `weekCount` weeks of the areas in `spans` that shade the calendar, ending with the week of `last`.
    public init(_ spans: [AreaSpan], weeks weekCount: Int, endingOn last: CalendarDay) {
        let shown = spans.filter(\.area.inHeatMap)
        highest = shown.count
        self.last = last
        let monday = last.adding(days: -last.weekdayFromMonday - 7 * (max(1, weekCount) - 1))
        firstMonday = monday
        weeks = (0..<max(1, weekCount)).map { week in
            (0..<7).map { weekday in
                let day = monday.adding(days: week * 7 + weekday)
                return day > last ? nil : shown.count { $0.values[day] != nil }
            }
        }
    }

    /// Days shown with at least one area.
    public var activeDays: Int { weeks.joined().count { ($0 ?? 0) > 0 } }
}
