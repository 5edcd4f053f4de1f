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

    static let constants: [String: Double] = [
        "pi": .pi, "π": .pi, "tau": 2 * .pi, "τ": 2 * .pi, "e": M_E, "phi": (1 + 5.0.squareRoot()) / 2,
        "φ": (1 + 5.0.squareRoot()) / 2,
    ]

    static func known(_ name: String) -> Bool { table[name] != nil }

    static var names: [String] { Array(table.keys) }

    static let table: [String: Function] = {
        var table: [String: Function] = [:]
        func real(
            _ name: String, _ body: @escaping @Sendable (Double) -> Double,
            domain: (@Sendable (Double) -> String?)? = nil
        ) {
            table[name] = Function(arity: 1...1, usage: "\(name)(x)") { arguments, fail throws(CalculationError) in
                let x = arguments[0].double
                if let problem = domain?(x) { throw fail(problem) }
                return .approximate(body(x))
            }
        }
        func exactly(
            _ name: String, _ exact: @escaping @Sendable (Rational) -> BigInt,
            _ approximate: @escaping @Sendable (Double) -> Double
        ) {
            table[name] = Function(arity: 1...1, usage: "\(name)(x)") { arguments, _ throws(CalculationError) in
                if let rational = arguments[0].rational { return .exact(Rational(exact(rational))) }
                return .approximate(approximate(arguments[0].double))
            }
        }
        table["sin"] = Function(arity: 1...1, usage: "sin(x)") { arguments, _ throws(CalculationError) in
            let x = arguments[0].double
            return SpecialAngles.twelfths(x).flatMap(SpecialAngles.sin).map(Number.exact) ?? .approximate(PureC.sin(x))
        }
        table["cos"] = Function(arity: 1...1, usage: "cos(x)") { arguments, _ throws(CalculationError) in
            let x = arguments[0].double
            return SpecialAngles.twelfths(x).flatMap(SpecialAngles.cos).map(Number.exact) ?? .approximate(PureC.cos(x))
        }
        table["tan"] = Function(arity: 1...1, usage: "tan(x)") { arguments, fail throws(CalculationError) in
            let x = arguments[0].double
            guard let n = SpecialAngles.twelfths(x), let exact = SpecialAngles.tan(n) else {
                return .approximate(PureC.tan(x))
            }
            guard let exact else { throw fail(Messages.mark("tan has no value at π/2 or any odd multiple of it")) }
            return .exact(exact)
        }
        real("asin", asin, domain: { abs($0) > 1 ? Messages.mark("asin needs a value from -1 to 1") : nil })
        real("acos", acos, domain: { abs($0) > 1 ? Messages.mark("acos needs a value from -1 to 1") : nil })
        real("atan", atan)
        real("sinh", sinh)
        real("cosh", cosh)
        real("tanh", tanh)
        real("exp", exp)
        exactly("floor", \.floor) { $0.rounded(.down) }
        exactly("ceil", \.ceiling) { $0.rounded(.up) }
        exactly("trunc", \.truncated) { $0.rounded(.towardZero) }
        exactly("round", \.rounded) { $0.rounded(.toNearestOrAwayFromZero) }
        table["abs"] = Function(arity: 1...1, usage: "abs(x)") { arguments, _ throws(CalculationError) in
            if let rational = arguments[0].rational { return .exact(rational.isNegative ? -rational : rational) }
            return .approximate(Swift.abs(arguments[0].double))
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
        table["atan2"] = Function(arity: 2...2, usage: "atan2(y, x)") { arguments, _ throws(CalculationError) in
            .approximate(PureC.atan2(arguments[0].double, arguments[1].double))
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
        if n == 2, value.double < 0 { throw fail(Messages.mark("sqrt of a negative number has no real result")) }
        return .approximate(n == 2 ? value.double.squareRoot() : PureC.cbrt(value.double))
    }

    private static func logarithm(_ value: Number, base: Number?, _ fail: (String) -> CalculationError)
        throws(CalculationError) -> Number
    {
        guard value.double > 0 else { throw fail(Messages.mark("logarithms need a positive number")) }
        if let base, base.double <= 0 || base.double == 1 {
            throw fail(Messages.mark("a logarithm's base must be positive and not 1"))
        }
        if let base, let x = value.rational, let b = base.rational, let exponent = wholeExponent(of: x, base: b) {
            return .exact(Rational(exponent))
        }
        if base == nil, value == Number(1) { return .exact(.zero) }
        let natural = PureC.log(value.double)
        return .approximate(base.map { natural / PureC.log($0.double) } ?? natural)
    }

    /// `k` when `x = b^k` exactly, for the exact answers `log(1000) = 3` and `log2(1/8) = -3`.
    private static func wholeExponent(of x: Rational, base b: Rational) -> Int? {
        guard b.isInteger, b.numerator > 1, x.digitCount <= 400 else { return nil }
        let inverted = x.numerator == 1 && !x.isInteger
        var target = inverted ? x.denominator : x.numerator
        guard inverted || x.isInteger else { return nil }
        var exponent = 0
        while target > 1, target % b.numerator == 0 {
            target /= b.numerator
            exponent += 1
        }
        guard target == 1 else { return nil }
        return inverted ? -exponent : exponent
    }

    private static func extreme(_ values: [Number], wantLarger: Bool) -> Number {
        values.dropFirst().reduce(values[0]) { best, next in
            let nextWins: Bool
            if let a = best.rational, let b = next.rational {
                nextWins = wantLarger ? a < b : b < a
            } else {
                nextWins = wantLarger ? next.double > best.double : next.double < best.double
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
