import BigInt
import PureC
import Storage

/// The calculator's functions and constants. Functions stay exact where the answer is rational
/// (`sqrt(16) = 4`, `log(1000) = 3`, `gcd`, `round`), and fall back to Double otherwise.
enum CalcFunctions {
    typealias Body =
        @Sendable (_ arguments: [Number], _ fail: (String) -> CalculationError) throws(CalculationError) -> Number

    struct Function: Sendable {
        var arity: ClosedRange<Int>
        var usage: String
        var body: Body
    }

    /// The constants, each worked out to the bits the line works with.
    static let constants: [String: @Sendable () -> Real] = {
        let pi: @Sendable () -> Real = { Real.Constants.pi }
        let tau: @Sendable () -> Real = { Real.Constants.pi.timesPowerOfTwo(1) }
        let e: @Sendable () -> Real = { Real.exp(Real(1)) ?? Real(1) }
        let phi: @Sendable () -> Real = { ((Real.sqrt(Real(5)) ?? Real(1)) + Real(1)).timesPowerOfTwo(-1) }
        return ["pi": pi, "π": pi, "tau": tau, "τ": tau, "e": e, "phi": phi, "φ": phi]
    }()

    static func known(_ name: String) -> Bool { table[name] != nil }

    static var names: [String] { Array(table.keys) }

    /// The problem said when an interval stays too wide to decide even with the most bits: the line is worked
    /// again with more bits until then (`Calculator.evaluate`).
    static let undecided = Messages.mark(
        "this is too close to a point where the answer jumps (a pole, or zero under a root or logarithm) to work out")

    static let table: [String: Function] = {
        var table: [String: Function] = [:]
        func real(
            _ name: String, _ body: @escaping @Sendable (Real) -> Real?,
            domain: (@Sendable (Number) -> String?)? = nil
        ) {
            table[name] = Function(arity: 1...1, usage: "\(name)(x)") { arguments, fail throws(CalculationError) in
                if let problem = domain?(arguments[0]) { throw fail(problem) }
                guard let value = body(arguments[0].real) else { throw fail(undecided) }
                return .approximate(value)
            }
        }
        func exactly(
            _ name: String, _ exact: @escaping @Sendable (Rational) -> BigInt
        ) {
            table[name] = Function(arity: 1...1, usage: "\(name)(x)") { arguments, fail throws(CalculationError) in
                if let rational = arguments[0].rational { return .exact(Rational(exact(rational))) }
                // The whole number is known once the interval does not reach across one.
                let (low, high) = arguments[0].real.ends
                guard exact(low) == exact(high) else { throw fail(undecided) }
                return .exact(Rational(exact(low)))
            }
        }
        table["sin"] = Function(arity: 1...1, usage: "sin(x)") { arguments, _ throws(CalculationError) in
            if let n = SpecialAngles.twelfths(arguments[0]), let exact = SpecialAngles.sin(n) { return .exact(exact) }
            return .approximate(Real.sinCos(arguments[0].real).sin)
        }
        table["cos"] = Function(arity: 1...1, usage: "cos(x)") { arguments, _ throws(CalculationError) in
            if let n = SpecialAngles.twelfths(arguments[0]), let exact = SpecialAngles.cos(n) { return .exact(exact) }
            return .approximate(Real.sinCos(arguments[0].real).cos)
        }
        table["tan"] = Function(arity: 1...1, usage: "tan(x)") { arguments, fail throws(CalculationError) in
            if let n = SpecialAngles.twelfths(arguments[0]), let exact = SpecialAngles.tan(n) {
                guard let exact else { throw fail(Messages.mark("tan has no value at π/2 or any odd multiple of it")) }
                return .exact(exact)
            }
            let (sin, cos) = Real.sinCos(arguments[0].real)
            guard let tan = sin / cos else { throw fail(undecided) }
            return .approximate(tan)
        }
        real(
            "asin", { Real.asin($0) },
            domain: { beyondOne($0) ? Messages.mark("asin needs a value from -1 to 1") : nil })
        real(
            "acos", { Real.acos($0) },
            domain: { beyondOne($0) ? Messages.mark("acos needs a value from -1 to 1") : nil })
        real("atan", Real.atan)
        real("sinh", Real.sinh)
        real("cosh", Real.cosh)
        real("tanh", Real.tanh)
        real("exp", Real.exp)
        exactly("floor", \.floor)
        exactly("ceil", \.ceiling)
        exactly("trunc", \.truncated)
        exactly("round", \.rounded)
        table["abs"] = Function(arity: 1...1, usage: "abs(x)") { arguments, _ throws(CalculationError) in
            if let rational = arguments[0].rational { return .exact(rational.isNegative ? -rational : rational) }
            let real = arguments[0].real
            return .approximate(real.isNegative ? -real : real)
        }
        table["sqrt"] = Function(arity: 1...1, usage: "sqrt(x)") { arguments, fail throws(CalculationError) in
            try root(arguments[0], 2, fail)
        }
        table["cbrt"] = Function(arity: 1...1, usage: "cbrt(x)") { arguments, fail throws(CalculationError) in
            try root(arguments[0], 3, fail)
        }
        table["ln"] = Function(arity: 1...1, usage: "ln(x)") { arguments, fail throws(CalculationError) in
            try logarithm(arguments[0], base: nil, fail)
        }
        table["log"] = Function(arity: 1...2, usage: "log(x) or log(x, base)") {
            arguments, fail throws(CalculationError) in
            try logarithm(arguments[0], base: arguments.count == 2 ? arguments[1] : Number(10), fail)
        }
        table["log2"] = Function(arity: 1...1, usage: "log2(x)") { arguments, fail throws(CalculationError) in
            try logarithm(arguments[0], base: Number(2), fail)
        }
        table["atan2"] = Function(arity: 2...2, usage: "atan2(y, x)") { arguments, fail throws(CalculationError) in
            guard let angle = Real.atan2(arguments[0].real, arguments[1].real) else { throw fail(undecided) }
            return .approximate(angle)
        }
        table["min"] = Function(arity: 1...100, usage: "min(a, b, …)") { arguments, _ throws(CalculationError) in
            extreme(arguments, wantLarger: false)
        }
        table["max"] = Function(arity: 1...100, usage: "max(a, b, …)") { arguments, _ throws(CalculationError) in
            extreme(arguments, wantLarger: true)
        }
        table["gcd"] = Function(arity: 2...100, usage: "gcd(a, b, …)") { arguments, fail throws(CalculationError) in
            .exact(
                Rational(
                    try wholeNumbers(arguments, "gcd", fail).reduce(BigInt(0)) {
                        BigInt(Rational.gcd($0.magnitude, $1.magnitude))
                    }))
        }
        table["lcm"] = Function(arity: 2...100, usage: "lcm(a, b, …)") { arguments, fail throws(CalculationError) in
            let numbers = try wholeNumbers(arguments, "lcm", fail)
            return .exact(
                Rational(
                    numbers.dropFirst().reduce(numbers[0].magnitude == 0 ? BigInt(0) : BigInt(numbers[0].magnitude)) {
                        a, b in
                        a.isZero || b.isZero
                            ? 0 : a / BigInt(Rational.gcd(a.magnitude, b.magnitude)) * BigInt(b.magnitude)
                    }))
        }
        return table
    }()

