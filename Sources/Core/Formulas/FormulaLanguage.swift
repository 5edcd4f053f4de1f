/// The language formula names are shown in: English, or Russian where the catalogue has a name.
public enum FormulaLanguage: String, CaseIterable, Codable, Sendable {
    case en, ru
}

extension Formula {
    /// The Russian name of a bundled formula (`Закон Ома`); nil for the user's own.
    public var russianName: String? {
        isUserFormula ? nil : FormulaCatalog.russian[id]?.name
    }

    /// The name in `language`, falling back to the English one; as shown, on one line whatever a formula synced
    /// from elsewhere holds (a line break shows as `^J`).
    public func name(in language: FormulaLanguage) -> String {
        ControlCharacters.visible(language == .ru ? russianName ?? name : name)
    }

    /// Every name the formula goes by, for search: its name and id, the Russian name and the
    /// common names (`pythagoras`, `ohm`).
    var searchedNames: String {
        guard !isUserFormula else { return name + " " + id }
        return [name, id, FormulaCatalog.russian[id]?.name, FormulaCatalog.commonNames[id]].compactMap { $0 }.joined(
            separator: " ")
    }

    /// The Russian words a bundled formula is searched by beside its name, weighed like what its variables mean.
    var russianKeywords: String {
        isUserFormula ? "" : FormulaCatalog.russian[id]?.keywords ?? ""
    }
}

/// A bundled formula's words in Russian: its description and what each variable stands for.
struct RussianFormula: Sendable {
    var about: String
    var variables: [String: String]

    init(_ about: String, _ variables: [String: String]) {
        self.about = about
        self.variables = variables
    }
}

extension FormulaCatalog {
    /// Every bundled formula's Russian description and variable names, by id.
    static let russianWords: [String: RussianFormula] = russianMathematics.merging(russianPhysics) { a, _ in a }
        .merging(russianChemistry) { a, _ in a }

    /// What `variable` of the formula `id` stands for in `language`; its English meaning where there is no other.
    static func meaning(of variable: FormulaVariable, in id: String, _ language: FormulaLanguage) -> String {
        guard language == .ru, let words = russianWords[id], let meaning = words.variables[variable.symbol] else {
            return variable.meaning
        }
        return meaning
    }

    /// The topics of the bundled formulas, marked for the catalog of messages (`words.tr(formula.topic)`).
    static let topics = [
        Messages.mark("Geometry"), Messages.mark("Algebra"), Messages.mark("Trigonometry"),
        Messages.mark("Sequences and series"), Messages.mark("Statistics and probability"), Messages.mark("Finance"),
        Messages.mark("Kinematics"), Messages.mark("Dynamics"), Messages.mark("Energy"), Messages.mark("Electricity"),
        Messages.mark("Waves and optics"), Messages.mark("Thermodynamics"), Messages.mark("Stoichiometry"),
        Messages.mark("Gas laws"), Messages.mark("Solutions"), Messages.mark("Acids and bases"),
        Messages.mark("Kinetics"), Messages.mark("Thermochemistry and electrochemistry"), Messages.mark("My formulas"),
    ]
}

extension FormulaCatalog {
    /// The equations shown with words in them, as a Russian textbook writes them, by id.
    static let russianDisplays = [
        "percent-yield": "выход = практический / теоретический × 100 %",
        "mass-percent": "w = m(компонента) / m(общая) × 100 %",
        "molality": "b = n / m(растворителя)",
        "rate-law": "скорость = k·[A]ⁿ",
        "hess-law": "ΔH = ΣΔH_f(продуктов) − ΣΔH_f(исходных веществ)",
        "sine-ratio": "sin θ = противолежащий катет / гипотенуза",
        "independent-events": "P(A и B) = P(A) · P(B)",
        "probability-addition-rule": "P(A или B) = P(A) + P(B) − P(A и B)",
    ]
}

extension Formula {
    /// The equation as shown in `language`: the Russian one where the English holds words (`P(A и B)`).
    public func display(in language: FormulaLanguage) -> String {
        guard language == .ru, !isUserFormula, let display = FormulaCatalog.russianDisplays[id] else { return display }
        return display
    }

    /// The description in `language`, falling back to the English one (a formula of the user's own).
    public func about(in language: FormulaLanguage) -> String {
        guard language == .ru, !isUserFormula, let words = FormulaCatalog.russianWords[id] else { return about }
        return words.about
    }

    /// What `variable` stands for in `language`, falling back to the English meaning.
    public func meaning(of variable: FormulaVariable, in language: FormulaLanguage) -> String {
        isUserFormula ? variable.meaning : FormulaCatalog.meaning(of: variable, in: id, language)
    }

    /// Whether the catalog has this formula's description and every variable's meaning in Russian.
    public var hasRussianWords: Bool {
        guard let words = FormulaCatalog.russianWords[id], !words.about.isEmpty else { return false }
        return variables.allSatisfy { words.variables[$0.symbol]?.isEmpty == false }
            && Set(words.variables.keys) == Set(variables.map(\.symbol))
    }
}

extension FormulaCategory {
    /// `Mathematics` in the language of `words`: `Математика`.
    public func title(in words: Messages) -> String {
        switch self {
        case .mathematics: words.tr("Mathematics")
        case .physics: words.tr("Physics")
        case .chemistry: words.tr("Chemistry")
        }
    }
}

extension Messages {
    /// The language formula names and descriptions follow with these words.
    public var formulaLanguage: FormulaLanguage { language == .ru ? .ru : .en }
}
