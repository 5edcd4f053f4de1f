/// Why a formula could not be solved as asked.
public enum FormulaSolveError: UserFacingError, Equatable {
    case identity(id: String)
    case notAnAssignment(String, example: String)
    case unknownVariable(String, id: String, symbols: [String])
    case givenTwice(String)
    case badValue(symbol: String, CalculationError)
    case missing([FormulaVariable], example: String, id: String)
    case noRealSolution(symbol: String, id: String, given: [String])
    case cannotBePinned(symbol: String)
    case badEquation(CalculationError)
    /// A value whose unit measures another kind than its variable's.
    case wrongKind(symbol: String, unit: String, kind: String, given: String, givenKind: String)
    /// A value with a unit for a variable whose unit coach cannot read (a rate constant of any order).
    case unitNotTaken(symbol: String, unit: String, given: String)
    /// An answer asked for in a unit of another kind (`--to`), or in something that is not a unit.
    case wrongAnswerUnit(symbol: String, unit: String, kind: String, asked: String, askedKind: String?)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .identity(id):
            words.tr("'%@' is an identity: it holds for every value, so there is nothing to solve", id)
        case let .notAnAssignment(text, example):
            words.tr("'%@' is not a value; write each as name=value, e.g. '%@'", text, example)
        case let .unknownVariable(name, id, symbols):
            words.tr("'%@' has no variable '%@'.", id, name)
                + (name.count < 2
                    ? ""
                    : Suggestion.closest(to: name, among: symbols).map { words.tr(" Did you mean '%@'?", $0) } ?? "")
                + words.tr(" Its variables are %@.", FormulaSolveError.list(symbols, words))
        case let .givenTwice(name):
            words.tr("'%@' is given twice; give each value once", name)
        case let .badValue(symbol, error):
            words.tr("the value of %@ is not a number: ", symbol) + error.message(in: words)
        case let .missing(variables, example, id):
            words.tr(
                "more than one value is missing: %@. Give all but one, e.g. '%@'",
                FormulaSolveError.list(
                    variables.map { "\($0.symbol) (\(FormulaCatalog.meaning(of: $0, in: id, words.formulaLanguage)))" },
                    words),
                example)
        case let .noRealSolution(symbol, id, given):
            given.isEmpty
                ? words.tr("no real value of %@ satisfies '%@'; check the values and their signs", symbol, id)
                : words.tr(
                    "no real value of %@ satisfies '%@' with %@; check the values and their signs", symbol, id,
                    FormulaSolveError.list(given, words))
        case let .cannotBePinned(symbol):
            words.tr(
                "%@ cannot be found from these values: the two sides hardly change with %@ there, so rounding hides where they meet; give values where %@ matters more",
                symbol, symbol, symbol)
        case let .badEquation(error):
            words.tr("the equation does not parse: ") + error.message(in: words)
        case let .wrongKind(symbol, unit, kind, given, givenKind):
            words.tr(
                "%@ takes %@, like %@; %@ is %@", symbol, Dimension.kind(kind, in: words), words.unit(unit),
                words.quantity(given), Dimension.kind(givenKind, in: words))
        case let .unitNotTaken(symbol, unit, given):
            words.tr(
                "%@ is in %@, which depends on the formula's other values, so '%@' cannot be converted; give it as a plain number in %@",
                symbol, unit, given, unit)
        case let .wrongAnswerUnit(symbol, unit, kind, asked, askedKind):
            askedKind.map {
                words.tr(
                    "%@ is %@ (%@) and cannot be given in %@, which measures %@", symbol,
                    Dimension.kind(kind, in: words), words.unit(unit), asked, Dimension.kind($0, in: words))
            }
                ?? words.tr(
                    "'%@' is not a unit coach knows; write one such as %@, e.g. '--to %@'", asked,
                    unit.isEmpty ? "km" : unit, unit.isEmpty ? "km" : unit)
        }
    }

    /// `a, b and c`, as the language of `words` joins them.
    static func list(_ items: [String], _ words: Messages = .english) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + words.tr(" and ") + items.last!
    }
}
