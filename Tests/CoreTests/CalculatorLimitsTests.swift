import Core
import Testing

/// Lines as long and as deep as the calculator reads, and just past its limits: a typo or a
/// pasted file gives an answer or an error, never a crash or a long wait.
struct CalculatorLimitsTests {
    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    static func message(_ input: String) -> String? {
        do {
            _ = try Calculator.evaluate(input, memory: CalculatorMemory())
            return nil
        } catch {
            return error.message
        }
    }

    /// Each input is 9,997 to 10,000 characters: as long as one line may be.
    @Test(arguments: [
        ("5,000 ones added", repeated("1+", 4999) + "1", "5000"),
        ("4,999 nested parentheses", repeated("(", 4999) + "7" + repeated(")", 4999), "7"),
        ("2,499 nested sums", repeated("(1+", 2499) + "1" + repeated(")", 2499), "2500"),
        ("1,666 nested square roots", repeated("sqrt(", 1666) + "1" + repeated(")", 1666), "1"),
        ("a tower of 5,000 powers", repeated("1^", 4999) + "1", "1"),
        ("9,998 minus signs", repeated("-", 9998) + "3", "3"),
        ("1,249 percentages of", repeated("100% of ", 1249) + "8", "8"),
        ("2,499 chained factors", repeated("2/2*", 2499) + "1", "1"),
    ])
    func theLongestAndDeepestLinesGiveAnAnswer(name: String, input: String, shown: String) throws {
        #expect(input.count <= 10_000)
        let value = try Calculator.evaluate(input, memory: CalculatorMemory())
        #expect(value.value.formatted(digits: 15).text == shown)
        #expect(value.reading.count >= input.count / 3)
    }

    @Test func aLineJustPastTheLengthLimitIsRefusedWithACaret() {
        let input = Self.repeated("1+", 5000) + "1"
        #expect(
            Self.message(input) == """
                the expression has 10,001 characters, more than the 10,000 one line may have; \
                split it into steps with variables: 'x = …', then 'x + …'
                  …\(Self.repeated("1+", 20))1
                  \(Self.repeated(" ", 41))^
                """)
        #expect(
            Self.message(Self.repeated("(", 5001) + Self.repeated(")", 5001))?.hasPrefix(
                "the expression has 10,002 characters") == true)
    }

    @Test(arguments: [
        ("10,001 digits", repeated("1", 10_001)),
        ("80,000 digits", repeated("9", 80_000)),
        ("10,001 digits after the point", "0." + repeated("5", 10_000)),
        ("digits either side of the point", repeated("1", 5000) + "." + repeated("1", 5001)),
        ("a mebibyte of digits", repeated("7", 1 << 20)),
    ])
    func everyNumberIsLimitedToTenThousandDigits(name: String, input: String) {
        let message = Self.message(input)
        #expect(
            message?.hasPrefix("this number has more than 10,000 digits; write it with an exponent, as in 1.5e300\n  ")
                == true)
        #expect(message?.hasSuffix("^") == true)
    }

    /// Found by the fuzzer: each `+ 1` reduced a 1,035-digit fraction with a binary GCD, 13 s for the
    /// line in a release build. Adding a whole number needs no GCD, nor does scaling by a small one.
    @Test(arguments: [
        ("223^-441" + repeated("+1", 4000), "223^-441 + 4000"),
        ("2^-2000" + repeated("*3", 3000), "3^3000/2^2000"),
        (repeated("1+", 1000) + "7^-1000" + repeated("-1", 1000), "7^-1000"),
    ])
    func longNumbersTakeTheShortcutsArithmeticAllows(input: String, value: String) throws {
        let memory = CalculatorMemory()
        let expected = try Calculator.evaluate(value, memory: memory).value
        #expect(try Calculator.evaluate(input, memory: memory).value == expected)
    }

    /// What no shortcut avoids is limited per line, so a pasted line cannot keep the shell busy for
    /// minutes: here each sum reduces a fraction whose numerator and denominator both have thousands of digits.
    @Test(arguments: [
        "x = 7^-5000" + repeated(" + 1/3", 1600),
        repeated("2^3000/3^2000+", 700) + "1",
    ])
    func aLineMayDoOnlySoMuchArithmeticOnLongNumbers(input: String) {
        let message = Self.message(input)
        #expect(
            message?.hasPrefix(
                "this line does too much arithmetic on long numbers at once; split it into steps with variables")
                == true)
    }

    @Test func aTenThousandDigitNumberIsRead() throws {
        let memory = CalculatorMemory()
        #expect(
            try Calculator.evaluate(Self.repeated("9", 10_000), memory: memory).value.magnitude.rational?.numerator
                .description.count == 10_000)
        let value = try Calculator.evaluate("ans + 1", memory: memory).value
        #expect(value.magnitude.rational?.numerator.description == "1" + Self.repeated("0", 10_000))
        #expect(try Calculator.evaluate("1e10000", memory: memory).value == value)
        #expect(try Calculator.evaluate("000.1e10001", memory: memory).value == value)
    }

    @Test func aLongLineShowsTheInputAroundTheCaret() {
        let input = Self.repeated("1+", 3000) + "x" + Self.repeated("+1", 1000)
        #expect(
            Self.message(input) == """
                unknown variable or unit 'x'; assign it first, as in 'x = 3'
                  …\(Self.repeated("1+", 20))x\(Self.repeated("+1", 20))…
                  \(Self.repeated(" ", 41))^
                """)
    }
}
