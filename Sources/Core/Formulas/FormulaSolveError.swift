/// Why a formula could not be solved as asked.
public enum FormulaSolveError: UserFacingError, Equatable {
    case identity(id: String)
    case notAnAssignment(String, example: String)
    case unknownVariable(String, id: String, symbols: [String])
    case givenTwice(String)
    case badValue(symbol: String, CalculationError)
    case missing([FormulaVariable], example: String)
    case noRealSolution(symbol: String, id: String, given: [String])
    case cannotBePinned(symbol: String)
    case badEquation(CalculationError)
    /// A value whose unit measures another kind than its variable's.
    case wrongKind(symbol: String, unit: String, kind: String, given: String, givenKind: String)
    /// A value with a unit for a variable whose unit coach cannot read (a rate constant of any order).
    case unitNotTaken(symbol: String, unit: String, given: String)
    /// An answer asked for in a unit of another kind (`--to`), or in something that is not a unit.
    case wrongAnswerUnit(symbol: String, unit: String, kind: String, asked: String, askedKind: String?)

    public var message: String {
        switch self {
        case let .identity(id):
            "'\(id)' is an identity: it holds for every value, so there is nothing to solve"
        case let .notAnAssignment(text, example):
            "'\(text)' is not a value; write each as name=value, e.g. '\(example)'"
        case let .unknownVariable(name, id, symbols):
            "'\(id)' has no variable '\(name)'."
                + (name.count < 2
                    ? "" : Suggestion.closest(to: name, among: symbols).map { " Did you mean '\($0)'?" } ?? "")
                + " Its variables are " + FormulaSolveError.list(symbols) + "."
        case let .givenTwice(name):
            "'\(name)' is given twice; give each value once"
        case let .badValue(symbol, error):
            "the value of \(symbol) is not a number: " + error.message
        case let .missing(variables, example):
            "more than one value is missing: "
                + FormulaSolveError.list(variables.map { "\($0.symbol) (\($0.meaning))" })
                + ". Give all but one, e.g. '\(example)'"
        case let .noRealSolution(symbol, id, given):
            "no real value of \(symbol) satisfies '\(id)'"
                + (given.isEmpty ? "" : " with " + FormulaSolveError.list(given))
                + "; check the values and their signs"
        case let .cannotBePinned(symbol):
            "\(symbol) cannot be found from these values: the two sides hardly change with \(symbol) there, so rounding "
                + "hides where they meet; give values where \(symbol) matters more"
        case let .badEquation(error):
            "the equation does not parse: " + error.message
        case let .wrongKind(symbol, unit, kind, given, givenKind):
            "\(symbol) takes \(kind), like \(unit); \(given) is \(givenKind)"
        case let .unitNotTaken(symbol, unit, given):
            "\(symbol) is in \(unit), which depends on the formula's other values, so '\(given)' cannot be converted; give it as a plain number in \(unit)"
        case let .wrongAnswerUnit(symbol, unit, kind, asked, askedKind):
            askedKind.map { "\(symbol) is \(kind) (\(unit)) and cannot be given in \(asked), which measures \($0)" }
                ?? "'\(asked)' is not a unit coach knows; write one such as \(unit.isEmpty ? "km" : unit), e.g. '--to \(unit.isEmpty ? "km" : unit)'"
        }
    }

    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
