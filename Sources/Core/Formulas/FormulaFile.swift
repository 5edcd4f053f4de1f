import Storage

/// A person's own formulas and notes as a file to carry to another coach (`formula export`, `formula import`):
/// `{"version": 1, "formulas": [...], "notes": {"ohms-law": "..."}}`, each formula written by its declaration
/// (`Formula.fields`) as `formulas/mine.json` keeps it, so that file imports too.
public struct FormulaFile: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    /// The name `formula export` suggests.
    public static let defaultPath = "formulas.json"
    public static let empty = FormulaFile()
    /// The largest file `formula import` reads, and the most formulas and notes it takes.
    public static let largestFile = 16 << 20
    public static let mostEntries = 10_000

    public var version = FormulaFile.currentVersion
    /// The person's own formulas, in the order they were added.
    public var formulas: [Formula] = []
    /// Notes by formula id, on bundled formulas and one's own.
    public var notes: [String: String] = [:]

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// The file of `formulas` and `notes`.
    public init(formulas: [Formula], notes: [String: String]) {
        (self.formulas, self.notes) = (formulas, notes)
    }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("formulas", &formulas)
        try fields.field("notes", &notes, missing: [:])
    }
}

/// What importing a formula file changes: nothing has been written when it is made.
public struct FormulaImportPlan: Equatable, Sendable, Encodable {
    /// Formulas new to this coach, checked as `formula add` checks them.
    public var added: [Formula] = []
    /// Formulas the person has already, the same in every field.
    public var alreadyThere = 0
    /// Notes to set, by formula id (those the same already are left out).
    public var notes: [String: String] = [:]
}

extension FormulaFile {
    /// The import of this file beside the person's own formulas `mine` and notes `noted`: every formula and note
    /// checked first, so a file with one bad value changes nothing. A formula the person has already, the same,
    /// is passed over (a second import adds nothing); one with its id but other fields is refused.
    public func importing(beside mine: [Formula], notes noted: [String: String]) throws(FormulaFileError)
        -> FormulaImportPlan
    {
        guard formulas.count <= Self.mostEntries else { throw .tooMany(formulas.count, "formulas") }
        guard notes.count <= Self.mostEntries else { throw .tooMany(notes.count, "notes") }
        let bundled = Set(FormulaCatalog.bundled.map(\.id))
        let mineByID = Dictionary(mine.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var plan = FormulaImportPlan()
        var taken = bundled.union(mineByID.keys)
        for (number, given) in formulas.enumerated() {
            let same = mineByID[given.id]
            var others = taken
            if same != nil { others.remove(given.id) }
            let checked: Formula
            do { checked = try Self.checked(given, existingIDs: others) } catch {
                throw .formula(number + 1, id: given.id, error)
            }
            if let same {
                guard same == checked else { throw .differs(given.id) }
                plan.alreadyThere += 1
                continue
            }
            plan.added.append(checked)
            taken.insert(checked.id)
        }
        for (id, text) in notes.sorted(by: { $0.key < $1.key }) {
            guard taken.contains(id) else { throw .noteOnUnknown(id) }
            let note: String
            do { note = try FormulaRecord.note(text.trimmed(\.isSpace)) } catch { throw .badNote(id, error) }
            if !note.isEmpty, noted[id] != note { plan.notes[id] = note }
        }
        return plan
    }

    /// `given` rebuilt as `formula add` would make it from its fields, so every rule of a typed formula holds.
    private static func checked(_ given: Formula, existingIDs: Set<String>) throws(FormulaInputError) -> Formula {
        var descriptions: [String] = []
        for variable in given.variables where !variable.meaning.isEmpty {
            // A description is `symbol:meaning:unit`; a colon in the meaning would shift the unit.
            guard !variable.meaning.contains(":") else {
                throw .badVariable(variable.symbol + ":" + variable.meaning + ":" + variable.unit)
            }
            descriptions.append(variable.symbol + ":" + variable.meaning + ":" + variable.unit)
        }
        return try Formula.userFormula(
            id: given.id, name: given.name, category: given.category, topic: given.topic, equation: given.equation,
            about: given.about, variables: descriptions, existingIDs: existingIDs)
    }
}

/// Why a formula file was refused; nothing was imported.
public enum FormulaFileError: UserFacingError, Equatable {
    /// The `number`th formula (from 1), with `id`, breaks a rule of a typed formula.
    case formula(Int, id: String, FormulaInputError)
    /// A formula of the person's own has this id with other fields.
    case differs(String)
    /// More formulas or notes (`what`) than one file may hold.
    case tooMany(Int, String)
    /// A note on an id that is no formula, here or in the file.
    case noteOnUnknown(String)
    /// A note that breaks the rule of notes.
    case badNote(String, SightNoteError)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .formula(number, id, error):
            words.tr(
                "formula %@ ('%@'): %@", words.number(number), ControlCharacters.visible(id), error.message(in: words))
        case let .differs(id):
            words.tr(
                "you have a formula '%@' already, with other fields; remove yours ('formula remove %@') or change the id in the file",
                ControlCharacters.visible(id), ControlCharacters.visible(id))
        case let .tooMany(count, what):
            what == "notes"
                ? words.tr(
                    "the file has %@ notes; one file may hold up to %@", words.number(count),
                    words.number(FormulaFile.mostEntries))
                : words.tr(
                    "the file has %@ formulas; one file may hold up to %@", words.number(count),
                    words.number(FormulaFile.mostEntries))
        case let .noteOnUnknown(id):
            words.tr(
                "the file has a note on '%@', which is no formula here or in the file", ControlCharacters.visible(id))
        case let .badNote(id, error):
            words.tr("the note on '%@': %@", ControlCharacters.visible(id), error.message(in: words))
        }
    }
}
