import Storage

/// The span `insights week|month|year` covers: the last 7, 30 or 365 days, today included.
public enum InsightPeriod: String, CaseIterable, Sendable, Codable {
    case week, month, year

    /// Days covered.
    public var days: Int {
        switch self {
        case .week: 7
        case .month: 30
        case .year: 365
        }
    }

    /// The first and last day of the period ending `today`.
    public func range(endingOn today: CalendarDay) -> (first: CalendarDay, last: CalendarDay) {
        (today.adding(days: 1 - days), today)
    }
}

/// One area over a period: the bars of its chart, its total, average, best day and goal-met days, with
/// its streak and strength as of the period's last day.
public struct PeriodInsight: Sendable {
    /// One bar: a day (week, month) or a calendar month (year), its number the day's or the month's average.
    public struct Bar: Equatable, Sendable {
        /// The bar's first day.
        public var first: CalendarDay
        /// The day's number, or the month's average per counted day (nil: nothing logged).
        public var value: Double?
        /// Whether the goal was met (for a month: on every counted day); nil without a goal.
        public var met: Bool?
    }

    /// A day and its number.
    public struct BestDay: Equatable, Sendable {
        /// The day.
        public var day: CalendarDay
        /// Its number.
        public var value: Double
    }

    /// The area charted.
    public let area: any Area
    /// The first and last day.
    public let first: CalendarDay, last: CalendarDay
    /// The daily goal line, if the area's goal has a number.
    public let goal: Double?
    /// The chart's bars, oldest first.
    public let bars: [Bar]
    /// The sum over the period.
    public let total: Double
    /// Days with something logged.
    public let activeDays: Int
    /// The days averages are taken over: every day since `since`, or only logged days for areas whose empty days are
    /// unknown.
    public let countedDays: Int
    /// The first day that counts: the period's first day, or the area's first logged day when that is later (the
    /// days before it were before you kept the area, not days you missed); nil when nothing was logged by the last day.
    public let since: CalendarDay?
    /// The day with the highest number (the earliest of equals).
    public let best: BestDay?
    /// Days the goal was met; nil without a goal.
    public let goalMetDays: Int?
    /// The days of the period the goal could be met on: from the area's first logged day (days before it were
    /// before you kept it) through the last day; nil without a goal.
    public let goalDays: Int?
    /// The area's current and longest streak as of the last day, over all its days; nil without a goal.
    public let streak: DayStreak?
    /// Its strength as of the last day; nil without a goal.
    public let strength: Int?

    /// The average per counted day; nil when no day counts.
    public var average: Double? { countedDays == 0 ? nil : total / Double(countedDays) }

    /// `span`'s insight from `first` through `last`; `judged` is its whole history judged by its goal as of
    /// `last` (nil without a goal); `monthly` draws a bar a calendar month.
    public init(
        _ span: AreaSpan, from first: CalendarDay, through last: CalendarDay, judged: AreaDays?, monthly: Bool = false
    ) {
        let area = span.area
        let values = span.values
        (self.area, self.first, self.last, self.goal) = (area, first, last, span.goal?.target)
        let days = (first.ordinal...max(first.ordinal, last.ordinal)).map(CalendarDay.init(ordinal:))
        let inside = days.compactMap { day in values[day].map { (day, $0) } }
        total = inside.reduce(0) { $0 + $1.1 }
        activeDays = inside.count
        let since = values.earliest.flatMap { $0 <= last ? max($0, first) : nil }
        self.since = since
        let counted = days.filter { day in since.map { day >= $0 } ?? false }
        countedDays = area.emptyDaysCount ? counted.count : inside.count
        best = inside.reduce(nil) { best, next in
            best.map { $0.value >= next.1 ? $0 : BestDay(day: next.0, value: next.1) }
                ?? BestDay(day: next.0, value: next.1)
        }
        let judged = span.goal == nil ? nil : judged
        let metInside = judged.map { $0.met.filter { $0 >= first && $0 <= last } }
        goalMetDays = metInside?.count
        let start = max(first, judged?.start ?? last.adding(days: 1))
        goalDays = judged.map { _ in max(0, last.ordinal - start.ordinal + 1) }
        streak = judged?.streak
        strength = judged?.strength
        let counts = area.emptyDaysCount
        func bar(_ group: [CalendarDay]) -> Bar {
            // A day before the first that counts has no bar: the area was not kept yet.
            let kept = group.filter { day in since.map { day >= $0 } ?? false }
            let logged = kept.compactMap { values[$0] }
            let over = counts ? kept.count : logged.count
            return Bar(
                first: group[0], value: over == 0 ? nil : logged.reduce(0, +) / Double(over),
                met: metInside.map { met in group.allSatisfy(met.contains) })
        }
        if monthly {
            var groups: [[CalendarDay]] = []
            for day in days {
                if groups.last?.last?.logMonth == day.logMonth {
                    groups[groups.count - 1].append(day)
                } else {
                    groups.append([day])
                }
            }
            bars = groups.map(bar)
        } else {
            bars = days.map { bar([$0]) }
        }
    }
}
