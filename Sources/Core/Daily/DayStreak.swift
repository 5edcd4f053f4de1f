/// Runs of consecutive days an area's goal was met: the current one and the best ever.
///
/// The one rule: a day counts when its goal is met. Today counts once it is met, and until then
/// it does not break the run (the day is not over). A planned rest day freezes the run: it neither
/// breaks nor extends it. Days are calendar days in the person's time zone, so midnight and
/// daylight-saving changes neither break nor double a day.
public struct DayStreak: Equatable, Sendable, Codable {
    /// The run ending today (or yesterday, while today is still open).
    public var current: Int
    /// The longest run ever.
    public var best: Int

    /// Streaks of the `days` met, with `rest` days frozen, as of `today`.
    public init(days: Set<CalendarDay>, rest: Set<CalendarDay> = [], today: CalendarDay) {
        // A rest day neither breaks nor extends a run, met or not.
        let days = days.subtracting(rest)
        best = Self.longest(met: days.map(\.ordinal).sorted(), rest: Set(rest.map(\.ordinal)))
        var current = 0
        var day = today
        if !days.contains(today) { day = day.adding(days: -1) }
        while true {
            if days.contains(day) { current += 1 } else if !rest.contains(day) { break }
            day = day.adding(days: -1)
        }
        self.current = current
        self.best = max(best, current)
    }

    /// A streak with these numbers.
    public init(current: Int, best: Int) { (self.current, self.best) = (current, best) }

    /// The longest run of met days, each step from one met day to the next crossing only rest days.
    private static func longest(met: [Int], rest: Set<Int>) -> Int {
        var best = 0
        var run = 0
        var previous: Int?
        for day in met {
            if let previous, (previous + 1..<day).allSatisfy(rest.contains) { run += 1 } else { run = 1 }
            best = max(best, run)
            previous = day
        }
        return best
    }
}
