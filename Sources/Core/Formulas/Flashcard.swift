import Storage

/// How well a card was recalled, as graded after the answer is shown.
public enum RecallGrade: String, CaseIterable, Codable, Sendable, FieldValue {
    case again, hard, good, easy

    /// SM-2's quality of response, 0–5 (below 3 counts as forgotten).
    var quality: Int {
        switch self {
        case .again: 2
        case .hard: 3
        case .good: 4
        case .easy: 5
        }
    }

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

/// One formula's place in the SM-2 schedule.
public struct Flashcard: JSONRecord, FieldValue {
    /// How easily this card is recalled; intervals grow by this factor (at least 1.3).
    public var ease = 2.5
    /// Days until the next review.
    public var interval = 0
    /// Reviews in a row recalled well enough (quality 3 or more).
    public var repetitions = 0
    /// The day of the next review, `YYYY-MM-DD` in the user's calendar.
    public var due = ""
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("ease", &ease)
        try fields.field("interval", &interval)
        try fields.field("repetitions", &repetitions)
        try fields.field("due", &due)
    }

    public init(ease: Double, interval: Int, repetitions: Int, due: String) {
        self.ease = ease
        self.interval = interval
        self.repetitions = repetitions
        self.due = due
    }

    /// The longest wait between reviews, in days: a hundred years.
    static let longestInterval = 36_500.0

    /// A card never reviewed.
    public static func new(today: String) -> Flashcard {
        Flashcard(ease: 2.5, interval: 0, repetitions: 0, due: today)
    }

    /// The card after a review graded `grade` on `today`, by SM-2: a lapse starts the intervals
    /// over at one day; recalled cards go 1 day, 6 days, then the last interval times the ease.
    public func reviewed(_ grade: RecallGrade, today: CalendarDay) -> Flashcard {
        let q = Double(grade.quality)
        var next = self
        if grade.quality < 3 {
            next.repetitions = 0
            next.interval = 1
        } else {
            switch repetitions {
            case 0: next.interval = 1
            case 1: next.interval = 6
            default:
                // A card read from a file may hold any ease or interval: the product is checked before it
                // becomes days, and no card waits longer than a hundred years.
                let days = (Double(interval) * ease).rounded()
                next.interval = days.isFinite ? Int(min(max(days, 1), Self.longestInterval)) : 1
            }
            next.repetitions = repetitions < Int.max ? repetitions + 1 : repetitions
        }
        next.ease = ease.isFinite ? max(1.3, ease + 0.1 - (5 - q) * (0.08 + (5 - q) * 0.02)) : 2.5
        next.due = today.adding(days: next.interval).text
        return next
    }
}
