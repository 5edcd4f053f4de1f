import BigInt

/// How far a `Real` may be from the true value: at most `m·2^e`, with `m` below 2^32 so that products of two fit
/// a word. Every operation rounds up, so a radius never claims more than is known.
struct Radius: Equatable, Sendable {
    private(set) var m: UInt64
    private(set) var e: Int

    static let zero = Radius(0, 0)

    init(_ m: UInt64, _ e: Int) {
        var (m, e) = (m, e)
        while m >= 1 << 32 {
            m = (m >> 1) + (m & 1)
            e += 1
        }
        (self.m, self.e) = (m, m == 0 ? 0 : e)
    }

    /// At least `|mantissa|·2^exponent`.
    init(atLeast mantissa: BigInt, _ exponent: Int) {
        let magnitude = mantissa.magnitude
        let width = magnitude.bitWidth
        guard width > 32 else {
            self.init(UInt64(magnitude), exponent)
            return
        }
        self.init(UInt64(magnitude >> (width - 32)) + 1, exponent + width - 32)
    }

    /// One unit in the place `2^exponent`.
    static func unit(at exponent: Int) -> Radius { Radius(1, exponent) }

    var isZero: Bool { m == 0 }

    /// The bit above the radius's top bit: the radius is below `2^top`.
    var top: Int { isZero ? Int.min / 2 : e + 64 - m.leadingZeroBitCount }

    static func + (a: Radius, b: Radius) -> Radius {
        if a.isZero { return b }
        if b.isZero { return a }
        let e = max(a.e, b.e)
        return Radius(a.shifted(to: e) + b.shifted(to: e), e)
    }

    static func * (a: Radius, b: Radius) -> Radius {
        if a.isZero || b.isZero { return .zero }
        return Radius(a.m * b.m, a.e + b.e)
    }

    /// The radius times 2^k.
    func scaled(_ k: Int) -> Radius { isZero ? self : Radius(m, e + k) }

    /// The radius divided by a number at least `divisor·2^exponent` (`divisor` not zero), rounded up.
    func divided(byAtLeast divisor: UInt64, _ exponent: Int) -> Radius {
        guard !isZero else { return self }
        let quotient = (m << 31) / divisor + 1
        return Radius(quotient, e - 31 - exponent)
    }

    /// The radius as a whole number of units of `2^exponent`, rounded up (`m` shifted into place).
    private func shifted(to exponent: Int) -> UInt64 {
        let drop = exponent - e
        if drop <= 0 { return m << UInt64(min(-drop, 31)) }
        if drop >= 64 { return 1 }
        return (m >> UInt64(drop)) + (m & ((1 << UInt64(drop)) - 1) == 0 ? 0 : 1)
    }

    /// The radius as an exact mantissa and exponent.
    var parts: (mantissa: BigInt, exponent: Int) { (BigInt(m), e) }
}
