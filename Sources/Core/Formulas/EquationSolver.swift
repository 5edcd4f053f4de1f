import PureC
import Storage

/// Finds the value of one name that makes an equation hold, exactly when the name appears
/// linearly, else by scanning for sign changes and bisecting each one.
public enum EquationSolver {
    /// Every real value of `symbol` found that satisfies `equation` with `given` for the other
    /// names, each checked by putting it back (`RootCheck`): the well-conditioned ones first, then
    /// positive values, smallest first, then negative ones nearest zero first.
    public static func roots(of equation: FormulaEquation, for symbol: String, given: [String: Number]) -> [Number] {
        solve(equation, for: symbol, given: given).values
    }

    /// What solving found: the roots, and whether a value that fits was refused because rounding hid
    /// where exactly it lies (the sides hardly change with the unknown there).
    public struct Solution: Equatable, Sendable {
        public var values: [Number]
        public var blurred: Bool
    }

    /// The roots as `roots(of:for:given:)` orders them, and whether any was lost in rounding.
    public static func solve(_ equation: FormulaEquation, for symbol: String, given: [String: Number]) -> Solution {
        if equation.isLinear(in: symbol), let root = linearRoot(of: equation, for: symbol, given: given) {
            return Solution(values: [root], blurred: false)
        }
        let approximateGiven = given.mapValues { Number(approximately: $0.double) ?? $0 }
        func f(_ x: Double) -> Double? {
            var values = approximateGiven
            values[symbol] = Number(approximately: x)
            // With a Double's 53 bits, as RootCheck's bound on the rounding expects.
            return Real.$bits.withValue(53) { equation.difference(values) }
        }
        let doubles = given.mapValues(\.double)
        var roots: [(x: Double, conditioning: Double)] = []
        var blurred = false
        for side in [scanPoints, scanPoints.map { -$0 }] {
            var found = 0
            var last: [(x: Double, y: Double)] = []  // the two points before this one, when defined
            for (index, x) in side.enumerated() where found < rootsPerSide {
                guard let y = f(x) else {
                    last = []
                    continue
                }
                defer { last = Array((last + [(x, y)]).suffix(2)) }
                var candidates: [Double] = []
                if y == 0 {
                    // A run of zeros is an underflow (exp(-1000) = 0), not a root.
                    guard index + 1 < side.count, f(side[index + 1]) != 0 else { continue }
                    candidates = [x]
                } else if let (px, py) = last.last, py != 0, (py < 0) != (y < 0) {
                    candidates = [bisect(f, px, py, x)].compactMap { $0 }
                } else if last.count == 2 {
                    candidates = pairBetween(f, last[0], last[1], (x, y))
                }
                // A pole (1/x at 0) changes sign too, and so does rounding noise where the formula is 0/0.
                for candidate in candidates {
                    switch RootCheck.verdict(equation, symbol, candidate, given: doubles, difference: f) {
                    case let .root(conditioning):
                        roots.append((candidate, conditioning))
                        found += 1
                    case .blurred: blurred = true
                    case .notARoot: break
                    }
                }
            }
        }
        let exactGiven = given.values.allSatisfy { $0.rational != nil }
        let values = ordered(roots).compactMap {
            exactGiven ? snapped($0, equation, symbol, given) : Number(approximately: $0)
        }
        return Solution(values: values, blurred: blurred && values.isEmpty)
    }

    /// Two roots between scan points that no sign change shows (sin θ = 0.99996 near 90°): where |f|
    /// dips at the middle point, the extremum between the outer ones is found by golden section; if f
    /// crosses zero there, each side is bisected.
    private static func pairBetween(
        _ f: (Double) -> Double?, _ a: (x: Double, y: Double), _ b: (x: Double, y: Double),
        _ c: (x: Double, y: Double)
    ) -> [Double] {
        guard (a.y < 0) == (b.y < 0), (b.y < 0) == (c.y < 0), abs(b.y) < abs(a.y), abs(b.y) < abs(c.y) else {
            return []
        }
        let sign: Double = b.y < 0 ? -1 : 1
        let ratio = (5.0.squareRoot() - 1) / 2
        var (low, high) = (a.x, c.x)
        for _ in 0..<200 {
            let (left, right) = (high - ratio * (high - low), low + ratio * (high - low))
            guard left > low, right < high, let fl = f(left), let fr = f(right) else { break }
            if sign * fl < sign * fr { high = right } else { low = left }
        }
        let middle = low + (high - low) / 2
        guard let fm = f(middle), fm != 0, (fm < 0) != (b.y < 0) else { return [] }
        return [bisect(f, a.x, a.y, middle), bisect(f, middle, fm, c.x)].compactMap { $0 }
    }

    /// x = −b/a from the exact values of left − right at 0 and 1; nil when they are not exact (the
    /// difference of two Doubles can cancel nearly every digit) or a is zero.
    private static func linearRoot(of equation: FormulaEquation, for symbol: String, given: [String: Number]) -> Number?
    {
        func offset(_ x: Int) -> Number? {
            var values = given
            values[symbol] = Number(x)
            guard let (left, right) = try? equation.sides(values) else { return nil }
            if let l = left.rational, let r = right.rational { return .exact(l - r) }
            return Number(approximately: left.double - right.double)
        }
        guard let b = offset(0)?.rational, let sum = offset(1)?.rational, !(sum - b).isZero else { return nil }
        return .exact(-b / (sum - b))
    }

    /// 0, then magnitudes from 1e-40 to 1e40 ten to a decade, scanned outward on each side.
    static let scanPoints: [Double] = [0] + (-400...400).map { PureC.pow(10, Double($0) / 10) }

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

    /// Roots closer than 1 part in 10⁷ are one root seen twice through rounding.
    static let sameRoot = 1e-7

    /// Well-conditioned roots (rounding below 1 part in 10¹²) before the others; within each, positive
    /// values smallest first, then negative ones nearest zero first.
    private static func ordered(_ roots: [(x: Double, conditioning: Double)]) -> [Double] {
        var unique: [(x: Double, conditioning: Double)] = []
        for root in roots.sorted(by: { $0.x < $1.x }) {
            if let last = unique.last, abs(last.x - root.x) <= sameRoot * max(abs(last.x), abs(root.x)) {
                if root.conditioning < last.conditioning { unique[unique.count - 1] = root }
            } else {
                unique.append(root)
            }
        }
        func rank(_ root: (x: Double, conditioning: Double)) -> (Int, Int, Double) {
            (root.conditioning <= 1e-12 ? 0 : 1, root.x >= 0 ? 0 : 1, abs(root.x))
        }
        return unique.sorted { rank($0) < rank($1) }.map(\.x)
    }

    /// The exact rational near `x` when it satisfies the equation exactly (`v = 3`), else `x`.
    private static func snapped(_ x: Double, _ equation: FormulaEquation, _ symbol: String, _ given: [String: Number])
        -> Number
    {
        for candidate in nearbyFractions(x) {
            var values = given
            values[symbol] = .exact(candidate)
            if let (left, right) = try? equation.sides(values), let l = left.rational, let r = right.rational, l == r {
                return .exact(candidate)
            }
        }
        return Number(approximately: x) ?? .exact(.zero)
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
