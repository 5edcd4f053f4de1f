import Storage

/// Formula study kept in the data directory: progress by formula (`formulas/progress.json`) and
/// every graded card by month (`formulas/reviews/2026-11.json`).
public struct StudyJournal: Sendable {
    let store: any Store
    /// The user's calendar: which month a review is filed in.
    let calendar: LocalCalendar

    /// The journal in `store`, months counted in `calendar`.
    public init(store: any Store, calendar: LocalCalendar) {
        (self.store, self.calendar) = (store, calendar)
    }

    /// Progress by formula id.
    public func progress() throws(StoreError) -> FormulaProgress {
        try store.load(FormulaProgress.self)
    }

    /// Runs `change` on the freshly read progress under the store's lock and saves it if it changed.
    public func changeProgress<R>(_ change: (inout FormulaProgress) throws -> R) throws -> R {
        try store.update(FormulaProgress.self, change)
    }

    /// Records a graded card: the new schedule in the progress file, the review in its month's log.
    public func record(_ review: FormulaReview, card: Flashcard) throws {
        try changeProgress { $0.formulas[review.id, default: FormulaRecord()].card = card }
        try MonthLog<FormulaReview>(store: store).append(review, in: CalendarDay(review.date, in: calendar).logMonth)
    }

    /// The reviews graded from `first` through `last` (whole days), oldest first; reads only those months.
    public func reviews(from first: CalendarDay, through last: CalendarDay) throws -> [FormulaReview] {
        try MonthLog<FormulaReview>(store: store).records(from: first.logMonth, through: last.logMonth)
            .filter { (first...last).contains(CalendarDay($0.date, in: calendar)) }.sorted { $0.date < $1.date }
    }

    /// Every review, oldest first.
    public func reviews() throws -> [FormulaReview] {
        try MonthLog<FormulaReview>(store: store).all().sorted { $0.date < $1.date }
    }
}
