import Storage

/// A formula or a sight asked for by an id coach does not have.
public struct UnknownIDError: UserFacingError, Equatable {
    /// `formula` or `sight`.
    public var kind: String
    /// The command that lists and searches them: `formula`, `sights`.
    public var command: String
    public var id: String
    /// The closest known id, if any is close.
    public var suggestion: String?

    public init(kind: String, command: String, id: String, suggestion: String?) {
        (self.kind, self.command, self.id, self.suggestion) = (kind, command, id, suggestion)
    }

    /// An unknown formula id.
    public static func formula(_ id: String, among ids: [String]) -> UnknownIDError {
        UnknownIDError(kind: "formula", command: "formula", id: id, suggestion: Suggestion.closest(to: id, among: ids))
    }

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let missing =
            kind == "sight"
            ? words.tr("no sight '%@'", id) : kind == "formula" ? words.tr("no formula '%@'", id) : "no \(kind) '\(id)'"
        return missing
            + (suggestion.map { words.tr(". Did you mean '%@'?", $0) }
                ?? words.tr("; see '%@ list' or '%@ search WORDS'", command, command))
    }
}

/// The bundled catalog together with the user's own formulas, read through the store.
public struct FormulaLibrary: Sendable {
    let store: any Store

    public init(store: any Store) {
        self.store = store
    }

    /// The bundled formulas by id.
    static let bundledByID: [String: Formula] = Dictionary(
        uniqueKeysWithValues: FormulaCatalog.bundled.map { ($0.id, $0) })

    /// Runs `change` on the user's formulas, freshly read under the store's lock, and saves them if they changed.
    public func changeMine<R>(_ change: (inout UserFormulas) throws -> R) throws -> R {
        try store.update(UserFormulas.self, change)
    }

    /// The user's formulas, in the order they were added.
    public func userFormulas() throws -> [Formula] {
        try store.load(UserFormulas.self).formulas
    }

    /// Every formula: the bundled catalog, then the user's.
    public func all() throws -> [Formula] {
        FormulaCatalog.bundled + (try userFormulas())
    }

    /// The formula with `id`; the error suggests the nearest id.
    public func formula(_ id: String) throws -> Formula {
        if let formula = Self.bundledByID[id] { return formula }
        let mine = try userFormulas()
        if let formula = mine.first(where: { $0.id == id }) { return formula }
        throw UnknownIDError.formula(id, among: FormulaCatalog.bundled.map(\.id) + mine.map(\.id))
    }

    /// Every id, for Tab.
    public func ids() -> [String] {
        FormulaCatalog.bundled.map(\.id) + ((try? userFormulas().map(\.id)) ?? [])
    }
}
