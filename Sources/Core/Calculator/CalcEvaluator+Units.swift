import BigInt

/// The evaluator's steps on quantities with units; plain numbers take the plain arithmetic unchanged.
extension CalcEvaluator {
    /// `a op b`.
    func combine(
        _ op: CalcExpression.Operator, _ a: Quantity, _ b: Quantity, at span: Range<Int>, divisorSpan: Range<Int>
    )
        throws(CalculationError) -> Quantity
    {
        if a.isPlain, b.isPlain, op != .convert {
            return Quantity(try combine(op, a.magnitude, b.magnitude, at: span, divisorSpan: divisorSpan))
        }
        switch op {
        case .add, .subtract:
            return try checked(
                try units(at: span) { () throws(UnitProblem) in try a.adding(b, subtracting: op == .subtract) },
                at: span)
        case .multiply, .juxtapose:
            return try multiply(a, b, at: span)
        case .follows:
            // `1 h 30 min`, `5 ft 3 inch`: a quantity and then another of its kind is their sum.
            guard a.isPlain || !b.isPlain && a.dimension == b.dimension else {
                throw fail(
                    Messages.mark(
                        "a number after a unit adds a quantity of the same kind, as in '1 h 30 min'; write an operator between %@ and %@"
                    ), a.shown, b.shown, at: span)
            }
            if a.isPlain { return try multiply(a, b, at: span) }
            return try checked(try units(at: span) { () throws(UnitProblem) in try a.adding(b) }, at: span)
        case .divide:
            guard !b.magnitude.isZero else { throw fail(Messages.mark("division by zero"), at: divisorSpan) }
            try checkDigits(a.magnitude, b.magnitude, at: span)
            return try checked(
                try units(at: span) { () throws(UnitProblem) in try a.dividedBy(b, naming: namesProducts) }, at: span)
        case .modulo:
            guard !b.magnitude.isZero else { throw fail(Messages.mark("mod by zero"), at: divisorSpan) }
            let divisor = try units(at: span) { () throws(UnitProblem) in try a.inSameUnit(b, verb: "compare") }
            return Quantity(try combine(.modulo, a.magnitude, divisor, at: span, divisorSpan: divisorSpan), a.unit)
        case .power:
            guard let exponent = b.plainValue else {
                throw fail(needsPlain(Messages.mark("an exponent"), b), at: divisorSpan)
            }
            if a.isPlain { return Quantity(try power(a.magnitude, exponent, at: span)) }
            guard let whole = exponent.rational else {
                throw fail(.fractionalPower(unit: a.unit.text + "^" + exponent.formatted(digits: 6).text), at: span)
            }
            let unit = try units(at: span) { () throws(UnitProblem) in try a.unitRaised(to: whole) }
            return Quantity(try power(a.magnitude, exponent, at: span), unit)
        case .convert:
            guard b.magnitude == Number(1) else {
                throw fail(
                    Messages.mark("convert to a unit alone, as in '5 km -> m'; '%@' is a quantity"), b.shown,
                    at: divisorSpan)
            }
            return try checked(try units(at: span) { () throws(UnitProblem) in try a.converted(to: b.unit) }, at: span)
        }
    }

    /// `a × b`, within the digit limit.
    func multiply(_ a: Quantity, _ b: Quantity, at span: Range<Int>) throws(CalculationError) -> Quantity {
        if a.isPlain, b.isPlain { return Quantity(try multiply(a.magnitude, b.magnitude, at: span)) }
        try checkDigits(a.magnitude, b.magnitude, at: span)
        return try checked(
            try units(at: span) { () throws(UnitProblem) in try a.times(b, naming: namesProducts) }, at: span)
    }

    /// `x!`, `x%` and `x°`.
    func postfix(_ op: CalcExpression.Postfix, _ operand: Quantity, at span: Range<Int>) throws(CalculationError)
        -> Quantity
    {
        switch op {
        case .percent:
            return Quantity(try multiply(operand.magnitude, .exact(Rational(1, 100)), at: span), operand.unit)
        case .degree:
            guard operand.isPlain else {
                throw fail(Messages.mark("° follows a plain number, as in 30°; %@ has a unit"), operand.shown, at: span)
            }
            return Quantity(operand.magnitude, CompoundUnit(UnitFactor(UnitCatalog.unit("°")!)))
        case .factorial:
            guard let plain = operand.plainValue else {
                throw fail(needsPlain(Messages.mark("factorial"), operand), at: span)
            }
            return Quantity(try factorial(plain, at: span))
        }
    }

    /// A function: roots keep the unit's root (√(16 m²) is 4 m), rounding and abs keep the unit, min, max
    /// and atan2 compare quantities of one kind, and the rest take plain numbers (sin(30°) reads the
    /// angle in radians).
    func call(_ name: String, _ arguments: [Quantity], at span: Range<Int>) throws(CalculationError) -> Quantity {
        if arguments.allSatisfy(\.isPlain) {
            return Quantity(try callPlain(name, arguments.map(\.magnitude), at: span))
        }
        if let function = CalcFunctions.table[name], let problem = Self.arityProblem(function, name, arguments.count) {
            throw fail(problem, at: span)
        }
        switch name {
        case "sqrt", "cbrt":
            // A unit that is a power in disguise is written as one first: ∛(200 mL) is ∛(200 cm³), 5.85 cm.
            let index = name == "sqrt" ? 2 : 3
            var argument = arguments[0]
            if (try? argument.unitRaised(to: Rational(1) / Rational(index))) == nil,
                let rootable = argument.rootable(index)
            {
                argument = rootable
            }
            let unit = try units(at: span) { () throws(UnitProblem) in
                try argument.unitRaised(to: Rational(1) / Rational(index))
            }
            return Quantity(try callPlain(name, [argument.magnitude], at: span), unit)
        case "abs", "floor", "ceil", "trunc", "round":
            return Quantity(try callPlain(name, [arguments[0].magnitude], at: span), arguments[0].unit)
        case "min", "max", "atan2":
            var magnitudes = [arguments[0].magnitude]
            for other in arguments.dropFirst() {
                magnitudes.append(
                    try units(at: span) { () throws(UnitProblem) in try arguments[0].inSameUnit(other, verb: "compare")
                    })
            }
            let result = try callPlain(name, magnitudes, at: span)
            return name == "atan2" ? Quantity(result) : Quantity(result, arguments[0].unit)
        default:
            var plain: [Number] = []
            for argument in arguments {
                guard let value = argument.plainValue else { throw fail(needsPlain(name, argument), at: span) }
                plain.append(value)
            }
            return Quantity(try callPlain(name, plain, at: span))
        }
    }

    func checked(_ value: Quantity, at span: Range<Int>) throws(CalculationError) -> Quantity {
        Quantity(try checked(value.magnitude, at: span), value.unit)
    }

    /// Refuses a product of two exact numbers whose digits would pass the limit, before computing it.
    private func checkDigits(_ a: Number, _ b: Number, at span: Range<Int>) throws(CalculationError) {
        if let x = a.rational, let y = b.rational, x.digitCount + y.digitCount > Self.digitLimit + 2 {
            throw tooLong(span)
        }
    }

    private func needsPlain(_ what: String, _ quantity: Quantity) -> UnitProblem {
        .needsPlainNumber(what: what, quantity: quantity.shown, kind: quantity.dimension.described)
    }

    /// Runs a step on quantities, putting the caret under it when the units refuse.
    private func units<Result>(at span: Range<Int>, _ body: () throws(UnitProblem) -> Result) throws(CalculationError)
        -> Result
    {
        do { return try body() } catch { throw fail(error, at: span) }
    }
}
