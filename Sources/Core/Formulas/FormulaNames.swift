import Storage

/// Words that fit several formulas, where one was needed (`formula show energy`).
public struct AmbiguousFormulaName: UserFacingError, Equatable {
    /// The words as typed.
    public var text: String
    /// The formulas they fit, best first.
    public var candidates: [FormulaSearchHit]

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let language: FormulaLanguage = words.language == .ru ? .ru : .en
        let listed = candidates.map { "\(ControlCharacters.visible($0.id)) (\($0.name(in: language)))" }
        return words.tr(
            "'%@' fits several formulas: %@; give one of these ids", ControlCharacters.visible(text),
            listed.joined(separator: ", "))
    }
}

extension FormulaLibrary {
    /// The formula `text` names: its id; else, for words that are not a mistyped id (`ohm`, `discriminant`,
    /// `закон ома`), the formula whose names hold them, as `sights show` finds a sight (`NamedChoice`). Words that fit several
    /// equally well are refused with them listed; an unknown id gets the nearest id.
    public func formula(named text: String) throws -> Formula {
        do { return try formula(text) } catch let unknown as UnknownIDError {
            // A mistyped id (`kinetik-energy`) gets the closest id, not a guess by search.
            guard !text.contains("-") || text.contains(" ") else { throw unknown }
            // Only formulas whose names hold every word: a word of a description (`nothing`) names none.
            let query = SearchQuery(text)
            let hits = try search(text).prefix(20).filter { hit in
                let names = [hit.name, hit.russianName ?? "", Self.bundledByID[hit.id]?.searchedNames ?? ""]
                return query.score([(weight: 1, text: SearchText.fold(names.joined(separator: " ")))]) != nil
            }.prefix(6)
            switch NamedChoice(
                text, among: Array(hits), names: { [$0.name] + ($0.russianName.map { [$0] } ?? []) }, score: \.score)
            {
            case .none: throw unknown
            case let .one(hit): return try formula(hit.id)
            case let .several(top): throw AmbiguousFormulaName(text: text, candidates: top)
            }
        }
    }
}
