/// sin, cos and tan where the input implies an exact answer: at multiples of π/6 and π/4 whose value
/// is rational, `sin(pi)` is 0 and `cos(pi/3)` is 1/2, not 1.22e-16 and 0.5000000000000001. Only an
/// angle within a few units in the last place of such a multiple counts, so `sin(3.1415926536)` stays
/// the tiny number it is.
enum SpecialAngles {
    /// The angle in twelfths of π, when `x` is one to within a few ulps.
    static func twelfths(_ x: Double) -> Int? {
        let k = x / .pi * 12
        let n = k.rounded()
        // A multiple of π carries rounding in proportion to its size; zero carries none, so only 0 itself
        // is zero turns (sin(1e-20) is 1e-20, not 0).
        guard n.magnitude < 1e9, n == 0 ? k == 0 : (k - n).magnitude <= 8 * n.magnitude.ulp else { return nil }
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
