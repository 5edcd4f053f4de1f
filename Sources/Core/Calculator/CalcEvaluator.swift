import BigInt
import Foundation

/// Evaluates parsed expressions, exactly while it can, within the digit and factorial limits.
struct CalcEvaluator {
    /// No exact value may grow past this many digits.
    static let digitLimit = 10_000
    /// The largest factorial computed.
    static let factorialLimit = 10_000

    let input: String
    let variables: [String: Number]
    /// Set when `a + b%` was read as `a` plus `b` percent of `a`.
    var readPercentOfLeft = false

    init(input: String, variables: [String: Number]) {
        self.input = input
        self.variables = variables
    }

    private func fail(_ problem: String, at span: Range<Int>) -> CalculationError {
        CalculationError(problem, input: input, at: span)
    }

    mutating func evaluate(_ expression: CalcExpression) throws(CalculationError) -> Number {
        switch expression {
        case let .number(value, _):
            return .exact(value)
        case let .name(name, span):
            if let value = variables[name] { return value }
            if let constant = CalcFunctions.constants[name] { return .approximate(constant) }
            if CalcFunctions.known(name) { throw fail("\(name) is a function; call it as \(name)(x)", at: span) }
            var problem = "unknown variable '\(name)'"
            if name.count >= 3, let guess = Suggestion.closest(to: name, among: Array(variables.keys) + CalcFunctions.constants.keys.filter { $0.allSatisfy(\.isASCII) }) {
                problem += ". Did you mean '\(guess)'?"
            } else {
                problem += "; assign it first, as in '\(name) = 3'"
            }
            throw fail(problem, at: span)
        case let .call(name, arguments, span):
            guard let function = CalcFunctions.table[name] else { throw fail("unknown function '\(name)'", at: span) }
            guard function.arity.contains(arguments.count) else {
                let count = function.arity.lowerBound == function.arity.upperBound ? "\(function.arity.lowerBound)" : "\(function.arity.lowerBound) or more"
                throw fail("\(name) takes \(count) argument\(count == "1" ? "" : "s"): \(function.usage); got \(arguments.count)", at: span)
            }
            var values: [Number] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return try checked(try function.body(values) { fail($0, at: span) }, at: span)
        case let .negate(operand, _):
            let value = try evaluate(operand)
            if let rational = value.rational { return .exact(-rational) }
            return .approximate(-value.double)
        case let .group(inner, _):
            return try evaluate(inner)
        case let .postfix(op, operand, span):
            let value = try evaluate(operand)
            switch op {
            case .percent: return try multiply(value, .exact(Rational(1, 100)), at: span)
            case .degree: return value.isZero ? value : .approximate(value.double * .pi / 180)
            case .factorial: return try factorial(value, at: span)
            }
        case let .percentOf(percent, base, span):
            return try multiply(try evaluate(percent), try evaluate(base), at: span)
        case let .binary(.juxtapose, .name(name, nameSpan), .group, _)
            where variables[name] == nil && CalcFunctions.constants[name] == nil:
            var problem = "unknown function '\(name)'"
            if let guess = Suggestion.closest(to: name, among: CalcFunctions.names) { problem += ". Did you mean '\(guess)'?" }
            throw fail(problem, at: nameSpan)
        case let .binary(op, left, right, span):
            let a = try evaluate(left)
            if (op == .add || op == .subtract), right.isPercent {
                readPercentOfLeft = true
                let share = try multiply(a, try evaluate(right), at: span)
                return try combine(op, a, share, at: span, divisorSpan: right.span)
            }
            return try combine(op, a, try evaluate(right), at: span, divisorSpan: right.span)
        }
    }

