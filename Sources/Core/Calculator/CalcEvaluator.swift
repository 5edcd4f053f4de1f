import Storage

/// Evaluates parsed expressions, exactly while it can, within the digit and factorial limits.
struct CalcEvaluator {
    /// No exact value may grow past this many digits.
    static let digitLimit = 10_000
    /// The largest factorial computed.
    static let factorialLimit = 10_000

    /// A value on the evaluation stack, with where it stood and whether it was `b%`: `a + b%` and
    /// the caret under a zero divisor need them.
    struct Value {
        var quantity: Quantity
        var span: Range<Int>
        var isPercent: Bool
        /// Whether it is a conversion's target unit (`N·m` in `5 J -> N·m`), which is kept as written.
        var isTarget = false
        /// A target that is a sum of units, `ft + in`, which splits the quantity into them.
        var parts: [CompoundUnit]?
    }

    let input: String
    /// The calculator's variables, with their units.
    let variables: [String: Quantity]
    /// The last result, `ans` or `_`.
    let last: Quantity?
    /// Plain values by name, for a formula's equation, whose names are all its own variables.
    let numbers: [String: Number]
    /// Whether a name may be a unit (`5 km`); a formula's equation has variables only.
    let readsUnits: Bool
    /// Whether a product that is exactly a named unit takes its name (mA·kΩ is V); a unit read from its
    /// text keeps the units written, so a result's unit reads back as itself.
    var namesProducts = true
    /// Set when `a + b%` was read as `a` plus `b` percent of `a`.
    var readPercentOfLeft = false
    /// Set when mg/dL and mmol/L were converted as glucose's.
    var readGlucose = false
    /// The result split into a sum of units, when the line ends converting to one (`-> ft + in`).
    var parts: [Quantity]?

    init(input: String, memory: CalculatorMemory.Values = CalculatorMemory.Values()) {
        self.input = input
        self.variables = memory.named
        self.last = memory.last
        self.numbers = [:]
        self.readsUnits = true
    }

    /// An evaluator of plain numbers only, as formulas' equations are evaluated.
    init(input: String, numbers: [String: Number]) {
        self.input = input
        self.variables = [:]
        self.last = nil
        self.numbers = numbers
        self.readsUnits = false
    }

    /// An error at `span`: `template`, a message id (marked with `Messages.mark`), with its values.
    func fail(_ template: String, _ values: String..., at span: Range<Int>) -> CalculationError {
        CalculationError(template, values, input: input, at: span)
    }

    func fail(_ problem: UnitProblem, at span: Range<Int>) -> CalculationError {
        CalculationError(problem, input: input, at: span)
    }

    func fail(_ reason: CalculationError.Reason, at span: Range<Int>) -> CalculationError {
        CalculationError(reason: reason, input: input, at: span)
    }

    /// The value of `expression` as a plain number, for a formula's equation.
    mutating func evaluate(_ expression: CalcExpression) throws(CalculationError) -> Number {
        let value = try evaluateQuantity(expression)
        guard let plain = value.plainValue else {
            throw fail(
                .needsPlainNumber(
                    what: Messages.mark("an equation"), quantity: value.shown, kind: value.dimension.described),
                at: expression.span)
        }
        return plain
    }

    /// The value of `expression`, step by step on a stack of values: no recursion, however deep it nests. Plain
    /// arithmetic on numbers that fit machine words (the lines scripts pipe most) is done on the words themselves
    /// (`wordValue`), the same steps giving the same value without the units and limits that cannot apply to it.
    mutating func evaluateQuantity(_ expression: CalcExpression) throws(CalculationError) -> Quantity {
        if let value = expression.wordValue { return Quantity(.exact(value)) }
        return try evaluateSteps(expression)
    }

