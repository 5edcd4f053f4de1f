import BigInt
import PureC

/// The exact arithmetic of the calculator's operators, each result checked against the limits of a line.
extension CalcEvaluator {
    /// `a op b` on plain numbers.
    func combine(_ op: CalcExpression.Operator, _ a: Number, _ b: Number, at span: Range<Int>, divisorSpan: Range<Int>)
        throws(CalculationError) -> Number
    {
        switch op {
        case .add, .subtract:
            if let x = a.rational, let y = b.rational {
                return try checked(.exact(op == .add ? x + y : x - y), at: span)
            }
            return try checked(.approximate(op == .add ? a.real + b.real : a.real - b.real), at: span)
        case .multiply, .juxtapose, .follows, .convert:
            return try multiply(a, b, at: span)
        case .divide, .modulo:
            guard !b.isZero else {
                throw fail(
                    op == .divide ? Messages.mark("division by zero") : Messages.mark("mod by zero"), at: divisorSpan)
            }
            if let x = a.rational, let y = b.rational {
                return try checked(.exact(op == .divide ? x / y : x - y * Rational((x / y).floor)), at: span)
            }
            guard let quotient = a.real / b.real else { throw fail(CalcFunctions.undecided, at: divisorSpan) }
            if op == .divide { return try checked(.approximate(quotient), at: span) }
            let (low, high) = quotient.ends
            guard low.floor == high.floor else { throw fail(CalcFunctions.undecided, at: span) }
            return try checked(.approximate(a.real - b.real * Real(Rational(low.floor))), at: span)
        case .power:
            return try power(a, b, at: span)
        }
    }

    func multiply(_ a: Number, _ b: Number, at span: Range<Int>) throws(CalculationError) -> Number {
        if let x = a.rational, let y = b.rational {
            guard x.digitCount + y.digitCount <= Self.digitLimit + 2 else { throw tooLong(span) }
            return try checked(.exact(x * y), at: span)
        }
        return try checked(.approximate(a.real * b.real), at: span)
    }

    func power(_ a: Number, _ b: Number, at span: Range<Int>) throws(CalculationError) -> Number {
        if let base = a.rational, let exponent = b.rational {
            if exponent.isInteger {
                guard let whole = Int(exactly: exponent.numerator), whole.magnitude <= 1_000_000_000 else {
                    if base.isZero || base == .one || base == -.one {
                        return .exact(base == -.one && exponent.numerator % 2 != 0 ? -.one : base.isZero ? .zero : .one)
                    }
                    // Too many digits to be exact: |a|^b = e^(b·ln|a|), its sign from b's parity.
                    guard let magnitude = Real.power(Real(base.isNegative ? -base : base), Real(exponent)) else {
                        throw fail(Messages.mark("the exponent %@ is too large"), String(exponent.numerator), at: span)
                    }
                    let odd = base.isNegative && exponent.numerator % 2 != 0
                    return try checked(.approximate(odd ? -magnitude : magnitude), at: span)
                }
                if base.isZero && whole < 0 {
                    throw fail(Messages.mark("division by zero (0 to a negative power)"), at: span)
                }
                if !(base.isZero || base == .one || base == -.one) {
                    let digits =
                        Double(max(base.numerator.magnitude.bitWidth, base.denominator.magnitude.bitWidth)) * 0.30103
                        * Double(whole.magnitude)
                    guard digits <= Double(Self.digitLimit) else { throw tooLong(span) }
                }
                return .exact(base.power(whole))
            }
            if exponent.denominator <= 100, let rootIndex = Int(exactly: exponent.denominator),
                let root = base.root(rootIndex), let whole = Int(exactly: exponent.numerator),
                whole.magnitude <= 10_000,
                Double(root.digitCount) * Double(whole.magnitude) <= Double(Self.digitLimit)
            {
                if root.isZero && whole < 0 {
                    throw fail(Messages.mark("division by zero (0 to a negative power)"), at: span)
                }
                return .exact(root.power(whole))
            }
        }
        // A whole exponent, also one known exactly though not kept exact (a solver's n = 5.0): (−2)^4 is 16.
        let known = b.rational ?? (b.real.radius.isZero ? b.real.midpoint : nil)
        if let whole = known.flatMap({ $0.isInteger ? Int(exactly: $0.numerator) : nil }),
            whole.magnitude <= 1_000_000_000
        {
            guard let value = a.real.power(whole) else { throw fail(CalcFunctions.undecided, at: span) }
            return try checked(.approximate(value), at: span)
        }
        let base = a.real
        if base.isNegative, !base.mayBeZero {
            throw fail(Messages.mark("a negative number to a fractional power has no real result"), at: span)
        }
        if base.mayBeZero {
            guard base.radius.isZero, b.real.isPositive else { throw fail(CalcFunctions.undecided, at: span) }
            return .exact(.zero)
        }
        guard let value = Real.power(base, b.real) else { throw fail(CalcFunctions.undecided, at: span) }
        return try checked(.approximate(value), at: span)
    }

    func factorial(_ value: Number, at span: Range<Int>) throws(CalculationError) -> Number {
        guard let rational = value.rational, rational.isInteger, !rational.isNegative else {
            throw fail(Messages.mark("factorial needs a whole number 0 or more"), at: span)
        }
        guard let n = Int(exactly: rational.numerator), n <= Self.factorialLimit else {
            throw fail(Messages.mark("factorials stop at 10,000!"), at: span)
        }
        // log10(n!) by Stirling, to refuse before doing the work.
        if n > 3000, (lgamma(Double(n) + 1) / M_LN10) > Double(Self.digitLimit) { throw tooLong(span) }
        var product = BigInt(1)
        if n > 1 { for k in 2...n { product *= BigInt(k) } }
        return try checked(.exact(Rational(product)), at: span)
    }

    func checked(_ value: Number, at span: Range<Int>) throws(CalculationError) -> Number {
        switch value {
        case let .exact(rational):
            guard rational.digitCount <= Self.digitLimit + 1 else { throw tooLong(span) }
        case let .approximate(real):
            guard real.isInRange else {
                throw fail(
                    real.top > 0
                        ? Messages.mark("the result is too large to work with (beyond 10^78,900)")
                        : Messages.mark("the result is too close to zero to work with (below 10^-78,900)"),
                    at: span)
            }
        }
        return value
    }

    func tooLong(_ span: Range<Int>) -> CalculationError {
        fail(Messages.mark("the result would have more than 10,000 digits"), at: span)
    }
}
