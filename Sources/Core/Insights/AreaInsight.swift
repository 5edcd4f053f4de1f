/// One area over a period: the bars of its chart and what they add up to.
public struct AreaInsight: Equatable, Sendable {
    /// One bar: its first day, how many days it covers, and its number (nil when no day had one).
    public struct Bar: Equatable, Sendable {
        public var first: CalendarDay
        public var days: Int
        public var value: Double?
    }

    /// A day and its number.
    public struct DayValue: Equatable, Sendable {
        public var day: CalendarDay
        public var value: Double
    }

    public let area: InsightArea
    public let period: InsightPeriod
    public let bars: [Bar]
    /// The sum over the period (minutes, kcal, cards, visits); nil for mood, which does not add up.
    public let total: Double?
    /// Days with a number.
    public let activeDays: Int
    /// The average over the days with a number.
    public let average: Double?
    /// The day with the highest number (for calories: the most eaten).
    public let highest: DayValue?
    /// The daily goal, when the area has one.
    public let goal: Double?
    /// Days that met the goal, when the area has one.
    public let goalMetDays: Int?
    /// The run of goal-met days ending on the period's last day, and the longest within the period.
    public let streak: DayStreak?

    /// The insight of `area` from each day's number in `values`, over `period` ending on `last`;
    /// `metDays` are the days that met `goal`.
    public init(area: InsightArea, period: InsightPeriod, last: CalendarDay, values: [CalendarDay: Double],
                goal: Double? = nil, metDays: Set<CalendarDay>? = nil, rest: Set<CalendarDay> = []) {
        let first = period.first(endingOn: last)
        let days = (0..<period.days).map { first.adding(days: $0) }
        let inPeriod = days.compactMap { day in values[day].map { DayValue(day: day, value: $0) } }
        (self.area, self.period) = (area, period)
        bars = stride(from: 0, to: days.count, by: period.daysPerBar).map { start in
            let numbers = days[start..<min(start + period.daysPerBar, days.count)].compactMap { values[$0] }
            let value: Double? = numbers.isEmpty ? nil : area.addsUp ? numbers.reduce(0, +) : numbers.reduce(0, +) / Double(numbers.count)
            return Bar(first: days[start], days: period.daysPerBar, value: value)
        }
        activeDays = inPeriod.count
        let sum = inPeriod.reduce(0) { $0 + $1.value }
        total = area == .mood ? nil : sum
        average = inPeriod.isEmpty ? nil : sum / Double(inPeriod.count)
        highest = inPeriod.max { ($0.value, $1.day) < ($1.value, $0.day) }
        self.goal = goal
        let met = metDays.map { $0.filter { $0 >= first && $0 <= last } }
        goalMetDays = goal == nil ? nil : met?.count
        streak = goal == nil ? nil : met.map { DayStreak(days: $0, rest: rest.filter { $0 >= first && $0 <= last }, today: last) }
    }
}
