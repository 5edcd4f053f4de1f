import BigInt

/// The calculator's functions on intervals. Each works out the function at the midpoint, taken as exact, with more
/// bits than the result keeps (series with their tails bounded), then widens the result by how far the input's
/// interval can move it. A nil result means the input's interval is too wide to say: the line is worked again
/// with more bits.
extension Real {
    /// e^x; out of range (and refused as such) when |x| is beyond what results keep.
    static func exp(_ x: Real) -> Real? {
        guard x.radius.top <= -1 else { return nil }
        if x.top > 19 { return Real(mantissa: 1, exponent: x.isNegative ? -exponentLimit - 1 : exponentLimit + 1) }
        let steps = Int(Double(bits).squareRoot() / 2) + 1
        let value = $bits.withValue(bits + steps + 24) { expAtCentre(x.centre, halvings: steps) }
        // e^(x±r) is within e^x·(e^r − 1) ≤ e^x·2r of e^x, for r ≤ 1/2.
        return value.widened(by: value.bound * x.radius.scaled(1)).rounded(to: bits)
    }

    private static func expAtCentre(_ x: Real, halvings: Int) -> Real {
        if x.mantissa.isZero { return Real(1) }
        // x = k·ln 2 + r with |r| ≤ ln 2 / 2, ln 2 taken with enough bits for the whole part k.
        let r = $bits.withValue(bits + max(0, x.top) + 8) {
            let ln2 = Constants.ln2
            let k = (x / ln2).map(\.nearestWhole) ?? 0
            return (k, x - Real(mantissa: k, exponent: 0) * ln2)
        }
        let (k, y) = (r.0, r.1.timesPowerOfTwo(-halvings))
        var (sum, term, n) = (Real(1), Real(1), 1)
        while term.top > sum.top - bits - 4 {
            term = (term * y).divided(by: n)
            sum = sum + term
            n += 1
        }
        sum = sum.widened(by: term.bound)  // |y| < 1/2: the rest of the series is below the last term
        for _ in 0..<halvings { sum = sum * sum }
        return sum.timesPowerOfTwo(Int(k))
    }

    /// The natural logarithm of a positive interval.
    static func ln(_ x: Real) -> Real? {
        guard !x.isNegative, x.radius.top < x.top - 1 else { return nil }
        let value = $bits.withValue(bits + 24) { lnAtCentre(x.centre) }
        // |ln'| = 1/x ≤ 2/|centre| over the interval.
        return value.widened(by: x.radius.scaled(1).over(x)).rounded(to: bits)
    }

    private static func lnAtCentre(_ x: Real) -> Real {
        // x = y·2^t with y in [1/√2, √2); ln y = 2·atanh((y − 1)/(y + 1)), worked from the exact midpoint.
        var t = x.top
        var y = x.timesPowerOfTwo(-t)
        if y.double < 0.70710678 {
            y = y.timesPowerOfTwo(1)
            t -= 1
        }
        let exact = y.midpoint
        let z = Real((exact - .one) / (exact + .one))
        let atanh = series(z, alternating: false)
        let scaled = t == 0 ? atanh.timesPowerOfTwo(1) : Real(t) * Constants.ln2 + atanh.timesPowerOfTwo(1)
        return scaled
    }

    /// `x + x³/3 + x⁵/5 + …` (atanh), or with alternating signs (atan), for |x| < 1/3; the tail is bounded by the
    /// last term.
    static func series(_ x: Real, alternating: Bool) -> Real {
        guard !x.mantissa.isZero else { return x }
        let square = x * x
        var (sum, power, k) = (x, x, 1)
        while true {
            power = power * square
            let term = power.divided(by: 2 * k + 1)
            sum = alternating && k % 2 == 1 ? sum - term : sum + term
            k += 1
            if term.top < sum.top - bits - 4 { return sum.widened(by: term.bound) }
        }
    }

