import Storage

/// How well a card was recalled, as graded after the answer is shown.
public enum RecallGrade: String, CaseIterable, Codable, Sendable, FieldValue {
    case again, hard, good, easy

    /// `g`, `good`, `3` (the grades numbered 1–4, as on flashcard apps) → `.good`; in Russian too
    /// (`хорошо`, `х`).
    public init?(answer: String) {
        let answer = answer.trimmed(\.isSpace).lowercased()
        guard
            let grade = RecallGrade.allCases.enumerated().first(where: { index, grade in
                answer == grade.rawValue || answer == String(grade.rawValue.prefix(1)) || answer == String(index + 1)
                    || answer == grade.russian || answer == String(grade.russian.prefix(1))
            })?.element
        else { return nil }
        self = grade
    }

    /// The grade's word in Russian: `снова`, `трудно`, `хорошо`, `легко`.
    public var russian: String {
        switch self {
        case .again: "снова"
        case .hard: "трудно"
        case .good: "хорошо"
        case .easy: "легко"
        }
    }

    /// The grade's word in the language of `words`.
    public func name(in words: Messages) -> String { words.language == .ru ? russian : rawValue }
}

/// One formula's place in the FSRS schedule: its memory (stability and difficulty), the day of its last review
/// and the day of its next. A card an earlier coach scheduled by SM-2 holds `ease`, `interval` and `repetitions`
/// instead; `StudyJournal` converts it by replaying its reviews (`replaying(_:with:)`) as it reads it.
public struct Flashcard: JSONRecord, FieldValue {
    /// Days until predicted recall falls to 90 %.
    public var stability: Double?
    /// How hard the card is to remember, 1–10.
    public var difficulty: Double?
    /// The day of the last review, in the user's calendar.
    public var lastReview: CalendarDay?
    /// The day of the next review, `YYYY-MM-DD` in the user's calendar.
    public var due = ""
    /// SM-2's ease, interval and run of recalls, as an earlier coach stored them: read to convert, never written.
    public var ease: Double?
    public var interval: Int?
    public var repetitions: Int?
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("stability", &stability)
        try fields.field("difficulty", &difficulty)
        try fields.field("lastReview", &lastReview)
        try fields.field("due", &due)
        try fields.field("ease", &ease)
        try fields.field("interval", &interval)
        try fields.field("repetitions", &repetitions)
    }

    public init(stability: Double, difficulty: Double, lastReview: CalendarDay, due: String) {
        (self.stability, self.difficulty, self.lastReview, self.due) = (stability, difficulty, lastReview, due)
    }

    /// The card's memory, when it holds one FSRS can go on from (a hand-edited file may hold anything).
    public var memory: (stability: Double, difficulty: Double, lastReview: CalendarDay)? {
        guard let stability, let difficulty, let lastReview, stability > 0, stability <= Self.longestMemory,
            difficulty.isFinite
        else { return nil }
        return (stability, difficulty, lastReview)
    }

    /// The longest memory a card may claim, in days; a longer one (a hand edit) is read as none. FSRS itself bounds
    /// no memory, and one grows past a thousand years only after decades of easy grades.
    static let longestMemory = 1e15

    /// Whether the card is still scheduled as SM-2 scheduled it, and is to be converted.
    public var needsConverting: Bool { memory == nil }

    /// Predicted recall on `day`; nil for a card with no memory yet.
    public func recall(on day: CalendarDay, with fsrs: FSRS) -> Double? {
        memory.map { fsrs.retrievability(elapsedDays: day.ordinal - $0.lastReview.ordinal, stability: $0.stability) }
    }

    /// The card after a review graded `grade` on `today`: stability and difficulty updated by FSRS-6, and the next
    /// review on the day predicted recall falls to the desired retention. A card with no memory starts one.
    public func reviewed(_ grade: RecallGrade, today: CalendarDay, with fsrs: FSRS) -> Flashcard {
        let stability: Double
        let difficulty: Double
        if let memory {
            let elapsed = today.ordinal - memory.lastReview.ordinal
            let clampedDifficulty = fsrs.clamp(memory.difficulty)
            stability =
                elapsed < 1
                ? fsrs.sameDayStability(memory.stability, grade)
                : fsrs.nextStability(
                    memory.stability, difficulty: clampedDifficulty,
                    recall: fsrs.retrievability(elapsedDays: elapsed, stability: memory.stability), grade)
            difficulty = fsrs.nextDifficulty(clampedDifficulty, grade)
        } else {
            (stability, difficulty) = (fsrs.initialStability(grade), fsrs.initialDifficulty(grade))
        }
        let next = today.adding(days: fsrs.interval(stability: stability))
        return Flashcard(stability: stability, difficulty: difficulty, lastReview: today, due: next.text)
    }

    /// The card as FSRS would have scheduled it through `reviews` (day and grade, oldest first), from new.
    public static func replaying(_ reviews: [(day: CalendarDay, grade: RecallGrade)], with fsrs: FSRS) -> Flashcard? {
        guard !reviews.isEmpty else { return nil }
        var card = Flashcard()
        for review in reviews { card = card.reviewed(review.grade, today: review.day, with: fsrs) }
        return card
    }

    /// A card SM-2 scheduled whose reviews are not in the log (a lost month, a hand-made file): it keeps its due
    /// day, and its memory is taken to last the interval SM-2 gave it, at the difficulty of a first `good`. Without
    /// a due day it has nothing to go on, and starts again as a new card (nil).
    public func convertedWithoutReviews(with fsrs: FSRS) -> Flashcard? {
        guard let due = CalendarDay(due) else { return nil }
        let days = interval.map { min(max($0, 1), FSRS.longestInterval) } ?? 1
        return Flashcard(
            stability: Double(days), difficulty: fsrs.initialDifficulty(.good), lastReview: due.adding(days: -days),
            due: due.text)
    }
}
