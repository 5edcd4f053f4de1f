/// A grid of weeks × weekdays, each day shaded by how many of check-in, breathing, meals and study it had.
public struct ActivityHeatMap: Equatable, Sendable {
    /// The highest level: all four areas that day.
    public static let highest = 4
    /// The Monday the first column starts on.
    public let firstMonday: CalendarDay
    /// The last day shown.
    public let last: CalendarDay
    /// Columns, one a week; each Monday…Sunday, nil for days after `last`.
    public let weeks: [[Int?]]

    /// The level of `activity`: 0 to 4 areas with something.
    public static func level(_ activity: DayActivity) -> Int {
        [activity.checkedIn, activity.breathingSeconds > 0, activity.meals > 0, activity.cardsReviewed > 0].count(where: { $0 })
    }

    /// `weekCount` weeks of `log` ending with the week of `last`.
    public init(_ log: ActivityLog, weeks weekCount: Int, endingOn last: CalendarDay) {
        self.last = last
        let monday = last.adding(days: -last.weekdayFromMonday - 7 * (max(1, weekCount) - 1))
        firstMonday = monday
        weeks = (0..<max(1, weekCount)).map { week in
            (0..<7).map { weekday in
                let day = monday.adding(days: week * 7 + weekday)
                return day > last ? nil : Self.level(log[day])
            }
        }
    }

    /// Days shown with at least one area.
    public var activeDays: Int { weeks.joined().count { ($0 ?? 0) > 0 } }
}
