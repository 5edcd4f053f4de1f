import Storage

/// Formula study kept in the data directory: progress by formula (`formulas/progress.json`) and
/// every graded card by month (`formulas/reviews/2026-11.json`).
public struct StudyJournal: Sendable {
    let store: any Store
    /// The user's calendar: which month a review is filed in.
    let calendar: LocalCalendar
    /// The scheduler, at the desired retention (`settings set retention`).
    public let fsrs: FSRS

    /// The journal in `store`, months counted in `calendar`, cards scheduled by `fsrs`.
    public init(store: any Store, calendar: LocalCalendar, fsrs: FSRS = FSRS()) {
        (self.store, self.calendar, self.fsrs) = (store, calendar, fsrs)
    }

    /// Progress by formula id. Cards an earlier coach scheduled by SM-2 are converted (`converted(_:reviews:)`) and
    /// saved so the first time they are read, so that later reads (the prompt's status, every few seconds) do not
    /// replay the log again; where the file cannot be written they are converted as read.
    public func progress() throws -> FormulaProgress {
        var progress = try store.load(FormulaProgress.self)
        guard progress.formulas.values.contains(where: { $0.card?.needsConverting == true }) else { return progress }
        if let saved = try? changeProgress({ $0 }) { return saved }
        try converted(&progress, reviews: reviews)
        return progress
    }

    /// Runs `change` on the freshly read progress under the store's lock and saves it if it changed; cards
    /// scheduled by SM-2 are converted first, so the first change saves them converted.
    public func changeProgress<R>(_ change: (inout FormulaProgress) throws -> R) throws -> R {
        // The log is read before the lock is taken (a store's reads may not run inside its update), and only when
        // a card is to be converted.
        let old = try store.load(FormulaProgress.self).formulas.values.contains { $0.card?.needsConverting == true }
        let log = old ? try reviews() : []
        return try store.update(FormulaProgress.self) { progress in
            try converted(&progress) { log }
            let result = try change(&progress)
            if progress.formulas.values.contains(where: { $0.card != nil }) {
                progress.version = FormulaProgress.currentVersion
            }
            return result
        }
    }

    /// Converts each card SM-2 scheduled by replaying its reviews through FSRS, as if FSRS had scheduled it from
    /// the first; a card whose reviews are not in the log keeps its due day (`convertedWithoutReviews`). `reviews`
    /// is asked for only when such a card is there.
    func converted(_ progress: inout FormulaProgress, reviews: () throws -> [FormulaReview]) throws {
        let old = progress.formulas.filter { $0.value.card?.needsConverting == true }
        guard !old.isEmpty else { return }
        let byID = Dictionary(grouping: try reviews(), by: \.id)
        for (id, record) in old {
            let history = (byID[id] ?? []).map { (day: CalendarDay($0.date, in: calendar), grade: $0.grade) }
            progress.formulas[id]?.card =
                Flashcard.replaying(history, with: fsrs) ?? record.card?.convertedWithoutReviews(with: fsrs)
        }
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
