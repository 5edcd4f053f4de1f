import Storage

/// What one day held in each area: the facts goals are measured against.
public struct DayActivity: Equatable, Sendable {
    /// Whether the person checked in.
    public var checkedIn = false
    /// Seconds breathed in sessions started that day, finished or not.
    public var breathingSeconds = 0.0
    /// Meals logged.
    public var meals = 0
    /// Calories eaten.
    public var calories = 0
    /// Flashcards graded.
    public var cardsReviewed = 0

    public init() {}

    /// Whole minutes breathed, rounded down so a goal is never shown met early.
    public var breathingMinutes: Int { Int((breathingSeconds + 1e-6) / 60) }

    /// Minutes breathed to a tenth, rounded down: `4`, `0.1` (ten seconds), `12.5`.
    public var breathingMinutesText: String {
        let tenths = Int((breathingSeconds + 1e-6) / 6)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}

/// Each day's activity, built from the areas' logs in the person's calendar: a session, meal or
/// review belongs to the local day it happened on; a check-in to the day it was made for.
public struct ActivityLog: Sendable {
    /// The days with any activity.
    public private(set) var days: [CalendarDay: DayActivity] = [:]

    /// The activity of every day the logs mention.
    public init(
        checkIns: [CheckIn] = [], sessions: [BreathingSessionRecord] = [], meals: [MealEntry] = [],
        reviews: [FormulaReview] = [], calendar: LocalCalendar
    ) {
        for checkIn in checkIns { days[checkIn.calendarDay, default: DayActivity()].checkedIn = true }
        for session in sessions { days[CalendarDay(session.start, in: calendar), default: DayActivity()].breathingSeconds += session.seconds }
        for meal in meals {
            let day = CalendarDay(meal.time, in: calendar)
            days[day, default: DayActivity()].meals += 1
            days[day, default: DayActivity()].calories += meal.total
        }
        for review in reviews { days[CalendarDay(review.date, in: calendar), default: DayActivity()].cardsReviewed += 1 }
    }

    /// The activity of every day the logs' daily summaries mention.
    public init(checkedIn: Set<CalendarDay>, breathingMilliseconds: [CalendarDay: Int], meals: [CalendarDay: DayMeals], reviews: [CalendarDay: Int]) {
        for day in checkedIn { days[day, default: DayActivity()].checkedIn = true }
        for (day, milliseconds) in breathingMilliseconds { days[day, default: DayActivity()].breathingSeconds = Double(milliseconds) / 1000 }
        for (day, eaten) in meals { (days[day, default: DayActivity()].meals, days[day, default: DayActivity()].calories) = (eaten.meals, eaten.calories) }
        for (day, count) in reviews { days[day, default: DayActivity()].cardsReviewed = count }
    }

    /// The activity of `day` (nothing, for a day the logs do not mention).
    public subscript(day: CalendarDay) -> DayActivity { days[day] ?? DayActivity() }

    /// The days on which `goals` count `area` as met.
    public func daysMet(_ area: GoalArea, goals: Goals) -> Set<CalendarDay> {
        Set(days.filter { goals.isMet(area, by: $0.value) }.keys)
    }
}

extension Goals {
    /// Whether `activity` meets the goal of `area`; false when the area has no goal. Check-in: a
    /// check-in exists. Breathing and study: the minutes or cards reached the goal. Calories:
    /// something was logged and the total stayed within the goal.
    public func isMet(_ area: GoalArea, by activity: DayActivity) -> Bool {
        switch area {
        case .checkin: checksIn && activity.checkedIn
        case .breathing: breathing.map { activity.breathingMinutes >= $0.minutes } ?? false
        case .calories: calories.map { activity.meals > 0 && activity.calories <= $0.calories } ?? false
        case .study: study.map { activity.cardsReviewed >= $0.cards } ?? false
        }
    }

    /// The areas that have a goal, in the order they are shown.
    public var areas: [GoalArea] { GoalArea.allCases.filter(has) }

    /// The current and best streak of every area with a goal, rest days frozen. A calorie goal is a
    /// ceiling, so today counts for it only once the day is over.
    public func streaks(_ log: ActivityLog, rest: Set<CalendarDay>, today: CalendarDay) -> [GoalArea: DayStreak] {
        Dictionary(uniqueKeysWithValues: areas.map { area in
            var met = log.daysMet(area, goals: self)
            if area == .calories { met.remove(today) }
            return (area, DayStreak(days: met, rest: rest, today: today))
        })
    }
}