    private func combine(_ op: CalcExpression.Operator, _ a: Number, _ b: Number, at span: Range<Int>, divisorSpan: Range<Int>) throws(CalculationError) -> Number {
        switch op {
        case .add, .subtract:
            if let x = a.rational, let y = b.rational { return try checked(.exact(op == .add ? x + y : x - y), at: span) }
            return try checked(.approximate(op == .add ? a.double + b.double : a.double - b.double), at: span)
        case .multiply, .juxtapose:
            return try multiply(a, b, at: span)
        case .divide, .modulo:
            guard !b.isZero else { throw fail(op == .divide ? "division by zero" : "mod by zero", at: divisorSpan) }
            if let x = a.rational, let y = b.rational {
                return try checked(.exact(op == .divide ? x / y : x - y * Rational((x / y).floor)), at: span)
            }
            let quotient = a.double / b.double
            return try checked(.approximate(op == .divide ? quotient : a.double - b.double * Foundation.floor(quotient)), at: span)
        case .power:
            return try power(a, b, at: span)
        }
    }

    private func multiply(_ a: Number, _ b: Number, at span: Range<Int>) throws(CalculationError) -> Number {
        if let x = a.rational, let y = b.rational {
            guard x.digitCount + y.digitCount <= Self.digitLimit + 2 else { throw tooLong(span) }
            return try checked(.exact(x * y), at: span)
        }
        return try checked(.approximate(a.double * b.double), at: span)
    }

    private func power(_ a: Number, _ b: Number, at span: Range<Int>) throws(CalculationError) -> Number {
        if let base = a.rational, let exponent = b.rational {
            if exponent.isInteger {
                guard let whole = Int(exactly: exponent.numerator), whole.magnitude <= 1_000_000_000 else {
                    if base.isZero || base == .one || base == -.one { return .exact(base == -.one && exponent.numerator % 2 != 0 ? -.one : base.isZero ? .zero : .one) }
                    throw fail("the exponent \(exponent.numerator) is too large", at: span)
                }
                if base.isZero && whole < 0 { throw fail("division by zero (0 to a negative power)", at: span) }
                if !(base.isZero || base == .one || base == -.one) {
                    let digits = Double(max(base.numerator.magnitude.bitWidth, base.denominator.magnitude.bitWidth)) * 0.30103 * Double(whole.magnitude)
                    guard digits <= Double(Self.digitLimit) else { throw tooLong(span) }
                }
                return .exact(base.power(whole))
            }
            if exponent.denominator <= 100, let rootIndex = Int(exactly: exponent.denominator),
               let root = base.root(rootIndex), let whole = Int(exactly: exponent.numerator), whole.magnitude <= 10_000,
               Double(root.digitCount) * Double(whole.magnitude) <= Double(Self.digitLimit) {
                if root.isZero && whole < 0 { throw fail("division by zero (0 to a negative power)", at: span) }
                return .exact(root.power(whole))
            }
        }
        if a.double < 0, b.double != b.double.rounded() { throw fail("a negative number to a fractional power has no real result", at: span) }
        return try checked(.approximate(Foundation.pow(a.double, b.double)), at: span)
    }

    private func factorial(_ value: Number, at span: Range<Int>) throws(CalculationError) -> Number {
        guard let rational = value.rational, rational.isInteger, !rational.isNegative else {
            throw fail("factorial needs a whole number 0 or more", at: span)
        }
        guard let n = Int(exactly: rational.numerator), n <= Self.factorialLimit else {
            throw fail("factorials stop at 10,000!", at: span)
        }
        // log10(n!) by Stirling, to refuse before doing the work.
        if n > 3000, (lgamma(Double(n) + 1) / M_LN10) > Double(Self.digitLimit) { throw tooLong(span) }
        var product = BigInt(1)
        if n > 1 { for k in 2...n { product *= BigInt(k) } }
        return try checked(.exact(Rational(product)), at: span)
    }

    private func checked(_ value: Number, at span: Range<Int>) throws(CalculationError) -> Number {
        switch value {
        case let .exact(rational):
            guard rational.digitCount <= Self.digitLimit + 1 else { throw tooLong(span) }
        case let .approximate(double):
            guard double.isFinite else { throw fail("the result is too large for a floating-point number", at: span) }
        }
        return value
    }

    private func tooLong(_ span: Range<Int>) -> CalculationError {
        fail("the result would have more than 10,000 digits", at: span)
    }
}
