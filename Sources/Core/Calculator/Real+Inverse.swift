import BigInt

/// The functions made of others: inverse sines, hyperbolic functions, atan2 and real powers.
extension Real {
    /// asin x = atan(x / √(1 − x²)); ±π/2 at ±1.
    static func asin(_ x: Real) -> Real? {
        if x.radius.isZero, x.midpoint.numerator.magnitude == x.midpoint.denominator.magnitude {
            let quarter = Constants.pi.timesPowerOfTwo(-1)
            return x.isNegative ? -quarter : quarter
        }
        guard let root = sqrt(Real(1) - x * x), let ratio = x / root else { return nil }
        return atan(ratio)
    }

    /// acos x = π/2 − asin x.
    static func acos(_ x: Real) -> Real? { asin(x).map { Constants.pi.timesPowerOfTwo(-1) - $0 } }

    /// sinh by its series below 1 (no cancellation near zero), else (e^x − e^−x)/2.
    static func sinh(_ x: Real) -> Real? {
        guard x.top > 0 else {
            let value = $bits.withValue(bits + 24) { oddSeries(x.centre) }
            return value.widened(by: x.radius.scaled(1)).rounded(to: bits)  // cosh ≤ 2 here
        }
        guard let up = exp(x), let down = Real(1) / up else { return nil }
        return (up - down).timesPowerOfTwo(-1)
    }

    static func cosh(_ x: Real) -> Real? {
        guard let up = exp(x), let down = Real(1) / up else { return nil }
        return (up + down).timesPowerOfTwo(-1)
    }

    static func tanh(_ x: Real) -> Real? {
        guard let sinh = sinh(x), let cosh = cosh(x) else { return nil }
        return sinh / cosh
    }

    /// x + x³/3! + x⁵/5! + … for |x| < 1, the tail bounded by the last term.
    private static func oddSeries(_ x: Real) -> Real {
        guard !x.mantissa.isZero else { return x }
        let square = x * x
        var (sum, term, n) = (x, x, 1)
        repeat {
            term = (term * square).divided(by: (n + 1) * (n + 2))
            sum = sum + term
            n += 2
        } while term.top >= sum.top - bits - 4
        return sum.widened(by: term.bound)
    }

    /// The angle of the point (x, y), from −π to π.
    static func atan2(_ y: Real, _ x: Real) -> Real? {
        if y.mantissa.isZero, y.radius.isZero, !x.isNegative { return Real(0) }
        let pi = Constants.pi
        if y.top <= x.top {
            guard let ratio = y / x else { return nil }
            let angle = atan(ratio)
            return !x.isNegative ? angle : y.isNegative ? angle - pi : angle + pi
        }
        guard let ratio = x / y else { return nil }
        let quarter = pi.timesPowerOfTwo(-1)
        return (y.isNegative ? -quarter : quarter) - atan(ratio)
    }

    /// `base^exponent` for a base above zero: e^(exponent·ln base).
    static func power(_ base: Real, _ exponent: Real) -> Real? {
        guard let logarithm = ln(base) else { return nil }
        return exp(exponent * logarithm)
    }
}
