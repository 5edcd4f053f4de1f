import BigInt

/// A calculator value: exact while only exact operations touched it, else an interval that holds the true value.
public enum Number: Equatable, Sendable {
    case exact(Rational)
    case approximate(Real)

    public init(_ value: Int) { self = .exact(Rational(value)) }

    /// A value a Double stands for (a root a solver found), or nil for infinity and NaN.
    public init?(approximately value: Double) {
        guard let real = Real(exactly: value) else { return nil }
        self = .approximate(real)
    }

    public var double: Double {
        switch self {
        case let .exact(rational): rational.doubleValue
        case let .approximate(value): value.double
        }
    }

    /// The value as an interval, to the bits a line works with.
    var real: Real {
        switch self {
        case let .exact(rational): Real(rational)
        case let .approximate(value): value
        }
    }

    public var rational: Rational? {
        if case let .exact(rational) = self { return rational }
        return nil
    }

    public var isZero: Bool { rational?.isZero ?? (double == 0) }

    /// The shown text with `digits` significant digits for values that do not end in decimal,
    /// and whether that text is the value exactly.
    public func formatted(digits: Int = 15) -> (text: String, exact: Bool) {
        switch self {
        case let .exact(rational):
            if let decimal = NumberFormat.terminatingDecimal(rational) { return (decimal, true) }
            return (NumberFormat.significant(rational, digits: digits), false)
        case let .approximate(value):
            return (value.text(digits: digits), false)
        }
    }
}

extension Rational {
    /// The exact value of a finite Double.
    public init?(exactly value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self = .zero
            return
        }
        let significand = BigInt(value.significandBitPattern | (value.isNormal ? 1 << 52 : 0))
        let exponent = value.isNormal ? Int(value.exponentBitPattern) - 1075 : -1074
        let magnitude =
            exponent >= 0 ? Rational(significand << exponent) : Rational(significand, BigInt(1) << -exponent)
        self = value < 0 ? -magnitude : magnitude
    }
}

