import Foundation

/// What `formula solve` found.
public enum FormulaSolveResult: Equatable, Sendable {
    /// The values of the one unknown, the likeliest first (`v = 3`, also `v = −3`).
    case solved(symbol: String, values: [Number])
    /// Every value was given, so coach checked them: the two sides and whether they agree.
    case checked(left: Number, right: Number, holds: Bool)
}

extension Formula {
    /// The equation, parsed.
    public func parsedEquation() throws(FormulaSolveError) -> FormulaEquation {
        do { return try FormulaEquation(equation) } catch { throw .badEquation(error) }
    }

    /// Solves for the one variable not given in `assignments` (`m=2`, `v=3*2`, `E=9 J`, or `g=?` to
    /// solve for a constant). Values may use the calculator's variables; the answer becomes `ans`.
    public func solve(_ assignments: [String], memory: CalculatorMemory) throws(FormulaSolveError) -> FormulaSolveResult {
        if isIdentity { throw .identity(id: id) }
        let equation = try parsedEquation()
        var given: [String: Number] = [:]
        var asked: String?
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw .notAnAssignment(assignment, example: "\(variables.first?.symbol ?? "x")=2")
            }
            let symbol = assignment[..<equals].trimmingCharacters(in: .whitespaces)
            var text = assignment[assignment.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard let variable = variable(symbol) else {
                throw .unknownVariable(symbol, id: id, symbols: variables.map(\.symbol))
            }
            if given[symbol] != nil || asked == symbol { throw .givenTwice(symbol) }
            if text == "?" { asked = symbol; continue }
            if !variable.unit.isEmpty, text.hasSuffix(variable.unit), text.count > variable.unit.count {
                text = String(text.dropLast(variable.unit.count)).trimmingCharacters(in: .whitespaces)
            }
            given[symbol] = try value(of: text, for: symbol, memory: memory)
        }
        for variable in variables where given[variable.symbol] == nil && variable.symbol != asked {
            if let constant = variable.constant { given[variable.symbol] = Number(decimal: constant) }
        }
        let missing = variables.filter { given[$0.symbol] == nil }
        if missing.isEmpty {
            guard let (left, right) = try? equation.sides(given) else {
                throw .noRealSolution(symbol: variables[0].symbol, id: id, given: assignments)
            }
            let holds = left == right || abs(left.double - right.double) <= 1e-9 * max(abs(left.double), abs(right.double))
            return .checked(left: left, right: right, holds: holds)
        }
        guard missing.count == 1 else {
            let shown = assignments.filter { $0.contains("=") && !$0.hasSuffix("?") }
            let more = missing.dropLast().map { "\($0.symbol)=\(example[$0.symbol].map(NumberFormat.plain) ?? "1")" }
            throw .missing(missing, example: (["formula solve", id] + shown + more).joined(separator: " "))
        }
        let symbol = missing[0].symbol
        let roots = EquationSolver.roots(of: equation, for: symbol, given: given)
        guard let first = roots.first else { throw .noRealSolution(symbol: symbol, id: id, given: assignments) }
        memory.remember(first, as: nil)
        return .solved(symbol: symbol, values: roots)
    }

    private func value(of text: String, for symbol: String, memory: CalculatorMemory) throws(FormulaSolveError) -> Number {
        do throws(CalculationError) {
            let statement = try CalcParser.parse(text)
            guard statement.assignTo == nil else {
                throw CalculationError("a value cannot assign a variable", input: text, at: 0..<text.count)
            }
            var evaluator = CalcEvaluator(input: text, variables: memory.variables)
            return try evaluator.evaluate(statement.expression)
        } catch {
            throw .badValue(symbol: symbol, error)
        }
    }
}

extension Number {
    /// The value a Double's shortest decimal text stands for: 9.81 is 981/100, not the binary neighbour.
    public init(decimal value: Double) {
        if let rational = (try? CalcParser.parse("\(value)"))?.expression.singleNumber {
            self = .exact(rational)
        } else {
            self = .approximate(value)
        }
    }
}
