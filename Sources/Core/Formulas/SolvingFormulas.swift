import Storage

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
    public func solve(_ assignments: [String], memory: CalculatorMemory) throws(FormulaSolveError) -> FormulaSolveResult
    {
        if isIdentity { throw .identity(id: id) }
        let equation = try parsedEquation()
        var given: [String: Number] = [:]
        var asked: String?
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw .notAnAssignment(assignment, example: "\(variables.first?.symbol ?? "x")=2")
            }
            let typed = assignment[..<equals].trimmed(\.isSpace)
            let text = assignment[assignment.index(after: equals)...].trimmed(\.isSpace)
            guard let variable = variable(typed: typed) else {
                throw .unknownVariable(typed, id: id, symbols: variables.map(\.symbol))
            }
            let symbol = variable.symbol
            if given[symbol] != nil || asked == symbol { throw .givenTwice(typed) }
            if text == "?" {
                asked = symbol
                continue
            }
            given[symbol] = try value(of: text, for: variable, memory: memory)
        }
        for variable in variables where given[variable.symbol] == nil && variable.symbol != asked {
            if let constant = variable.constant { given[variable.symbol] = Number(decimal: constant) }
        }
        let missing = variables.filter { given[$0.symbol] == nil }
        if missing.isEmpty {
            guard let (left, right) = try? equation.sides(given) else {
                throw .noRealSolution(symbol: variables[0].symbol, id: id, given: assignments)
            }
            let holds =
                left == right || abs(left.double - right.double) <= 1e-9 * max(abs(left.double), abs(right.double))
            return .checked(left: left, right: right, holds: holds)
        }
        guard missing.count == 1 else {
            let shown = assignments.filter { $0.contains("=") && !$0.hasSuffix("?") }
            let more = missing.dropLast().map { "\($0.symbol)=\(example[$0.symbol].map(NumberFormat.plain) ?? "1")" }
            throw .missing(missing, example: (["formula solve", id] + shown + more).joined(separator: " "), id: id)
        }
        let unknown = missing[0]
        let solution = EquationSolver.solve(equation, for: unknown.symbol, given: given)
        let roots = solution.values.map { root in
            unknown.domain.isAngle ? Number(approximately: FormulaDomain.degrees(root.double)) ?? root : root
        }
        guard let first = roots.first else {
            if solution.blurred { throw .cannotBePinned(symbol: unknown.symbol) }
            throw .noRealSolution(symbol: unknown.symbol, id: id, given: assignments)
        }
        // Answers that cannot be (a negative mass, an angle of incidence of 160°) are not offered;
        // when the values given allow none other, the first is shown for what it is.
        let possible = roots.filter { unknown.domain.contains($0.double) }
        memory.remember(Quantity(possible.first ?? first, unknown.answerUnit), as: nil)
        return .solved(symbol: unknown.symbol, values: possible.isEmpty ? [first] : possible)
    }

    /// The value typed for `variable`, in the equation's units (the variable's `unit`): `I=2mA` is 0.002 for a
    /// current in A, `m=2g` is 0.002 for a mass in kg, `T=25°C` is 298.15 for a temperature in K (a change of
    /// temperature, ΔT, reads 5 °C as 5 K). A plain number is in the variable's unit; an angle is read in
    /// degrees (`30`, `30°`, `30deg`) unless it has another angle unit (`0.5rad`).
    private func value(of typed: String, for variable: FormulaVariable, memory: CalculatorMemory)
        throws(FormulaSolveError) -> Number
    {
        var text = typed
        if variable.unit == "%", text.hasSuffix("%"), text.count > 1 { text.removeLast() }
        let quantity = try value(of: text, for: variable.symbol, memory: memory)
        if quantity.isPlain {
            return variable.domain.isAngle
                ? Number(approximately: FormulaDomain.radians(quantity.magnitude.double)) ?? quantity.magnitude
                : quantity.magnitude
        }
        guard let unit = variable.workingUnit else {
            throw .unitNotTaken(
                symbol: variable.symbol, unit: variable.unit, given: quantity.formatted(digits: 10).text)
        }
        do {
            return try variable.reading(quantity).converted(to: unit).magnitude
        } catch {
            throw .wrongKind(
                symbol: variable.symbol, unit: unit.text, kind: unit.dimension.described,
                given: quantity.formatted(digits: 10).text, givenKind: quantity.dimension.described)
        }
    }

    private func value(of text: String, for symbol: String, memory: CalculatorMemory) throws(FormulaSolveError)
        -> Quantity
    {
        do throws(CalculationError) {
            let statement = try CalcParser.parse(text, decimalComma: memory.readsDecimalComma)
            guard statement.assignTo == nil else {
                throw CalculationError(
                    Messages.mark("a value cannot assign a variable"), input: text, at: 0..<text.count)
            }
            var evaluator = CalcEvaluator(input: text, memory: memory.values)
            return try evaluator.evaluateQuantity(statement.expression)
        } catch {
            throw .badValue(symbol: symbol, error)
        }
    }
}

extension Number {
    /// The value a Double's shortest decimal text stands for: 9.81 is 981/100, not the binary neighbour.
    public init(decimal value: Double) {
        // The text of |value|, so −3 is read as exactly as 3 (a sign is an operator to the parser).
        if let rational = (try? CalcParser.parse("\(abs(value))"))?.expression.singleNumber {
            self = .exact(value < 0 ? -rational : rational)
        } else {
            self = Number(approximately: value) ?? .exact(.zero)
        }
    }
}
