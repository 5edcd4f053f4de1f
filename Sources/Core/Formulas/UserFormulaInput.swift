import Storage

/// Why a formula of the user's own was refused.
public enum FormulaInputError: UserFacingError, Equatable {
    case badName(String)
    case badEquation(CalculationError)
    case badVariable(String)
    case notInEquation(String, equation: String)
    case badID(String)
    case takenID(String)
    case bundled(String, action: String)
    /// A text of the formula (`field` names it) holds control characters that `allowing` does not keep.
    case controlCharacters(field: String, text: String, allowing: ControlCharacters.Allowance)
    /// `formula add` without `--category`.
    case noCategory

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .badName(name):
            words.tr("a formula name needs 2 to 100 characters; '%@' has %@", name, words.number(name.count))
        case let .badEquation(error):
            words.tr("the equation does not parse: ") + error.message(in: words)
        case let .badVariable(text):
            words.tr(
                "'%@' is not a variable description; write symbol:meaning:unit, e.g. 'F:force:N' (the unit may be left out)",
                text)
        case let .notInEquation(symbol, equation):
            words.tr("'%@' does not appear in '%@'; describe only the equation's variables", symbol, equation)
        case let .badID(id):
            words.tr("'%@' is not a usable id; use lower-case letters, digits and hyphens, e.g. 'spring-force'", id)
        case let .takenID(id):
            words.tr("a formula with the id '%@' already exists; choose another with --id", id)
        case let .bundled(id, action):
            action == "edited"
                ? words.tr(
                    "'%@' is part of the bundled catalog and cannot be edited; add your own version with 'formula add'",
                    id)
                : words.tr(
                    "'%@' is part of the bundled catalog and cannot be removed; add your own version with 'formula add'",
                    id)
        case let .controlCharacters(field, text, allowance):
            ControlCharacters.refusal(of: text, as: field, allowing: allowance, in: words)
        case .noCategory:
            words.tr("say which category it belongs to with --category mathematics, physics or chemistry")
        }
    }
}

extension Formula {
    /// `Spring force` → `spring-force`.
    public static func slug(_ name: String) -> String {
        let latin = SearchText.fold(name).map { Self.transliterated[$0] ?? String($0) }.joined()
        return latin.split(separator: " ").joined(separator: "-")
    }

    /// Russian letters in Latin ones, as Russian passports write names (`сила пружины` → `sila pruzhiny`),
    /// so a formula named in Russian gets an id that can be typed on any keyboard.
    private static let transliterated: [Character: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
        "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
        "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "ie", "ы": "y", "ь": "",
        "э": "e", "ю": "iu", "я": "ia",
    ]

    /// Checks a formula of the user's own and fills in its variables: the described ones
    /// (`F:force:N`) first, then any other name the equation uses, undescribed.
    public static func userFormula(
        id: String, name: String, category: FormulaCategory, topic: String, equation: String, about: String,
        variables descriptions: [String], existingIDs: Set<String>
    ) throws(FormulaInputError) -> Formula {
        let name = name.trimmed(\.isSpace)
        let texts =
            [
                (Messages.mark("formula name"), name, .none), (Messages.mark("topic"), topic, .none),
                (Messages.mark("description"), about, .lineBreaksAndTabs),
            ] + descriptions.map { (Messages.mark("variable"), $0, .none) }
            as [(String, String, ControlCharacters.Allowance)]
        for (field, text, allowance) in texts where !ControlCharacters.found(in: text, allowing: allowance).isEmpty {
            throw .controlCharacters(field: field, text: text, allowing: allowance)
        }
        guard (2...100).contains(name.count) else { throw .badName(name) }
        guard !id.isEmpty,
            id.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }),
            id.first != "-", id.last != "-"
        else { throw .badID(id) }
        guard !existingIDs.contains(id) else { throw .takenID(id) }
        let parsed: FormulaEquation
        do { parsed = try FormulaEquation(equation) } catch { throw .badEquation(error) }
        var variables: [FormulaVariable] = []
        for description in descriptions {
            let parts = description.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                .map { $0.trimmed(\.isSpace) }
            guard parts.count >= 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw .badVariable(description) }
            guard parsed.names.contains(parts[0]) else { throw .notInEquation(parts[0], equation: equation) }
            variables.removeAll { $0.symbol == parts[0] }
            variables.append(FormulaVariable(parts[0], parts[1], parts.count > 2 ? parts[2] : ""))
        }
        for symbol in parsed.names
        where !variables.contains(where: { $0.symbol == symbol }) && CalcFunctions.constants[symbol] == nil {
            variables.append(FormulaVariable(symbol, "", ""))
        }
        return Formula(
            id: id, name: name, category: category, topic: topic.isEmpty ? "My formulas" : topic,
            equation: equation, display: equation, about: about, variables: variables, example: [:], isUserFormula: true
        )
    }
}
