/// The language formula names are shown in: English, or Russian where the catalogue has a name.
public enum FormulaLanguage: String, CaseIterable, Codable, Sendable {
    case en, ru
}

extension Formula {
    /// The Russian name of a bundled formula (`Закон Ома`); nil for the user's own.
    public var russianName: String? {
        isUserFormula ? nil : FormulaCatalog.russian[id]?.name
    }

    /// The name in `language`, falling back to the English one.
    public func name(in language: FormulaLanguage) -> String {
        language == .ru ? russianName ?? name : name
    }

    /// Every name the formula goes by, for search: its name and id, the Russian name and the
    /// common names (`pythagoras`, `ohm`).
    var searchedNames: String {
        guard !isUserFormula else { return name + " " + id }
        return [name, id, FormulaCatalog.russian[id]?.name, FormulaCatalog.commonNames[id]].compactMap { $0 }.joined(separator: " ")
    }

    /// The Russian words a bundled formula is searched by beside its name, weighed like what its variables mean.
    var russianKeywords: String {
        isUserFormula ? "" : FormulaCatalog.russian[id]?.keywords ?? ""
    }
}
