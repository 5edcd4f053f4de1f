import Storage

/// Study statistics: formulas learned per week, reviews done, and the streak of study days
/// (days with a flashcard review or a formula marked learned).
public struct FormulaStats: Equatable, Sendable, Encodable {
    /// The cards due on one of the coming days.
    public struct Upcoming: Equatable, Sendable, Encodable {
        public var day: String
        public var due: Int
    }

    public struct Week: Equatable, Sendable, Encodable {
        /// The Monday the week starts on, `2026-11-16`.
        public var start: String
        public var learned: Int
        public var reviews: Int
    }

    public var learned: Int
    public var total: Int
    public var reviews: Int
    /// Reviews graded again, hard, good and easy.
    public var grades: [String: Int]
    /// Cards due today or earlier.
    public var due: Int
    public var studyDays: Int
    public var currentStreak: Int
    public var bestStreak: Int
    /// The last weeks, oldest first.
    public var weeks: [Week]
    /// Retention achieved: the share of reviews of cards last reviewed on an earlier day that were not graded
    /// again (FSRS's and Anki's "true retention"); nil before any such review.
    public var achievedRetention: Double?
    /// How many reviews `achievedRetention` counts.
    public var retentionReviews: Int
    /// The retention the cards are scheduled for (`settings set retention`).
    public var desiredRetention: Double
    /// Cards due on each of the next 7 days, today (with any overdue) first.
    public var upcoming: [Upcoming]

    /// Statistics as of `now`; `ids` are the formulas in the library (records of removed ones are not counted).
    public init(
        progress: FormulaProgress, reviews: [FormulaReview], ids: Set<String>, now: Date, calendar: LocalCalendar,
        weekCount: Int = 8, desiredRetention: Double = FSRS.defaultRetention
    ) {
        let today = CalendarDay(now, in: calendar)
        let records = progress.formulas.filter { ids.contains($0.key) }
        let learnedDays = records.values.compactMap { $0.learned.map { CalendarDay($0, in: calendar) } }
        let reviewDays = reviews.map { CalendarDay($0.date, in: calendar) }
        learned = learnedDays.count
        total = ids.count
        self.reviews = reviews.count
        grades = Dictionary(grouping: reviews, by: \.grade.rawValue).mapValues(\.count)
        due =
            records.values.filter { record in record.card.flatMap { CalendarDay($0.due) }.map { $0 <= today } ?? false }
            .count
        let retention = Self.retention(of: reviews, calendar: calendar)
        (achievedRetention, retentionReviews) = (retention.achieved, retention.counted)
        self.desiredRetention = desiredRetention
        let dueDays = records.values.compactMap { $0.card.flatMap { CalendarDay($0.due) } }
        upcoming = (0..<7).map { ahead in
            let day = today.adding(days: ahead)
            return Upcoming(day: day.text, due: dueDays.filter { ahead == 0 ? $0 <= day : $0 == day }.count)
        }
        let days = Set(learnedDays + reviewDays)
        studyDays = days.count
        let streak = DayStreak(days: days, today: today)
        currentStreak = streak.current
        bestStreak = streak.best
        let monday = today.adding(days: -today.weekdayFromMonday)
        weeks = (0..<weekCount).map { back in
            let start = monday.adding(days: -7 * (weekCount - 1 - back))
            let range = start.ordinal..<start.ordinal + 7
            return Week(
                start: start.text,
                learned: learnedDays.filter { range.contains($0.ordinal) }.count,
                reviews: reviewDays.filter { range.contains($0.ordinal) }.count)
        }
    }

    /// The share of `reviews` of a card last reviewed on an earlier day not graded again, and how many there were.
    static func retention(of reviews: [FormulaReview], calendar: LocalCalendar) -> (achieved: Double?, counted: Int) {
        var lastDay: [String: CalendarDay] = [:]
        var (counted, recalled) = (0, 0)
        for review in reviews.sorted(by: { $0.date < $1.date }) {
            let day = CalendarDay(review.date, in: calendar)
            if let last = lastDay[review.id], last < day {
                counted += 1
                if review.grade != .again { recalled += 1 }
            }
            lastDay[review.id] = day
        }
        return (counted > 0 ? Double(recalled) / Double(counted) : nil, counted)
    }
}
