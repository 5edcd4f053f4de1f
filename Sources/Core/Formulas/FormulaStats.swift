import Storage

/// Study statistics: formulas learned per week, reviews done, and the streak of study days
/// (days with a flashcard review or a formula marked learned).
public struct FormulaStats: Equatable, Sendable, Encodable {
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

    /// Statistics as of `now`; `ids` are the formulas in the library (records of removed ones are not counted).
    public init(
        progress: FormulaProgress, reviews: [FormulaReview], ids: Set<String>, now: Date, calendar: LocalCalendar,
        weekCount: Int = 8
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
}