    /// The square root of an interval that is not below zero.
    static func sqrt(_ x: Real) -> Real? {
        if x.mantissa.isZero, x.radius.isZero { return x }
        guard !x.isNegative, x.radius.top < x.top - 1 else { return nil }
        var shift = max(0, 2 * bits + 2 - x.mantissa.magnitude.bitWidth)
        if (x.exponent - shift) % 2 != 0 { shift += 1 }
        let root = BigInt((x.mantissa.magnitude << shift).squareRoot())
        let exponent = (x.exponent - shift) / 2
        let value = Real(mantissa: root, exponent: exponent, radius: .unit(at: exponent))
        // |√'| = 1/(2√x) ≤ 1/√(centre) over the interval (x ≥ centre/2).
        return value.widened(by: x.radius.over(value)).rounded(to: bits)
    }

    /// sin and cos of an interval (each moves at most as far as the input).
    static func sinCos(_ x: Real) -> (sin: Real, cos: Real) {
        let (sin, cos) = $bits.withValue(bits + 24) { sinCosAtCentre(x.centre) }
        return (sin.widened(by: x.radius).rounded(to: bits), cos.widened(by: x.radius).rounded(to: bits))
    }

    private static func sinCosAtCentre(_ x: Real) -> (Real, Real) {
        // x = k·π/2 + r with |r| ≤ π/4, π/2 taken with enough bits for the whole part of x/(π/2).
        let halfPi = $bits.withValue(bits + max(0, x.top) + 64) { Constants.pi.timesPowerOfTwo(-1) }
        let k = $bits.withValue(bits + max(0, x.top) + 64) { (x / halfPi).map(\.nearestWhole) ?? 0 }
        let r = $bits.withValue(bits + max(0, x.top) + 64) { x - Real(mantissa: k, exponent: 0) * halfPi }
        var (sin, cos, term, n) = (Real(0), Real(1), Real(1), 1)
        while true {
            term = (term * r).divided(by: n)
            let signed = (n / 2) % 2 == 0 ? term : -term
            if n % 2 == 1 { sin = sin + signed } else { cos = cos + signed }
            n += 1
            if term.top < min(sin.top, cos.top) - bits - 4 { break }
        }
        (sin, cos) = (sin.widened(by: term.bound), cos.widened(by: term.bound))
        switch Int(((k % 4) + 4) % 4) {
        case 0: return (sin, cos)
        case 1: return (cos, -sin)
        case 2: return (-sin, -cos)
        default: return (-cos, sin)
        }
    }

    /// The arctangent of an interval (it moves at most as far as the input).
    static func atan(_ x: Real) -> Real {
        $bits.withValue(bits + 24) { atanAtCentre(x.centre) }.widened(by: x.radius).rounded(to: bits)
    }

    private static func atanAtCentre(_ x: Real) -> Real {
        if x.mantissa.isZero { return x }
        if x.isNegative { return -atanAtCentre(-x) }
        if x.top > 0, Rational.one < x.midpoint, let inverse = Real(1) / x {  // x > 1: atan x = π/2 − atan(1/x)
            return Constants.pi.timesPowerOfTwo(-1) - atan(inverse)
        }
        // atan x = 2·atan(x / (1 + √(1 + x²))), three times, brings x below tan(π/32).
        var (y, halvings) = (x, 0)
        while halvings < 3, let root = sqrt(Real(1) + y * y), let smaller = y / (Real(1) + root) {
            (y, halvings) = (smaller, halvings + 1)
        }
        return series(y.centre, alternating: true).widened(by: y.radius).timesPowerOfTwo(halvings)
    }
}

extension Radius {
    /// This radius over |x|, rounded up; x's interval reaches at most halfway to zero.
    func over(_ x: Real) -> Radius {
        let width = x.mantissa.magnitude.bitWidth
        guard width > 0 else { return self }
        let leading = UInt64(x.mantissa.magnitude >> max(0, width - 32))
        return divided(byAtLeast: leading, x.exponent + max(0, width - 32))
    }
}
