import BigInt

/// How the lexer reads a number: digits with a point or (in Russian) a decimal comma, groups of thousands, and
/// an exponent.
extension CalcLexer {
    /// `12`, `1_000`, `1,000` (with `grouping`), `1,5` and `0,125` (with `grouping` and `decimalComma`), `.5`, `2.`,
    /// `1.5e-3`; an `e` not followed by digits is left for the constant.
    static func number(
        _ scalars: [Unicode.Scalar], _ index: inout Int, input: String, grouping: Bool, decimalComma: Bool
    )
        throws(CalculationError) -> Rational
    {
        let start = index
        var small: UInt64 = 0
        var digits = ""  // only filled once the number outgrows a machine word
        var digitCount = 0
        var leadingZeros = 0
        var fractionDigits = 0
        var seenPoint = false
        var (run, grouped) = (0, false)  // digits since the start or the last group separator
        while index < scalars.count {
            let scalar = scalars[index]
            if isDigit(scalar) {
                run += 1
                let digit = UInt64(scalar.value - 48)
                if digit == 0, leadingZeros == digitCount { leadingZeros += 1 }
                if digitCount < 18 {
                    small = small * 10 + digit
                } else if digitCount < CalcEvaluator.digitLimit {
                    if digits.isEmpty { digits = String(small) }
                    digits.unicodeScalars.append(scalar)
                }
                digitCount += 1
                if seenPoint { fractionDigits += 1 }
            } else if scalar == "_", index + 1 < scalars.count, isDigit(scalars[index + 1]), digitCount > 0 {
                // a digit separator, as in 1_000_000
            } else if !seenPoint, leadingZeros < digitCount,
                separatesGroup(scalars, index, run: run, grouped: grouped, grouping: grouping)
            {
                (run, grouped) = (0, true)
            } else if scalar == ".", !seenPoint {
                seenPoint = true
            } else if scalar == ",", decimalComma, grouping, !seenPoint, !grouped, digitCount > 0,
                index + 1 < scalars.count,
                isDigit(scalars[index + 1])
            {
                // A decimal comma, as Russian writes numbers: `1,5`. Not in a function's arguments, where a comma
                // parts them (`max(1,5)`), nor where it reads as a thousands separator (`1,500`).
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digitCount > 0 else {
            throw CalculationError(
                Messages.mark("a lone '.' is not a number; write 0.5 or .5"), input: input, at: start..<index)
        }
        // Counted as typed, before any conversion: reading a long literal into a BigInt takes time quadratic in its length.
        guard digitCount <= CalcEvaluator.digitLimit else {
            throw CalculationError(
                Messages.mark("this number has more than 10,000 digits; write it with an exponent, as in 1.5e300"),
                input: input,
                at: start..<index)
        }
        var exponent = 0
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var look = index + 1
            var negative = false
            if look < scalars.count, scalars[look] == "+" || scalars[look] == "-" {
                negative = scalars[look] == "-"
                look += 1
            }
            let exponentStart = look
            while look < scalars.count, isDigit(scalars[look]) { look += 1 }
            if look > exponentStart {
                guard look - exponentStart <= 5,
                    let value = Int(String(String.UnicodeScalarView(scalars[exponentStart..<look])))
                else {
                    throw CalculationError(
                        Messages.mark("the exponent of this number is too large"), input: input, at: start..<look)
                }
                exponent = negative ? -value : value
                index = look
            }
        }
        var scale = exponent - fractionDigits
        // 5e-83077 would be a fraction with an 83,078-digit denominator, 5e83077 an 83,078-digit whole
        // number: refuse them like any result past the limit (which lets 1e10000 through, as it does 10^9999 × 10).
        guard abs(scale) <= CalcEvaluator.digitLimit, digitCount - leadingZeros + scale <= CalcEvaluator.digitLimit + 1
        else {
            throw CalculationError(
                Messages.mark("this number would have more than 10,000 digits"), input: input, at: start..<index)
        }
        // Up to 18 digits and a power of ten within 10^18: machine words, no BigInt.
        if digits.isEmpty, abs(scale) <= 18 {
            let power = (0..<abs(scale)).reduce(Int64(1)) { product, _ in product * 10 }
            let (scaled, overflow) = Int64(small).multipliedReportingOverflow(by: scale > 0 ? power : 1)
            if !overflow, let value = Rational(words: scaled, scale < 0 ? power : 1) { return value }
        }
        let whole = digits.isEmpty ? BigInt(small) : BigInt(digits)!  // ASCII digits only: always reads
        var value = Rational(whole)
        if scale > 0 { value = value * Rational(BigInt(10).power(scale)) }
        if scale < 0 {
            scale = -scale
            value = Rational(whole, BigInt(10).power(scale))
        }
        return value
    }
}
