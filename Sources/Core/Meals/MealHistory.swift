import Storage

/// Daily totals over the last N days, for `meal history`: what the chart, the average and the
/// count of days over the goal are drawn from.
public struct MealHistory: Equatable, Sendable {
    /// One day's total.
    public struct DayTotal: Equatable, Sendable {
        /// The day.
        public let day: CalendarDay
        /// Calories eaten.
        public let calories: Int
        /// Entries logged.
        public let meals: Int
    }

    /// How many days a history may cover: up to ten years.
    public static let dayRange = 1...3660

    /// Every day of the period, oldest first, including days with nothing logged.
    public let days: [DayTotal]
    /// The goal the days are measured against, if one is set.
    public let goal: CalorieGoal?

    /// Totals of `entries` for each day from `first` through `last`; entries outside are ignored.
    public init(
        entries: [MealEntry], from first: CalendarDay, through last: CalendarDay, goal: CalorieGoal?,
        calendar: LocalCalendar
    ) {
        var sums: [CalendarDay: (calories: Int, meals: Int)] = [:]
        for entry in entries {
            let day = CalendarDay(entry.time, in: calendar)
            sums[day, default: (0, 0)].calories += entry.total
            sums[day, default: (0, 0)].meals += 1
        }
        days = (first.ordinal...max(first.ordinal, last.ordinal)).map { ordinal in
            let day = CalendarDay(ordinal: ordinal)
            return DayTotal(day: day, calories: sums[day]?.calories ?? 0, meals: sums[day]?.meals ?? 0)
        }
        self.goal = goal
    }

    /// Days with at least one entry.
    public var loggedDays: Int { days.count(where: { $0.meals > 0 }) }

    /// The average of the days with entries, rounded to whole kcal; nil when nothing was logged.
    /// A day without entries is a day not logged, not a day of fasting, so it does not pull the average down.
    public var average: Int? {
        let logged = days.filter { $0.meals > 0 }
        guard !logged.isEmpty else { return nil }
        let sum = logged.reduce(0) { $0 + $1.calories }
        return (sum * 2 + logged.count) / (logged.count * 2)
    }

    /// The days that went over the goal (red in the progress bar); empty without a goal.
    public var daysOverGoal: [CalendarDay] {
        guard let goal else { return [] }
        return days.filter { $0.calories > goal.calories }.map(\.day)
    }
}

/// Why a history could not be drawn.
public enum MealHistoryError: UserFacingError, Equatable {
    /// A number of days outside 1–3660.
    case daysOutOfRange(Int)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .daysOutOfRange(days):
            return words.tr(
                "meal history covers 1 to %@ days (ten years); %@ is out of range, e.g. 'meal history --days 30'",
                MealNumber.text(MealHistory.dayRange.upperBound, words), String(days))
        }
    }
}

/// A food the person logs, for `meal foods` and Tab completion after `meal add`.
public struct LoggedFood: Equatable, Sendable {
    /// The name as most recently typed.
    public let name: String
    /// The calories per item logged most often (the most recent of equally common values).
    public let usualCalories: Int
    /// How many entries name this food.
    public let times: Int
    /// When it was last eaten.
    public let lastEaten: Date

    /// What to type to log it again: `Apple 52`.
    public var text: String { ParsedMeal(name: name, calories: usualCalories).text }

    /// Foods in `entries`, names matched as duplicates are (case, accents, spacing); the most
    /// logged first, then the most recently eaten, then by name.
    public static func ranked(_ entries: [MealEntry]) -> [LoggedFood] {
        var groups: [String: [MealEntry]] = [:]
        for entry in entries { groups[MealDay.duplicateKey(entry.name), default: []].append(entry) }
        let foods = groups.values.map { group -> LoggedFood in
            let byTime = group.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
                \.element)
            var counts: [Int: (count: Int, last: Int)] = [:]
            for (index, entry) in byTime.enumerated() {
                counts[entry.calories, default: (0, 0)].count += 1
                counts[entry.calories]?.last = index
            }
            let usual = counts.max { ($0.value.count, $0.value.last) < ($1.value.count, $1.value.last) }!.key
            return LoggedFood(
                name: byTime.last!.name, usualCalories: usual, times: group.count, lastEaten: byTime.last!.time)
        }
        return foods.sorted { ($1.times, $1.lastEaten, $0.name) < ($0.times, $0.lastEaten, $1.name) }
    }
}
