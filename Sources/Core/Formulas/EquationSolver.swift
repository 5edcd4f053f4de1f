import Foundation

/// Finds the value of one name that makes an equation hold, exactly when the name appears
/// linearly, else by scanning for sign changes and bisecting each one.
public enum EquationSolver {
    /// Every real value of `symbol` found that satisfies `equation` with `given` for the other
    /// names: positive values first, smallest first, then negative ones nearest zero first.
    public static func roots(of equation: FormulaEquation, for symbol: String, given: [String: Number]) -> [Number] {
        if equation.isLinear(in: symbol), let root = linearRoot(of: equation, for: symbol, given: given) {
            return [root]
        }
        let approximateGiven = given.mapValues { Number.approximate($0.double) }
        func f(_ x: Double) -> Double? {
            var values = approximateGiven
            values[symbol] = .approximate(x)
            return equation.difference(values)
        }
        var roots: [Double] = []
        for side in [scanPoints, scanPoints.map { -$0 }] {
            var found = 0
            var previous: (x: Double, y: Double)?
            for (index, x) in side.enumerated() where found < rootsPerSide {
                guard let y = f(x) else { previous = nil; continue }
                defer { previous = (x, y) }
                if y == 0 {
                    // A run of zeros is an underflow (exp(-1000) = 0), not a root.
                    guard index + 1 < side.count, f(side[index + 1]) != 0 else { continue }
                    roots.append(x)
                    found += 1
                } else if let (px, py) = previous, py != 0, (py < 0) != (y < 0), let root = bisect(f, px, py, x),
                          let fRoot = f(root), abs(fRoot) <= min(abs(py), abs(y)) {
                    // A pole (1/x at 0) changes sign too, but leaves the difference large there.
                    roots.append(root)
                    found += 1
                }
            }
        }
        let exactGiven = given.values.allSatisfy { $0.rational != nil }
        return ordered(roots).map { exactGiven ? snapped($0, equation, symbol, given) : .approximate($0) }
    }

    /// x = −b/a from the exact values of left − right at 0 and 1; nil when they are not exact (the
    /// difference of two Doubles can cancel nearly every digit) or a is zero.
    private static func linearRoot(of equation: FormulaEquation, for symbol: String, given: [String: Number]) -> Number? {
        func offset(_ x: Int) -> Number? {
            var values = given
            values[symbol] = Number(x)
            guard let (left, right) = try? equation.sides(values) else { return nil }
            if let l = left.rational, let r = right.rational { return .exact(l - r) }
            return .approximate(left.double - right.double)
        }
        guard let b = offset(0)?.rational, let sum = offset(1)?.rational, !(sum - b).isZero else { return nil }
        return .exact(-b / (sum - b))
    }

    /// 0, then magnitudes from 1e-40 to 1e40 ten to a decade, scanned outward on each side.
    static let scanPoints: [Double] = [0] + (-400...400).map { Foundation.pow(10, Double($0) / 10) }

    /// Periodic equations have endless roots; the nearest few on each side are enough.
    static let rootsPerSide = 4

    private static func bisect(_ f: (Double) -> Double?, _ a: Double, _ fa: Double, _ b: Double) -> Double? {
        var (low, high, fLow) = (a, b, fa)
        for _ in 0..<200 {
            let middle = low + (high - low) / 2
            if middle == low || middle == high { break }
            guard let fMiddle = f(middle) else { return nil }
            if fMiddle == 0 { return middle }
            if (fMiddle < 0) == (fLow < 0) {
                (low, fLow) = (middle, fMiddle)
            } else {
                high = middle
            }
        }
        return abs(fLow) <= abs(f(high) ?? .infinity) ? low : high
    }

    private static func ordered(_ roots: [Double]) -> [Double] {
        var unique: [Double] = []
        for root in roots.sorted() where !unique.contains(where: { abs($0 - root) <= 1e-9 * max(abs(root), 1e-300) }) {
            unique.append(root)
        }
        return unique.filter { $0 >= 0 } + unique.filter { $0 < 0 }.reversed()
    }

    /// The exact rational near `x` when it satisfies the equation exactly (`v = 3`), else `x`.
    private static func snapped(_ x: Double, _ equation: FormulaEquation, _ symbol: String, _ given: [String: Number]) -> Number {
        for candidate in nearbyFractions(x) {
            var values = given
            values[symbol] = .exact(candidate)
            if let (left, right) = try? equation.sides(values), let l = left.rational, let r = right.rational, l == r {
                return .exact(candidate)
            }
        }
        return .approximate(x)
    }

    /// The continued-fraction convergents of `x` with denominators up to a million.
    private static func nearbyFractions(_ x: Double) -> [Rational] {
        guard x.isFinite, abs(x) < 1e15 else { return [] }
        var fractions: [Rational] = []
        var (h0, h1, k0, k1) = (0.0, 1.0, 1.0, 0.0)
        var rest = x
        for _ in 0..<20 {
            let whole = rest.rounded(.down)
            (h0, h1) = (h1, whole * h1 + h0)
            (k0, k1) = (k1, whole * k1 + k0)
            guard k1 <= 1e6, let numerator = Int(exactly: h1), let denominator = Int(exactly: k1) else { break }
            fractions.append(Rational(numerator) / Rational(denominator))
            let fraction = rest - whole
            if fraction < 1e-12 { break }
            rest = 1 / fraction
        }
        return fractions.reversed()
    }
}
