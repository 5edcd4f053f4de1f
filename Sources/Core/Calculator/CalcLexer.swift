/// One piece of an expression: its kind and where it stands. A number's value is kept apart, with the line's other
/// numbers (`CalcTokens.numbers`), and a name is its text in the input, so a token is plain data, copied for nothing.
struct CalcToken: Equatable {
    enum Kind: Equatable {
        /// A number; its value is `numbers[token.number]`.
        case number
        case name
        case plus, minus, times, divide, power, factorial, percent, degree
        case open, close, comma, equals
        /// `->` or `→`: convert to the unit after it.
        case convert
        case end
    }

    var kind: Kind
    var span: Range<Int>
    /// A number's place among the line's numbers.
    var number = 0
}

/// A line's tokens, and the values of its numbers in the order they stand.
struct CalcTokens {
    var tokens: [CalcToken]
    var numbers: [Rational]
}

/// Splits an expression into tokens: numbers with `_` separators and exponents, names
/// (including π, τ, φ), and the operators in ASCII and their Unicode forms.
enum CalcLexer {
    /// The most characters (Unicode scalars) one line may have. The calculator needs no limit on
    /// nesting, since nothing in it recurses; this one bounds the work a pasted file can ask for.
    static let lineLimit = 10_000

    /// The tokens of `scalars` (the input's Unicode scalars; spans index into them). Problems are
    /// reported left to right, so a number too long is named as such even where it runs past the line limit.
    static func tokens(_ scalars: [Unicode.Scalar], input: String, decimalComma: Bool = false) throws(CalculationError)
        -> CalcTokens
    {
        var tokens: [CalcToken] = []
        tokens.reserveCapacity(16)
        var numbers: [Rational] = []
        numbers.reserveCapacity(4)
        var index = 0
        func add(_ kind: CalcToken.Kind, from start: Int) {
            tokens.append(CalcToken(kind: kind, span: start..<index))
        }
        var calls: [Bool] = []  // for each open parenthesis, whether it holds a function's arguments
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            if start >= lineLimit { throw tooLong(scalars, input: input) }
            if scalar == " " || (!scalar.isASCII || scalar.value < 32) && scalar.properties.isWhitespace {
                index += 1
                continue
            }
            if isDigit(scalar) || scalar == "." {
                let value = try number(
                    scalars, &index, input: input, grouping: !calls.contains(true), decimalComma: decimalComma)
                tokens.append(CalcToken(kind: .number, span: start..<index, number: numbers.count))
                numbers.append(value)
                continue
            }
            if let length = temperatureScale(scalars, at: index) {
                index += length
                add(.name, from: start)
                continue
            }
            if isNameStart(scalar) {
                while index < scalars.count, isNameStart(scalars[index]) || isDigit(scalars[index]) { index += 1 }
                add(.name, from: start)
                continue
            }
            if !scalar.isASCII, let power = superscripts[scalar] {
                // `m²`, `s⁻¹`: a power written as superscripts.
                add(.power, from: start)
                var negative = false
                if power == -1 {
                    negative = true
                    index += 1
                }
                let digitsStart = index
                var value = 0
                while index < scalars.count, let digit = superscripts[scalars[index]], digit >= 0,
                    index - digitsStart < 4
                {
                    value = value * 10 + digit
                    index += 1
                }
                guard index > digitsStart else {
                    throw CalculationError(
                        Messages.mark("'⁻' needs a power after it, as in s⁻¹"), input: input, at: start..<index)
                }
                if negative { tokens.append(CalcToken(kind: .minus, span: start..<start + 1)) }
                tokens.append(CalcToken(kind: .number, span: digitsStart..<index, number: numbers.count))
                numbers.append(Rational(value))
                continue
            }
            index += 1
            switch scalar {
            case "+": add(.plus, from: start)
            case "-" where index < scalars.count && scalars[index] == ">", "→":
                if scalar == "-" { index += 1 }
                add(.convert, from: start)
            case "-", "−": add(.minus, from: start)
            case "*" where index < scalars.count && scalars[index] == "*":
                index += 1
                add(.power, from: start)
            case "*", "×", "·", "⋅": add(.times, from: start)
            case "/", "÷": add(.divide, from: start)
            case "^": add(.power, from: start)
            case "!": add(.factorial, from: start)
            case "%": add(.percent, from: start)
            case "°": add(.degree, from: start)
            case "\"": add(.name, from: start)  // the inch, `5"`
            case "(":
                // Inside a function's parentheses a comma parts the arguments, never digits.
                calls.append(tokens.last?.kind == .name)
                add(.open, from: start)
            case ")":
                _ = calls.popLast()
                add(.close, from: start)
            case ",": add(.comma, from: start)
            case "=": add(.equals, from: start)
            default:
                throw CalculationError(
                    Messages.mark("'%@' is not part of an expression"), [String(scalar)], input: input,
                    at: start..<index)
            }
        }
        if scalars.count > lineLimit { throw tooLong(scalars, input: input) }
        tokens.append(CalcToken(kind: .end, span: scalars.count..<scalars.count))
        return CalcTokens(tokens: tokens, numbers: numbers)
    }

    private static func tooLong(_ scalars: [Unicode.Scalar], input: String) -> CalculationError {
        CalculationError(
            reason: .counts(
                Messages.mark(
                    "the expression has %@ characters, more than the %@ one line may have; split it into steps with variables: 'x = …', then 'x + …'"
                ), [scalars.count, lineLimit]),
            input: input, at: lineLimit..<scalars.count)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    /// The text of some of a line's scalars, written straight into the string's storage (a name is read on
    /// every line; going through a scalar view cost a tenth of a unit line's time).
    static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var count = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// Superscript digits and the superscript minus (-1), for powers written `m²`.
    private static let superscripts: [Unicode.Scalar: Int] = [
        "⁰": 0, "¹": 1, "²": 2, "³": 3, "⁴": 4, "⁵": 5, "⁶": 6, "⁷": 7, "⁸": 8, "⁹": 9, "⁻": -1,
    ]

    /// The length of a temperature unit at `index`: `°C`, `°F`, `℃`, `℉`, and `Δ°C`, `Δ°F` for differences.
    private static func temperatureScale(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        func scale(_ at: Int) -> Bool {
            at + 1 < scalars.count && scalars[at] == "°" && (scalars[at + 1] == "C" || scalars[at + 1] == "F")
                && (at + 2 == scalars.count || !(isNameStart(scalars[at + 2]) || isDigit(scalars[at + 2])))
        }
        if scalars[index] == "℃" || scalars[index] == "℉" { return 1 }
        if scale(index) { return 2 }
        if scalars[index] == "Δ", scale(index + 1) { return 3 }
        return nil
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            || (!scalar.isASCII && scalar.properties.isAlphabetic)
    }

    /// Whether `scalars[index]` is a thousands separator: with `grouping`, a comma or thin space after 1–3
    /// digits (or after a group of three), followed by exactly three digits: `1,000`, `12 345.5`.
    static func separatesGroup(
        _ scalars: [Unicode.Scalar], _ index: Int, run: Int, grouped: Bool, grouping: Bool
    ) -> Bool {
        let scalar = scalars[index]
        guard grouping, scalar == "," || scalar == "\u{2009}" || scalar == "\u{202F}",
            grouped ? run == 3 : (1...3).contains(run)
        else { return false }
        let next = scalars[(index + 1)...].prefix(4)
        return next.count >= 3 && next.prefix(3).allSatisfy(isDigit)
            && !(next.count == 4 && isDigit(next[next.startIndex + 3]))
    }
}
