import BigInt

/// The four operations on intervals, each rounded to `Real.bits` with what it rounded added to the radius.
extension Real {
    static prefix func - (a: Real) -> Real { Real(mantissa: -a.mantissa, exponent: a.exponent, radius: a.radius) }

    static func + (a: Real, b: Real) -> Real {
        if a.mantissa.isZero { return b.widened(by: a.radius).rounded(to: bits) }
        if b.mantissa.isZero { return a.widened(by: b.radius).rounded(to: bits) }
        // A part far below the larger one's last kept bit only widens the radius: no shift by a huge amount.
        let floor = max(a.top, b.top) - bits - 8
        let (x, y) = (a.truncated(above: floor), b.truncated(above: floor))
        let common = min(x.exponent, y.exponent)
        let sum = (x.mantissa << (x.exponent - common)) + (y.mantissa << (y.exponent - common))
        return Real(mantissa: sum, exponent: common, radius: x.radius + y.radius).rounded(to: bits)
    }

    static func - (a: Real, b: Real) -> Real { a + -b }

    static func * (a: Real, b: Real) -> Real {
        let radius =
            a.radius * b.radius + Radius(atLeast: a.mantissa, a.exponent) * b.radius
            + Radius(atLeast: b.mantissa, b.exponent) * a.radius
        return Real(mantissa: a.mantissa * b.mantissa, exponent: a.exponent + b.exponent, radius: radius)
            .rounded(to: bits)
    }

    /// `a / b`, or nil when the interval of `b` reaches halfway to zero (too wide to divide by).
    static func / (a: Real, b: Real) -> Real? {
        guard !b.mantissa.isZero, b.radius.isZero || b.radius.top < b.top - 1 else { return nil }
        let shift = max(0, bits + 2 + b.mantissa.magnitude.bitWidth - a.mantissa.magnitude.bitWidth)
        let quotient = (a.mantissa << shift) / b.mantissa
        let exponent = a.exponent - b.exponent - shift
        // |b| - radius(b) is at least |b|/2 here, so the spread is at most 2(r(a) + |a/b|·r(b)) / |b|.
        let spread = a.radius + Radius(atLeast: quotient, exponent) * b.radius
        let width = b.mantissa.magnitude.bitWidth
        let leading = UInt64(b.mantissa.magnitude >> max(0, width - 32))
        let radius = spread.scaled(1).divided(byAtLeast: leading, b.exponent + max(0, width - 32))
        return Real(mantissa: quotient, exponent: exponent, radius: radius + .unit(at: exponent)).rounded(to: bits)
    }

    /// `self / n` for a small whole `n` > 0, as series divide by their term's index.
    func divided(by n: Int) -> Real {
        let scaled = max(0, Self.bits + 2 + (Int.bitWidth - n.leadingZeroBitCount) - mantissa.magnitude.bitWidth)
        let quotient = (mantissa << scaled) / BigInt(n)
        let exponent = self.exponent - scaled
        return Real(
            mantissa: quotient, exponent: exponent,
            radius: radius.divided(byAtLeast: UInt64(n), 0) + .unit(at: exponent)
        ).rounded(to: Self.bits)
    }

    /// `self · 2^k`, exactly.
    func timesPowerOfTwo(_ k: Int) -> Real {
        Real(mantissa: mantissa, exponent: exponent + k, radius: radius.scaled(k))
    }

    /// `self^n` for a whole `n`, by squaring; nil where a division by a too-wide interval would be needed.
    func power(_ n: Int) -> Real? {
        if n < 0 { return power(-n).flatMap { Real(1) / $0 } }
        var (result, base, rest) = (Real(1), self, n)
        while rest > 0 {
            if rest & 1 == 1 { result = result * base }
            rest >>= 1
            if rest > 0 { base = base * base }
            guard abs(base.top) <= Self.exponentLimit * 2 else { return base }  // out of range either way
        }
        return result
    }

    /// The same value with its mantissa cut below `2^floor`, the cut added to the radius.
    private func truncated(above floor: Int) -> Real {
        guard exponent < floor else { return self }
        let drop = floor - exponent
        if drop > mantissa.magnitude.bitWidth + 1 {
            return Real(mantissa: 0, exponent: floor, radius: bound + .unit(at: floor))
        }
        return Real(mantissa: mantissa >> drop, exponent: floor, radius: radius + .unit(at: floor))
    }

    /// The nearest whole number to the midpoint.
    var nearestWhole: BigInt {
        guard exponent < 0 else { return mantissa << exponent }
        let half = BigInt(1) << (-exponent - 1)
        let magnitude = (BigInt(mantissa.magnitude) + half) >> -exponent  // on the magnitude: BigInt shifts toward zero
        return isNegative ? -magnitude : magnitude
    }

    /// Whether every value in the interval is above zero.
    var isPositive: Bool { !isNegative && !mayBeZero }
}
