import BigInt
import Core
import Testing

struct CalculatorTests {
    static func result(_ input: String, digits: Int = 15) throws -> (text: String, exact: Bool) {
        try Calculator.evaluate(input, memory: CalculatorMemory()).value.formatted(digits: digits)
    }

    @Test(arguments: [
        ("0.1 + 0.2", "0.3"), ("1/8", "0.125"), ("30!", "265252859812191058636308480000000"),
        ("10^100 + 1 - 10^100", "1"), ("sqrt(16)", "4"), ("2^-2", "0.25"), ("-2^2", "-4"), ("2^3^2", "512"),
        ("2 ** 10", "1024"), ("200 + 10%", "220"), ("200 - 10%", "180"), ("50 × 10%", "5"), ("50 ÷ 10%", "500"),
        ("25%", "0.25"), ("10% of 200", "20"), ("3(4+5)", "27"), ("(1+2)(3+4)", "21"), ("1_000_000", "1000000"),
        (".5 + 2.", "2.5"), ("1.5e-3", "0.0015"), ("2e3", "2000"), ("6 × 7 − 8 ÷ 4 · 2", "38"), ("7 mod 3", "1"),
        ("-7 mod 3", "2"), ("7.5 mod 2", "1.5"), ("log(1000)", "3"), ("log(8, 2)", "3"), ("log2(1/8)", "-3"),
        ("ln(1)", "0"), ("gcd(12, 18)", "6"), ("lcm(4, 6)", "12"), ("round(2.5)", "3"), ("round(-2.5)", "-3"),
        ("floor(-2.5)", "-3"), ("ceil(2.1)", "3"), ("trunc(-2.7)", "-2"), ("abs(-3/4)", "0.75"), ("min(3, 1/2)", "0.5"),
        ("max(2, 7, 3)", "7"), ("8^(1/3)", "2"), ("(16/81)^(3/4)", "0.296296296296296"), ("cbrt(-27)", "-3"),
        ("0!", "1"), ("3!!", "720"), ("-(2)", "-2"), ("+5", "5"), ("1/-4", "-0.25"),
        ("1,000 + 1", "1001"), ("1,000,000/4", "250000"), ("12,345.5", "12345.5"), ("(1,000 + 1)", "1001"),
        ("2(1,000)", "2000"),
        ("12\u{2009}345", "12345"), ("max(1,000)", "1"), ("gcd(1,000, 10)", "1"),
    ])
    func exactResults(input: String, shown: String) throws {
        #expect(try Self.result(input).text == shown)
    }

    @Test(arguments: [
        ("1/3", "0.333333333333333"), ("2/3", "0.666666666666667"), ("sqrt(2)", "1.4142135623731"),
        ("2pi", "6.28318530717959"), ("π", "3.14159265358979"), ("tau", "6.28318530717959"), ("e", "2.71828182845905"),
        ("phi", "1.61803398874989"), ("atan2(1, 1)", "0.785398163397448"), ("exp(1)", "2.71828182845905"),
        ("1e30/3", "3.33333333333333e+29"), ("10^-30/7", "1.42857142857143e-31"), ("2^0.5", "1.4142135623731"),
        ("ln(10)", "2.30258509299405"), ("1000000/7", "142857.142857143"),
    ])
    func approximateResultsAreMarked(input: String, shown: String) throws {
        let result = try Self.result(input)
        #expect(result.text == shown)
        #expect(result.exact == false)
    }

    /// At multiples of π/6 and π/4 whose value is rational, trigonometry is exact; elsewhere, and a few
    /// ulps away from such an angle, it is not.
    @Test(arguments: [
        ("sin(pi)", "0", true), ("cos(pi/3)", "0.5", true), ("tan(pi/4)", "1", true), ("sin(-pi/2)", "-1", true),
        ("cos(2pi)", "1", true), ("sin(7pi/6)", "-0.5", true), ("tan(3pi/4)", "-1", true), ("sin(90°)", "1", true),
        ("cos(120°)", "-0.5", true), ("sin(pi/4)", "0.707106781186548", false),
        ("sin(3.1415926536)", "-1.02067615373566e-11", false),
        ("sin(1)", "0.841470984807897", false), ("sin(1e-20)", "1e-20", false), ("tan(-1e-30)", "-1e-30", false),
    ])
    func trigonometryAtSpecialAnglesIsExact(input: String, shown: String, exact: Bool) throws {
        let result = try Self.result(input)
        #expect(result.text == shown)
        #expect(result.exact == exact)
    }

