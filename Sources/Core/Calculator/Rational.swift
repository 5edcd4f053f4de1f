import BigInt

/// An exact fraction of arbitrary-size integers, always in lowest terms with a positive denominator.
/// Most values a person types fit machine words, so those are kept and computed as words (checked
/// for overflow) and only longer ones pay for BigInt.
public struct Rational: Equatable, Hashable, Sendable, Comparable {
    /// The parts: words when both fit in 62 bits (so a sum or product of two is checked, never
    /// lost), else BigInt. Always words when they can be, so equal values have equal parts.
    private enum Parts: Equatable, Hashable, Sendable {
        case words(Int64, Int64)
        case big(BigInt, BigInt)
    }

    private var parts: Parts

    public var numerator: BigInt {
        switch parts {
        case let .words(n, _): BigInt(n)
        case let .big(n, _): n
        }
    }

    public var denominator: BigInt {
        switch parts {
        case let .words(_, d): BigInt(d)
        case let .big(_, d): d
        }
    }

    /// The value as an Int when it is a whole number of a machine word (no BigInt is made to find out).
    var wholeNumber: Int? {
        if let (n, d) = words { return d == 1 ? Int(n) : nil }
        guard isInteger else { return nil }
        return Int(exactly: numerator)
    }

    /// Numerator and denominator as machine words, when they fit one.
    var words: (n: Int64, d: Int64)? {
        if case let .words(n, d) = parts { return (n, d) }
        return nil
    }

    /// `numerator / denominator`, reduced; the denominator must not be zero.
    public init(_ numerator: BigInt, _ denominator: BigInt = 1) {
        precondition(!denominator.isZero, "a rational's denominator is never zero")
        if let n = numerator.word, let d = denominator.word, let small = Rational(words: n, d) {
            self = small
            return
        }
        if denominator == 1 {
            self.init(reduced: numerator, denominator)
            return
        }
        let divisor = BigInt(Self.gcd(numerator.magnitude, denominator.magnitude))
        let sign: BigInt = denominator.signum() < 0 ? -1 : 1
        self.init(
            reduced: divisor == 1 ? numerator * sign : numerator / divisor * sign,
            divisor == 1 ? denominator * sign : denominator / divisor * sign)
    }

    public init(_ value: Int) {
        if let small = Rational(words: Int64(value), 1) { self = small } else { self.init(BigInt(value)) }
    }

    /// A fraction already in lowest terms with a positive denominator.
    private init(reduced numerator: BigInt, _ denominator: BigInt) {
        if let n = numerator.word, let d = denominator.word {
            parts = .words(n, d)
        } else {
            parts = .big(numerator, denominator)
        }
    }

    /// `n / d` reduced as machine words; nil when either is beyond 62 bits or d is zero.
    init?(words n: Int64, _ d: Int64) {
        guard d != 0, n.magnitude < 1 << 62, d.magnitude < 1 << 62 else { return nil }
        var (u, v) = (n.magnitude, d.magnitude)
        while v != 0 { (u, v) = (v, u % v) }
        let divisor = Int64(u == 0 ? 1 : u)
        let sign: Int64 = d < 0 ? -1 : 1
        parts = .words(n / divisor * sign, d / divisor * sign)
    }

    /// The greatest common divisor: Euclid on machine words once both fit (most of what a person
    /// types), Euclid's division steps while one is much shorter than the other (BigInt's binary
    /// algorithm takes a step per bit of the longer one even then), and the binary algorithm for two
    /// long numbers of about the same length.
    static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
        var (x, y) = a >= b ? (a, b) : (b, a)
        while !y.isZero {
            if x.bitWidth <= 64 {
                var (u, v) = (UInt64(x), UInt64(y))
                while v != 0 { (u, v) = (v, u % v) }
                return BigUInt(u)
            }
            guard y.bitWidth <= 64 || x.bitWidth - y.bitWidth > 64 else { return x.greatestCommonDivisor(with: y) }
            (x, y) = (y, x % y)
        }
        return x
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public var isInteger: Bool { words.map { $0.d == 1 } ?? (denominator == 1) }
    public var isZero: Bool { words.map { $0.n == 0 } ?? numerator.isZero }
    public var isNegative: Bool { words.map { $0.n < 0 } ?? (numerator.signum() < 0) }

    /// About how many decimal digits the larger of numerator and denominator has.
    public var digitCount: Int {
        let bits = words.map { max(64 - $0.n.magnitude.leadingZeroBitCount, 64 - $0.d.magnitude.leadingZeroBitCount) }
        return Int(Double(bits ?? max(numerator.magnitude.bitWidth, denominator.magnitude.bitWidth)) * 0.30103) + 1
    }

    /// The nearest Double (infinite or zero when out of range).
    public var doubleValue: Double {
        // Both parts exact as Doubles: one correctly rounded division.
        if let (n, d) = words, n.magnitude <= 1 << 53, d <= 1 << 53 { return Double(n) / Double(d) }
        // Keep at most 1000 bits of each part so the conversion itself cannot overflow.
        let numeratorShift = max(0, numerator.magnitude.bitWidth - 1000)
        let denominatorShift = max(0, denominator.magnitude.bitWidth - 1000)
        let quotient = Double(numerator >> numeratorShift) / Double(denominator >> denominatorShift)
        return quotient * pow2(numeratorShift - denominatorShift)
    }