    /// The value of `expression` worked out step by step with units, limits and every operator.
    mutating func evaluateSteps(_ expression: CalcExpression) throws(CalculationError) -> Quantity {
        var values: [Value] = []
        values.reserveCapacity(8)
        var work = CalcWork()
        let arityProblem = Self.arityProblem(in: expression.steps)
        for (index, step) in expression.steps.enumerated() {
            if let arityProblem, arityProblem.at == index { throw fail(arityProblem.problem, at: arityProblem.span) }
            var value: Quantity
            var target = (isTarget: false, parts: [CompoundUnit]?.none)
            // The step's operands are the last values, taken off once the step is done; the slice ends
            // with this scope, so taking them off does not copy the stack.
            do {
                let operands = values[(values.count - step.operandCount)...]
                switch step {
                case let .number(rational, _):
                    value = Quantity(.exact(rational))
                case let .name(name, span, beforeParenthesis):
                    value = try lookUp(name, at: span, beforeParenthesis: beforeParenthesis)
                case let .unit(name, span):
                    value = try unit(name, at: span)
                    target.isTarget = true
                case let .call(name, _, span):
                    value = try call(name, operands.map(\.quantity), at: span)
                case .negate:
                    value = Quantity(
                        operands[operands.startIndex].quantity.magnitude.negated,
                        operands[operands.startIndex].quantity.unit)
                case .group:
                    value = operands[operands.startIndex].quantity
                    target = (operands[operands.startIndex].isTarget, operands[operands.startIndex].parts)
                case let .postfix(op, span):
                    value = try postfix(op, operands[operands.startIndex].quantity, at: span)
                case let .percentOf(span):
                    value = try multiply(
                        operands[operands.startIndex].quantity, operands[operands.startIndex + 1].quantity, at: span)
                case let .binary(op, span):
                    let left = operands[operands.startIndex].quantity
                    let right = operands[operands.startIndex + 1]
                    if let found = try targetStep(op, operands, at: span) {
                        (value, target) = found
                    } else if op == .add || op == .subtract, right.isPercent {
                        readPercentOfLeft = true
                        let share = try multiply(left, right.quantity, at: span)
                        value = try combine(op, left, share, at: span, divisorSpan: right.span)
                    } else {
                        value = try combine(op, left, right.quantity, at: span, divisorSpan: right.span)
                    }
                }
                if !operands.isEmpty, !work.charge(step, operands: operands, result: value.magnitude) {
                    throw fail(
                        Messages.mark(
                            "this line does too much arithmetic on long numbers at once; split it into steps with variables: 'x = …', then 'x + …'"
                        ),
                        at: step.span)
                }
            }
            values.removeLast(step.operandCount)
            values.append(
                Value(
                    quantity: value, span: step.span, isPercent: step.isPercent, isTarget: target.isTarget,
                    parts: target.parts))
            if index < expression.steps.count - 1 { parts = nil }
        }
        return values[values.count - 1].quantity
    }

    private func lookUp(_ name: String, at span: Range<Int>, beforeParenthesis: Bool) throws(CalculationError)
        -> Quantity
    {
        if let value = variables[name] { return value }
        if let last, name == "ans" || name == "_" { return last }
        if let value = numbers[name] { return Quantity(value) }
        if let constant = CalcFunctions.constants[name] { return Quantity(.approximate(constant())) }
        if beforeParenthesis {
            let unknown = CalculationError.Reason.text(Messages.mark("unknown function '%@'"), [name])
            guard let guess = Suggestion.closest(to: name, among: CalcFunctions.names) else {
                throw fail(unknown, at: span)
            }
            throw fail(.followed(unknown, Self.didYouMean(guess)), at: span)
        }
        if readsUnits, let unit = UnitCatalog.unit(named: name) { return Quantity(unit: unit) }
        if CalcFunctions.known(name) {
            throw fail(Messages.mark("%@ is a function; call it as %@(x)"), name, name, at: span)
        }
        let known =
            Array(variables.keys) + (last == nil ? [] : ["ans"])
            + CalcFunctions.constants.keys.filter { $0.allSatisfy(\.isASCII) }
        let unknown = CalculationError.Reason.text(
            readsUnits ? Messages.mark("unknown variable or unit '%@'") : Messages.mark("unknown variable '%@'"), [name]
        )
        if name.count >= 3,
            let guess = Suggestion.closest(to: name, among: known + (readsUnits ? UnitCatalog.completionNames : []))
        {
            throw fail(.followed(unknown, Self.didYouMean(guess)), at: span)
        }
        throw fail(.followed(unknown, .text(Messages.mark("; assign it first, as in '%@ = 3'"), [name])), at: span)
    }

    /// `. Did you mean 'sqrt'?` after a name coach does not know.
    static func didYouMean(_ guess: String) -> CalculationError.Reason {
        .text(Messages.mark(". Did you mean '%@'?"), [guess])
    }

    /// A name after `->`, `to` or `in`: a unit whatever variables there are.
    private func unit(_ name: String, at span: Range<Int>) throws(CalculationError) -> Quantity {
        if let unit = UnitCatalog.unit(named: name) { return Quantity(unit: unit) }
        var problem = CalculationError.Reason.text(Messages.mark("'%@' is not a unit coach knows"), [name])
        if let guess = Suggestion.closest(to: name, among: UnitCatalog.completionNames) {
            problem = .followed(problem, Self.didYouMean(guess))
        }
        throw fail(.followed(problem, .text(Messages.mark("; 'help calc' lists the units"), [])), at: span)
    }

    /// A function of plain numbers.
    func callPlain(_ name: String, _ arguments: [Number], at span: Range<Int>) throws(CalculationError) -> Number {
        guard let function = CalcFunctions.table[name] else {
            throw fail(Messages.mark("unknown function '%@'"), name, at: span)
        }
        if let problem = Self.arityProblem(function, name, arguments.count) { throw fail(problem, at: span) }
        return try checked(try function.body(arguments) { fail($0, at: span) }, at: span)
    }
}