    @Test func tanHasNoValueAtAQuarterTurn() {
        #expect(throws: CalculationError.self) { try Self.result("tan(pi/2)") }
        do { _ = try Self.result("tan(90°)") } catch {
            #expect(
                (error as? CalculationError)?.message.hasPrefix("tan has no value at π/2 or any odd multiple of it")
                    == true)
        }
    }

    @Test func digitsAndFractions() throws {
        #expect(try Self.result("1/7", digits: 40).text == "0.1428571428571428571428571428571428571429")
        #expect(try Self.result("2/3", digits: 1).text == "0.7")
        #expect(try Self.result("123456/7", digits: 3).text == "1.76e+4")
        let third = try Calculator.evaluate("1/3", memory: CalculatorMemory()).value
        #expect(third.magnitude.rational.map(NumberFormat.fraction) == "1/3")
        #expect(NumberFormat.fraction(Rational(-6, 4)) == "-3/2")
    }

    @Test func variablesAndTheLastResult() throws {
        let memory = CalculatorMemory()
        #expect(try Calculator.evaluate("x = 3", memory: memory).assigned == "x")
        #expect(try Calculator.evaluate("x^2 + 1", memory: memory).value.magnitude == Number(10))
        #expect(try Calculator.evaluate("ans * 2", memory: memory).value.magnitude == Number(20))
        #expect(try Calculator.evaluate("_ + x", memory: memory).value.magnitude == Number(23))
        #expect(memory.variables["x"]?.magnitude == Number(3))
    }

    @Test func theReadingShowsHowCoachParsedIt() throws {
        let memory = CalculatorMemory()
        #expect(try Calculator.evaluate("2*(3+4)", memory: memory).reading == "2 × (3 + 4)")
        let percent = try Calculator.evaluate("200+10%", memory: memory)
        #expect(percent.reading == "200 + 10%")
        #expect(percent.readPercentOfLeft)
        #expect(try Calculator.evaluate("y=2pi", memory: memory).reading == "y = 2pi")
        #expect(try Calculator.evaluate("-2^2", memory: memory).reading == "−2^2")
    }

    /// The reading, typed again, gives the same value: juxtaposed names and numbers keep a space where
    /// they would otherwise run together (found by the fuzzer: `x  1/3` read as `x1 ÷ 3`).
    @Test(arguments: [
        ("x  1/3", "x 1 ÷ 3"), ("2 x 3", "2x 3"), ("x pi", "x pi"), ("2pi", "2pi"), ("2 e5", "2 e5"), ("2 E", "2 E"),
        ("x(2)", "x(2)"), ("(1+2)(3+4)", "(1 + 2)(3 + 4)"), ("3! x", "3!x"), ("x 2!", "x 2!"), ("x_1 2", "x_1 2"),
    ])
    func theReadingGivesTheSameValue(input: String, reading: String) throws {
        let memory = CalculatorMemory()
        for assignment in ["x = 2", "e5 = 3", "E = 5", "x_1 = 7"] {
            _ = try Calculator.evaluate(assignment, memory: memory)
        }
        let calculation = try Calculator.evaluate(input, memory: memory)
        #expect(calculation.reading == reading)
        #expect(try Calculator.evaluate(calculation.reading, memory: memory).value == calculation.value)
    }

    @Test(arguments: [
        ("2 + * 3", "expected a number after '*'\n  2 + * 3\n      ^"),
        ("2 +", "expected a number after '+'\n  2 +\n     ^"),
        ("1/0", "division by zero\n  1/0\n    ^"),
        ("5 mod (2-2)", "mod by zero\n  5 mod (2-2)\n        ^^^^^"),
        ("sqr(2)", "unknown function 'sqr'. Did you mean 'sqrt'?\n  sqr(2)\n  ^^^"),
        ("y + 1", "unknown variable or unit 'y'; assign it first, as in 'y = 3'\n  y + 1\n  ^"),
        ("atan2(1)", "atan2 takes 2 arguments: atan2(y, x); got 1\n  atan2(1)\n  ^^^^^^^^"),
        ("(1+2", "unbalanced parenthesis: this '(' is never closed\n  (1+2\n  ^"),
        ("1+2)", "unbalanced parenthesis: this ')' has no matching '('\n  1+2)\n     ^"),
        ("2 3", "expected an operator between '2' and '3'\n  2 3\n    ^"),
        ("3.5!", "factorial needs a whole number 0 or more\n  3.5!\n  ^^^^"),
        ("10001!", "factorials stop at 10,000!\n  10001!\n  ^^^^^^"),
        ("5000!", "the result would have more than 10,000 digits\n  5000!\n  ^^^^^"),
        ("10^20000", "the result would have more than 10,000 digits\n  10^20000\n  ^^^^^^^^"),
        ("9^9^9", "the result would have more than 10,000 digits\n  9^9^9\n  ^^^^^"),
        ("00.5e-83077", "this number would have more than 10,000 digits\n  00.5e-83077\n  ^^^^^^^^^^^"),
        ("1e10001 + 1", "this number would have more than 10,000 digits\n  1e10001 + 1\n  ^^^^^^^"),
        ("123e9999", "this number would have more than 10,000 digits\n  123e9999\n  ^^^^^^^^"),
        ("0.5e10002", "this number would have more than 10,000 digits\n  0.5e10002\n  ^^^^^^^^^"),
        ("sqrt(-1)", "sqrt of a negative number has no real result\n  sqrt(-1)\n  ^^^^^^^^"),
        ("(-8)^0.5", "a negative number to a fractional power has no real result\n  (-8)^0.5\n  ^^^^^^^^"),
        ("ln(0)", "logarithms need a positive number\n  ln(0)\n  ^^^^^"),
        ("pi = 3", "'pi' is a built-in name; choose another, as in 'x = 3'\n  pi = 3\n  ^^"),
        ("2 # 3", "'#' is not part of an expression\n  2 # 3\n    ^"),
        ("sqrt", "sqrt is a function; call it as sqrt(x)\n  sqrt\n  ^^^^"),
        (".", "a lone '.' is not a number; write 0.5 or .5\n  .\n  ^"),
    ])
    func errorsPointAtTheInput(input: String, message: String) {
        #expect(throws: CalculationError.self) { try Calculator.evaluate(input, memory: CalculatorMemory()) }
        do {
            _ = try Calculator.evaluate(input, memory: CalculatorMemory())
        } catch {
            #expect(error.message == message)
        }
    }

    @Test(arguments: [
        ("2*(3+4)", true), ("-1", true), ("(1)", true), (".5", true), ("pi/2", true), ("sqrt(2)", true),
        ("x = 3", true),
        ("y + 1", true), ("sqr(2)", true), ("mile to km", true), ("km/h -> m/s", true), ("time to go", false),
        ("stopwach start", false), ("hello", false), ("", false), ("meal add Apple 52", false),
    ])
    func whatTheShellSendsToTheCalculator(line: String, calculates: Bool) {
        #expect(Calculator.looksLikeExpression(line, memory: CalculatorMemory()) == calculates)
    }
}