/// Decimal text for rationals, as the calculator shows them.
public enum NumberFormat {
    /// A Double as typed on a command line: `95` rather than `95.0`, `6.02214076e+23`.
    public static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// The full decimal expansion when it ends (denominator of only 2s and 5s), else nil.
    public static func terminatingDecimal(_ value: Rational) -> String? {
        if let (n, d) = value.words {
            // d = 2^twos·5^fives, so n·10^places/d = n·2^(places−twos)·5^(places−fives).
            let twos = d.trailingZeroBitCount
            var (rest, fives) = (d >> twos, 0)
            while rest % 5 == 0 { (rest, fives) = (rest / 5, fives + 1) }
            guard rest == 1 else { return nil }
            let places = max(twos, fives)
            if places <= 18 {
                var scaled = UInt128(n.magnitude) << (places - twos)
                for _ in 0..<(places - fives) { scaled *= 5 }
                return placePoint(String(scaled), places: places, negative: n < 0)
            }
        }
        let twos = value.denominator.magnitude.trailingZeroBitCount
        var rest = value.denominator >> twos
        var fives = 0
        while true {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 5)
            guard remainder.isZero else { break }
            rest = quotient
            fives += 1
        }
        guard rest == 1 else { return nil }
        let places = max(twos, fives)
        let scaled = value.numerator * BigInt(10).power(places) / value.denominator
        return placePoint(scaled.magnitude.description, places: places, negative: value.isNegative)
    }

    /// `digits` significant digits, rounded half to even, trailing zeros dropped; scientific
    /// notation when the integer part would need more digits than shown or the value is tiny.
    public static func significant(_ value: Rational, digits: Int) -> String {
        guard !value.isZero else { return "0" }
        if let (n, d) = value.words {
            let (bitsN, bitsD) = (64 - n.magnitude.leadingZeroBitCount, 64 - d.magnitude.leadingZeroBitCount)
            let estimate = Int(Double(bitsN - bitsD) * 0.30103)
            // Every product below is a part times at most 10^(|digits − 1 − estimate| + 2): within 127 bits here.
            if Double(max(bitsN, bitsD)) + Double(abs(digits - 1 - estimate) + 2) * 3.33 < 126 {
                return significant(
                    UInt128(n.magnitude), UInt128(d), estimate: estimate, negative: n < 0, digits: digits
                ) { k in
                    (0..<k).reduce(UInt128(1)) { product, _ in product * 10 }
                }
            }
        }
        let numerator = BigInt(value.numerator.magnitude)
        let denominator = value.denominator
        return significant(
            numerator, denominator,
            estimate: Int((Double(numerator.bitWidth) - Double(denominator.bitWidth)) * 0.30103),
            negative: value.isNegative, digits: digits
        ) { BigInt(10).power($0) }
    }

    /// `significant` on the parts of |value| in words or BigInt; `tenTo(k)` is 10^k in the same kind.
    private static func significant<Whole: BinaryInteger>(
        _ numerator: Whole, _ denominator: Whole, estimate: Int, negative: Bool,
        digits: Int, tenTo: (Int) -> Whole
    ) -> String {
        // The decimal exponent: 10^exponent <= |value| < 10^(exponent+1), estimated from bit widths, then corrected.
        var exponent = estimate
        func compare(_ exponent: Int) -> Int {
            let (left, right) =
                exponent >= 0 ? (numerator, denominator * tenTo(exponent)) : (numerator * tenTo(-exponent), denominator)
            return left < right ? -1 : left == right ? 0 : 1
        }
        while compare(exponent) < 0 { exponent -= 1 }
        while compare(exponent + 1) >= 0 { exponent += 1 }
        let shift = digits - 1 - exponent
        let (top, bottom) =
            shift >= 0 ? (numerator * tenTo(shift), denominator) : (numerator, denominator * tenTo(-shift))
        var (mantissa, remainder) = top.quotientAndRemainder(dividingBy: bottom)
        let twice = remainder * 2
        if twice > bottom || (twice == bottom && mantissa % 2 != 0) { mantissa += 1 }
        var text = mantissa.description
        if text.count > digits {
            text.removeLast()
            exponent += 1
        }
        while text.count > 1 && text.hasSuffix("0") { text.removeLast() }
        let sign = negative ? "-" : ""
        if exponent >= digits || exponent < -6 {
            let rest = text.dropFirst()
            return sign + String(text.prefix(1)) + (rest.isEmpty ? "" : "." + rest) + (exponent < 0 ? "e-" : "e+")
                + String(abs(exponent))
        }
        if exponent < 0 { return sign + "0." + String(repeating: "0", count: -exponent - 1) + text }
        let whole =
            text.count > exponent + 1
            ? text.prefix(exponent + 1) : Substring(text + String(repeating: "0", count: exponent + 1 - text.count))
        let fraction = text.dropFirst(exponent + 1)
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `num/den`, or the integer.
    public static func fraction(_ value: Rational) -> String {
        value.isInteger ? value.numerator.description : "\(value.numerator)/\(value.denominator)"
    }

    private static func placePoint(_ digits: String, places: Int, negative: Bool) -> String {
        // On the bytes: the digits are ASCII, and this runs for every exact result a script prints.
        let bytes = Array(digits.utf8)
        let pad = max(0, places + 1 - bytes.count)
        var end = bytes.count
        while end > bytes.count - min(places, bytes.count), bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
        let fractionDigits = places - (bytes.count - end)  // the places left once trailing zeros are dropped
        let wholeCount = bytes.count + pad - places
        return String(unsafeUninitializedCapacity: 2 + wholeCount + fractionDigits) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            if negative { put(UInt8(ascii: "-")) }
            for index in 0..<(wholeCount + max(0, fractionDigits)) {
                if index == wholeCount { put(UInt8(ascii: ".")) }
                let source = index - pad
                put(source < 0 ? UInt8(ascii: "0") : bytes[source])
            }
            return count
        }
    }
}
