import Storage

/// One change to the meal log, kept so `meal undo` can revert it: an add has only `after`,
/// a delete only `before`, an edit both.
public struct MealChange: JSONRecord, FieldValue {
    /// What a change did.
    public enum Kind: String, Codable, Sendable {
        case added, edited, deleted
    }

    /// The entry as it was before the change; nil for an add.
    public var before: MealEntry?
    /// The entry as the change left it; nil for a delete.
    public var after: MealEntry?

    /// A change from `before` to `after`.
    public init(before: MealEntry?, after: MealEntry?) {
        (self.before, self.after) = (before, after)
    }

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("before", &before)
        try fields.field("after", &after)
    }

    /// Whether it added, edited or deleted an entry.
    public var kind: Kind {
        switch (before, after) {
        case (nil, _): .added
        case (_, nil): .deleted
        default: .edited
        }
    }

    /// The change that undoes this one: an add becomes a delete, an edit goes back.
    public var reverted: MealChange { MealChange(before: after, after: before) }
}

/// The last change to the meal log, in `meals/last-change.json`, for `meal undo`; and the change
/// being made, written before any month file is touched, so one killed half-way is finished by
/// the next coach that opens the log (`pending`).
public struct MealUndoJournal: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "meals/last-change.json"
    public static let empty = MealUndoJournal()

    public var version = MealUndoJournal.currentVersion
    /// The change `meal undo` reverts; nil once undone or before any change.
    public var last: MealChange?
    /// Changes begun and not yet known to be finished, one per coach making one.
    public var pending: [PendingMealChange]?

    /// A journal holding `last`.
    public init(last: MealChange?) { self.last = last }

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("last", &last)
        try fields.field("pending", &pending)
    }
}

/// A change to the meal log that has begun: applying it again is harmless, since it names its
/// entry by id. Another coach finishes it only once the process making it has gone.
public struct PendingMealChange: JSONRecord, FieldValue {
    /// Tells this attempt apart from another's.
    public var token = ""
    /// The process making the change.
    public var process: Int32 = 0
    public var change = MealChange()
    /// What `meal undo` reverts once it is done: the change itself, or nothing after an undo.
    public var thenLast: MealChange?

    /// A pending `change` by `process`, after which `meal undo` reverts `thenLast`.
    public init(token: String, process: Int32, change: MealChange, thenLast: MealChange?) {
        (self.token, self.process, self.change, self.thenLast) = (token, process, change, thenLast)
    }

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("token", &token)
        try fields.field("process", &process)
        try fields.field("change", &change)
        try fields.field("thenLast", &thenLast)
    }
}