struct RationalTests {
    @Test func normalisesSignsAndCommonFactors() {
        #expect(Rational(6, -4) == Rational(-3, 2))
        #expect(Rational(0, -5) == .zero)
        #expect(Rational(1, 3) + Rational(1, 6) == Rational(1, 2))
        #expect(Rational(2, 3).power(-2) == Rational(9, 4))
    }

    static let long: [Rational] = [
        Rational(BigInt(3).power(200), BigInt(2).power(150)), Rational(-BigInt(6).power(100), BigInt(35).power(40)),
        Rational(BigInt(10).power(80) + 1), Rational(7, BigInt(2).power(70) * 3), Rational(-5, 12), Rational(12), .zero,
        Rational(BigInt(2).power(64) - 1, BigInt(2).power(64) + 1),
        Rational(BigInt(6).power(90), BigInt(10).power(60) + 7),
    ]

    /// The shortcuts in `+`, `×` and `÷` (no GCD with a whole number, cancelling across) give the
    /// same fractions as reducing the plain cross products, for short and long numbers alike.
    @Test(arguments: long, long)
    func arithmeticMatchesThePlainFormulas(a: Rational, b: Rational) {
        #expect(
            a + b == Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator))
        #expect(
            a - b == Rational(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator))
        #expect(a * b == Rational(a.numerator * b.numerator, a.denominator * b.denominator))
        if !b.isZero { #expect(a / b == Rational(a.numerator * b.denominator, a.denominator * b.numerator)) }
    }

    @Test(arguments: [
        (Rational(16, 9), 2, Rational(4, 3) as Rational?), (Rational(-27), 3, Rational(-3)), (Rational(2), 2, nil),
        (Rational(-4), 2, nil),
    ])
    func exactRoots(value: Rational, n: Int, root: Rational?) {
        #expect(value.root(n) == root)
    }

    @Test func roundingHelpers() {
        #expect(Rational(-5, 2).floor == -3)
        #expect(Rational(-5, 2).ceiling == -2)
        #expect(Rational(-5, 2).truncated == -2)
        #expect(Rational(5, 2).rounded == 3)
        #expect(Rational(1, 3).doubleValue == 1.0 / 3)
        #expect(Rational(exactly: 0.1)! != Rational(1, 10))
        #expect(Rational(exactly: 0.5) == Rational(1, 2))
    }
}
