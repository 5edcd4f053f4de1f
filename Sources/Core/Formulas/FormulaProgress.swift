import Storage

/// What the user has done with one formula.
public struct FormulaRecord: JSONRecord, FieldValue {
    /// When it was marked learned; nil while it is not.
    public var learned: Date?
    public var lastViewed: Date?
    /// Its place in the flashcard schedule, once quizzed.
    public var card: Flashcard?
    /// The person's own note on it (`formula note ID TEXT`): shown on its card, searched, exported.
    public var note: String?
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("learned", &learned)
        try fields.field("lastViewed", &lastViewed)
        try fields.field("card", &card)
        try fields.field("note", &note)
    }

    /// `text` as a note keeps it, by the rule a sight's note follows (`SightJournal.note`): up to 2,000 characters,
    /// no control characters but line breaks and tabs.
    public static func note(_ text: String) throws(SightNoteError) -> String { try SightJournal.note(text) }

}

/// Study progress keyed by formula id: `formulas/progress.json`. Ids of formulas no longer in the
/// catalog keep their records, untouched. Version 2 schedules cards by FSRS; version 1 by SM-2 (converted as read).
public struct FormulaProgress: StoredDocument, JSONRecord {
    public static let currentVersion = 2
    public static let defaultPath = "formulas/progress.json"
    public static let empty = FormulaProgress()

    public var version = FormulaProgress.currentVersion
    public var formulas: [String: FormulaRecord] = [:]

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// Whether the formula with `id` is marked learned.
    public func isLearned(_ id: String) -> Bool { formulas[id]?.learned != nil }

    /// The notes by formula id.
    public var notes: [String: String] { formulas.compactMapValues(\.note) }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("formulas", &formulas)
    }
}

/// One graded flashcard.
public struct FormulaReview: JSONRecord {
    public var id = ""
    public var date = Date(timeIntervalSince1970: 0)
    public var grade = RecallGrade.good

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id)
        try fields.field("date", &date)
        try fields.field("grade", &grade)
    }

    public init(id: String, date: Date, grade: RecallGrade) {
        self.id = id
        self.date = date
        self.grade = grade
    }
}

extension FormulaReview: MonthlyRecord {
    /// Reviews are kept by month: `formulas/reviews/2026-11.json`.
    public static let folder = "formulas/reviews"
    public static let listKey = "reviews"
    public static let currentVersion = 1
}

/// The user's own formulas: `formulas/mine.json`.
public struct UserFormulas: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "formulas/mine.json"
    public static let empty = UserFormulas()

    public var version = UserFormulas.currentVersion
    public var formulas: [Formula] = []

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// Where the user's formula `id` is; bundled ids and unknown ones are refused with the reason.
    public func index(of id: String, toBe action: String) throws -> Int {
        if FormulaLibrary.bundledByID[id] != nil { throw FormulaInputError.bundled(id, action: action) }
        guard let index = formulas.firstIndex(where: { $0.id == id }) else {
            throw UnknownIDError.formula(id, among: formulas.map(\.id))
        }
        return index
    }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("formulas", &formulas)
    }
}