    private static func root(_ value: Number, _ n: Int, _ fail: (String) -> CalculationError) throws(CalculationError)
        -> Number
    {
        if let rational = value.rational, let exact = rational.root(n) { return .exact(exact) }
        let x = value.real
        if n == 2, x.isNegative, !x.mayBeZero {
            throw fail(Messages.mark("sqrt of a negative number has no real result"))
        }
        // cbrt x = ±e^(ln|x| / 3)
        let root = n == 2 ? Real.sqrt(x) : Real.ln(x.isNegative ? -x : x).flatMap { Real.exp($0.divided(by: 3)) }
        guard let root else { throw fail(undecided) }
        return .approximate(x.isNegative && n == 3 ? -root : root)
    }

    private static func logarithm(_ value: Number, base: Number?, _ fail: (String) -> CalculationError)
        throws(CalculationError) -> Number
    {
        guard !isBelowOrAtZero(value) else { throw fail(Messages.mark("logarithms need a positive number")) }
        if let base, isBelowOrAtZero(base) || base == Number(1) {
            throw fail(Messages.mark("a logarithm's base must be positive and not 1"))
        }
        if let base, let x = value.rational, let b = base.rational, let exponent = wholeExponent(of: x, base: b) {
            return .exact(Rational(exponent))
        }
        if base == nil, value == Number(1) { return .exact(.zero) }
        guard let natural = Real.ln(value.real) else { throw fail(undecided) }
        guard let base else { return .approximate(natural) }
        guard let lnBase = Real.ln(base.real), let quotient = natural / lnBase else { throw fail(undecided) }
        return .approximate(quotient)
    }

    /// Whether a value is surely zero or below (an interval reaching across zero is not: the line is worked again).
    private static func isBelowOrAtZero(_ value: Number) -> Bool {
        if let rational = value.rational { return rational.isNegative || rational.isZero }
        return value.real.isNegative && !value.real.mayBeZero
    }

    /// Whether a value lies surely outside -1…1, as asin and acos refuse.
    static func beyondOne(_ value: Number) -> Bool {
        if let rational = value.rational { return rational.numerator.magnitude > rational.denominator.magnitude }
        let (low, high) = value.real.ends
        return high < -.one || .one < low
    }

    /// `k` when `x = b^k` exactly, for the exact answers `log(1000) = 3`, `log2(1/8) = -3` and `log(10^5000)`.
    private static func wholeExponent(of x: Rational, base b: Rational) -> Int? {
        guard b.isInteger, b.numerator > 1, !x.isNegative, !x.isZero else { return nil }
        let inverted = x.numerator == 1 && !x.isInteger
        guard inverted || x.isInteger else { return nil }
        let target = inverted ? x.denominator : x.numerator
        if target == 1 { return 0 }
        func log2(_ value: BigInt) -> Double {
            let drop = max(0, value.bitWidth - 60)
            return PureC.log2(Double(value >> drop)) + Double(drop)
        }
        let estimate = Int((log2(target) / log2(b.numerator)).rounded())
        for k in max(1, estimate - 1)...max(1, estimate + 1) where b.numerator.power(k) == target {
            return inverted ? -k : k
        }
        return nil
    }

    private static func extreme(_ values: [Number], wantLarger: Bool) -> Number {
        values.dropFirst().reduce(values[0]) { best, next in
            let nextWins: Bool
            if let a = best.rational, let b = next.rational {
                nextWins = wantLarger ? a < b : b < a
            } else {
                let (a, b) = (best.real.midpoint, next.real.midpoint)
                nextWins = wantLarger ? a < b : b < a
            }
            return nextWins ? next : best
        }
    }

    private static func wholeNumbers(_ values: [Number], _ name: String, _ fail: (String) -> CalculationError)
        throws(CalculationError) -> [BigInt]
    {
        var numbers: [BigInt] = []
        for value in values {
            guard let rational = value.rational, rational.isInteger else {
                throw fail(
                    name == "gcd" ? Messages.mark("gcd needs whole numbers") : Messages.mark("lcm needs whole numbers"))
            }
            numbers.append(rational.numerator)
        }
        return numbers
    }
}
