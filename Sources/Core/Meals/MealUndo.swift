import Storage
/// One change to the meal log, kept so `meal undo` can revert it: an add has only `after`,
/// a delete only `before`, an edit both.
public struct MealChange: Codable, Equatable, Sendable {
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

/// The last change to the meal log, in `meals/last-change.json`, for `meal undo`.
public struct MealUndoJournal: StoredDocument {
    public static let currentVersion = 1
    public static let defaultPath = "meals/last-change.json"
    public static let empty = MealUndoJournal()

    public var version = MealUndoJournal.currentVersion
    /// The change `meal undo` reverts; nil once undone or before any change.
    public var last: MealChange?

    /// A journal holding `last`.
    public init(last: MealChange? = nil) { self.last = last }
}
