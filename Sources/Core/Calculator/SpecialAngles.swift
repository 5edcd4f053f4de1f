import BigInt

/// sin, cos and tan where the input is a multiple of π/6 or π/4 whose value is rational: `sin(pi)` is 0 and
/// `cos(pi/3)` is 1/2. Only an angle made from π (`pi/3`, `60°`) whose interval holds such a multiple counts: a
/// number as typed is never one, so `sin(3.1415926536)` stays the tiny number it is.
enum SpecialAngles {
    /// The angle in twelfths of π, when `x` may be exactly one.
    static func twelfths(_ x: Number) -> Int? {
        if let rational = x.rational { return rational.isZero ? 0 : nil }
        let angle = x.real
        let twelfth = Real.Constants.pi.divided(by: 12)
        guard let ratio = angle / twelfth else { return nil }
        let n = ratio.nearestWhole
        guard n.magnitude < 1_000_000_000, (angle - Real(mantissa: n, exponent: 0) * twelfth).mayBeZero else {
            return nil
        }
        return Int(n)
    }

    /// sin at `n` twelfths of π, when rational.
    static func sin(_ n: Int) -> Rational? {
        switch ((n % 24) + 24) % 24 {
        case 0, 12: Rational(0)
        case 2, 10: Rational(1) / Rational(2)
        case 6: Rational(1)
        case 14, 22: Rational(-1) / Rational(2)
        case 18: Rational(-1)
        default: nil
        }
    }

    /// cos at `n` twelfths of π, when rational: sin a quarter turn on.
    static func cos(_ n: Int) -> Rational? { sin(n + 6) }

    /// tan at `n` twelfths of π, when rational; `.some(nil)` where it has no value (π/2 + kπ).
    static func tan(_ n: Int) -> Rational?? {
        switch ((n % 12) + 12) % 12 {
        case 0: Rational(0)
        case 3: Rational(1)
        case 9: Rational(-1)
        case 6: .some(nil)
        default: nil
        }
    }
}