    private func pow2(_ exponent: Int) -> Double {
        exponent > 2000 ? .infinity : exponent < -2000 ? 0 : Double(sign: .plus, exponent: exponent, significand: 1)
    }

    public static func + (a: Rational, b: Rational) -> Rational {
        if let (an, ad) = a.words, let (bn, bd) = b.words {
            if ad == 1, bd == 1, let sum = Rational(words: an + bn, 1) { return sum }
            let (left, o1) = an.multipliedReportingOverflow(by: bd)
            let (right, o2) = bn.multipliedReportingOverflow(by: ad)
            let (sum, o3) = left.addingReportingOverflow(right)
            let (bottom, o4) = ad.multipliedReportingOverflow(by: bd)
            if !(o1 || o2 || o3 || o4), let small = Rational(words: sum, bottom) { return small }
        }
        // (n + k·d)/d is in lowest terms when n/d is: adding a whole number needs no GCD.
        if b.denominator == 1 { return Rational(reduced: a.numerator + b.numerator * a.denominator, a.denominator) }
        if a.denominator == 1 { return Rational(reduced: b.numerator + a.numerator * b.denominator, b.denominator) }
        return a.denominator == b.denominator
            ? Rational(a.numerator + b.numerator, a.denominator)
            : Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    public static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    public static prefix func - (a: Rational) -> Rational {
        switch a.parts {
        case let .words(n, d): Rational(parts: .words(-n, d))
        case let .big(n, d): Rational(reduced: -n, d)
        }
    }

    private init(parts: Parts) { self.parts = parts }

    /// The fraction `words` hold, already in lowest terms with a positive denominator (as `words` gave them).
    init(lowestTerms words: (n: Int64, d: Int64)) { parts = .words(words.n, words.d) }

    /// Cancels across before multiplying, so each GCD pairs a numerator with the other denominator
    /// and stays short when a factor is (3 × n/2^2000 needs gcd(3, 2^2000), not gcd(3n, 2^2000)); the
    /// product is then in lowest terms.
    public static func * (a: Rational, b: Rational) -> Rational {
        guard !a.isZero, !b.isZero else { return .zero }
        if let (an, ad) = a.words, let (bn, bd) = b.words {
            let (top, o1) = an.multipliedReportingOverflow(by: bn)
            let (bottom, o2) = ad.multipliedReportingOverflow(by: bd)
            if !(o1 || o2), let small = Rational(words: top, bottom) { return small }
        }
        func cancel(_ x: BigInt, _ divisor: BigUInt) -> BigInt { divisor == 1 ? x : x / BigInt(divisor) }
        let across = gcd(a.numerator.magnitude, b.denominator.magnitude)
        let back = gcd(b.numerator.magnitude, a.denominator.magnitude)
        return Rational(
            reduced: cancel(a.numerator, across) * cancel(b.numerator, back),
            cancel(a.denominator, back) * cancel(b.denominator, across))
    }

    /// Division; the caller rules out a zero divisor.
    public static func / (a: Rational, b: Rational) -> Rational {
        if let (an, ad) = a.words, let (bn, bd) = b.words {
            let (top, o1) = an.multipliedReportingOverflow(by: bd)
            let (bottom, o2) = ad.multipliedReportingOverflow(by: bn)
            if !(o1 || o2), let small = Rational(words: top, bottom) { return small }
        }
        return a * Rational(reduced: b.isNegative ? -b.denominator : b.denominator, BigInt(b.numerator.magnitude))
    }

    public static func < (a: Rational, b: Rational) -> Bool {
        if let (an, ad) = a.words, let (bn, bd) = b.words {
            let (left, o1) = an.multipliedReportingOverflow(by: bd)
            let (right, o2) = bn.multipliedReportingOverflow(by: ad)
            if !(o1 || o2) { return left < right }
        }
        return a.numerator * b.denominator < b.numerator * a.denominator
    }

    /// `self` raised to a whole power (negative powers invert; the caller rules out 0^negative).
    public func power(_ exponent: Int) -> Rational {
        let magnitude = exponent.magnitude
        let raised = Rational(numerator.power(Int(magnitude)), denominator.power(Int(magnitude)))
        return exponent < 0 ? Rational(raised.denominator, raised.numerator) : raised
    }

    /// The integer part, rounded toward zero.
    public var truncated: BigInt { numerator / denominator }

    /// Rounded toward negative infinity.
    public var floor: BigInt {
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        return remainder.signum() < 0 ? quotient - 1 : quotient
    }

    /// Rounded toward positive infinity.
    public var ceiling: BigInt { -((-self).floor) }

    /// Rounded to the nearest integer, halves away from zero.
    public var rounded: BigInt {
        let half = Rational(1, 2)
        return isNegative ? -((-self) + half).floor : (self + half).floor
    }
}

extension BigInt {
    /// The value as a machine word when its magnitude has at most 62 bits; read from the word itself,
    /// not through the generic conversion.
    var word: Int64? {
        let bits = magnitude.bitWidth
        guard bits <= 62 else { return nil }
        guard bits > 0 else { return 0 }
        let value = Int64(magnitude.words[0])
        return sign == .minus ? -value : value
    }
}
