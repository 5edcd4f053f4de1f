/// A year as a grid of weeks (columns, Monday first) and weekdays (rows): for each day, how many of
/// check-in, breathing, study and a logged meal it had (0 to 4), for a heat map.
public struct YearGrid: Equatable, Sendable {
    public let year: Int
    /// Columns of seven days, Monday to Sunday; nil for days outside the year.
    public let weeks: [[Int?]]
    /// Days with anything, and the most in a day.
    public let activeDays: Int

    /// The most a day can have.
    public static let most = 4

    public init(year: Int, activity: ActivityLog) {
        self.year = year
        let first = CalendarDay(year: year, month: 1, day: 1), last = CalendarDay(year: year, month: 12, day: 31)
        var weeks: [[Int?]] = []
        var day = first.adding(days: -first.weekdayFromMonday)
        var active = 0
        while day <= last {
            weeks.append((0..<7).map { offset in
                let date = day.adding(days: offset)
                guard date >= first && date <= last else { return nil }
                let had = activity[date]
                let count = [had.checkedIn, had.breathingSeconds > 0, had.cardsReviewed > 0, had.meals > 0].filter { $0 }.count
                if count > 0 { active += 1 }
                return count
            })
            day = day.adding(days: 7)
        }
        (self.weeks, activeDays) = (weeks, active)
    }

    /// The month each column starts in, where it differs from the column before (for labels).
    public var monthStarts: [(column: Int, month: Int)] {
        var starts: [(Int, Int)] = []
        for (column, week) in weeks.enumerated() {
            guard let offset = week.firstIndex(where: { $0 != nil }) else { continue }
            let day = CalendarDay(year: year, month: 1, day: 1).adding(days: column * 7 + offset - CalendarDay(year: year, month: 1, day: 1).weekdayFromMonday)
            if starts.last?.1 != day.month { starts.append((column, day.month)) }
        }
        return starts
    }
}
