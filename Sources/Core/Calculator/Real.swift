import BigInt

/// A real number the calculator could not keep exact: `mantissa·2^exponent`, within `radius` of the true value.
/// Every operation rounds to `Real.bits` bits and widens the radius by what it rounded away, so the radius always
/// holds the true value, and the digits shown are only those the whole interval agrees on. When too few agree,
/// the line is worked again with more bits (`Calculator.evaluate`), as MPFR-based calculators do.
public struct Real: Equatable, Sendable {
    var mantissa: BigInt
    var exponent: Int
    var radius: Radius

    /// The bits each result keeps; a line raises it when its answer needs more.
    @TaskLocal static var bits = 128

    /// The first bits tried, and the most a line may take.
    static let firstBits = 128
    static let mostBits = 4096

    /// Results stay between 2^-limit and 2^limit (about 10^±78,900).
    static let exponentLimit = 262_144

    init(mantissa: BigInt, exponent: Int, radius: Radius = .zero) {
        (self.mantissa, self.exponent, self.radius) = (mantissa, exponent, radius)
    }

    init(_ value: Int) { self.init(mantissa: BigInt(value), exponent: 0) }

    /// `value` to `bits` bits (exactly when its denominator is a power of two that fits).
    init(_ value: Rational, bits: Int = Real.bits) {
        let (n, d) = (value.numerator, value.denominator)
        let twos = d.magnitude.trailingZeroBitCount
        if d.magnitude >> twos == 1 {
            self.init(mantissa: n, exponent: -twos)
            self = rounded(to: bits)
            return
        }
        let shift = max(0, bits + 2 + d.magnitude.bitWidth - n.magnitude.bitWidth)
        self.init(mantissa: (n << shift) / d, exponent: -shift, radius: .unit(at: -shift))
    }

    /// The exact value of a finite Double.
    init?(exactly value: Double) {
        guard let rational = Rational(exactly: value) else { return nil }
        self.init(rational, bits: 64)
    }

    var isNegative: Bool { mantissa.signum() < 0 }

    /// Whether the interval holds zero: nothing about the sign is known.
    var mayBeZero: Bool {
        guard !radius.isZero else { return mantissa.isZero }
        let (rm, re) = radius.parts
        // Far apart, the larger decides without shifting a number by a huge amount.
        if top > radius.top + 1 { return false }
        if top < radius.top - 1 { return true }
        let common = min(exponent, re)
        return mantissa.magnitude << (exponent - common) <= rm.magnitude << (re - common)
    }

    /// The bit above the top bit of the midpoint: |midpoint| < 2^top.
    var top: Int { mantissa.isZero ? Int.min / 2 : exponent + mantissa.magnitude.bitWidth }

    /// The midpoint, exactly.
    var midpoint: Rational {
        exponent >= 0 ? Rational(mantissa << exponent) : Rational(mantissa, BigInt(1) << -exponent)
    }

    /// The ends of the interval, exactly.
    var ends: (low: Rational, high: Rational) {
        let (rm, re) = radius.parts
        let r = re >= 0 ? Rational(rm << re) : Rational(rm, BigInt(1) << -re)
        return (midpoint - r, midpoint + r)
    }

    /// The nearest Double to the midpoint (infinite or zero out of range).
    public var double: Double {
        let width = mantissa.magnitude.bitWidth
        let drop = max(0, width - 64)
        let top = Double(mantissa >> drop)
        let shift = exponent + drop
        guard shift < 2100 else { return isNegative ? -.infinity : .infinity }
        guard shift > -2200 else { return isNegative ? -0.0 : 0 }
        // Two steps so neither power of two overflows on its own.
        let half = shift / 2
        return top * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: shift - half, significand: 1)
    }

    /// At most `bits` bits of mantissa, rounded to nearest, the radius widened by half a unit of what was dropped.
    func rounded(to bits: Int) -> Real {
        let drop = mantissa.magnitude.bitWidth - bits
        guard drop > 0 else { return self }
        let half = BigInt(1) << (drop - 1)
        let magnitude = (BigInt(mantissa.magnitude) + half) >> drop
        return Real(
            mantissa: isNegative ? -magnitude : magnitude, exponent: exponent + drop,
            radius: radius + .unit(at: exponent + drop - 1))
    }

    /// The radius widened by `extra`.
    func widened(by extra: Radius) -> Real { Real(mantissa: mantissa, exponent: exponent, radius: radius + extra) }

    /// At least |self| + radius: the largest magnitude the interval holds.
    var bound: Radius { Radius(atLeast: mantissa, exponent) + radius }

    /// The midpoint alone, taken as exact.
    var centre: Real { Real(mantissa: mantissa, exponent: exponent) }

    /// Whether the interval fits the range results are kept in.
    public var isInRange: Bool { mantissa.isZero || abs(top) <= Self.exponentLimit }

    /// The midpoint as text with at most `digits` significant digits, only as many as the whole interval agrees
    /// on; "0" when it holds zero.
    func text(digits: Int) -> String {
        guard !mayBeZero else { return "0" }
        return NumberFormat.significant(midpoint, digits: max(1, digitsHeld(upTo: digits)))
    }

    /// How many significant digits the interval agrees on, up to `digits`.
    func digitsHeld(upTo digits: Int) -> Int {
        guard !radius.isZero else { return digits }
        guard !mayBeZero else { return 0 }
        let (low, high) = ends
        for shown in stride(from: digits, through: 1, by: -1)
        where NumberFormat.significant(low, digits: shown) == NumberFormat.significant(high, digits: shown) {
            return shown
        }
        return 0
    }
}
