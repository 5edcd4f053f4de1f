import Core
import Foundation
import TestSupport
import Testing

/// Every digit the calculator shows of a function's value is right: mpmath at 700 digits (scripts/mpmath-oracle.py)
/// is the oracle, over seeded points and the hard ones (poles, cancellation, subnormals, huge arguments). A result
/// must be the true value correctly rounded to the digits asked, 15 and 30.
struct DigitOracleTests {
    /// Points where floating point goes wrong, each named in issue 51 or a classic of its kind.
    static let hard = [
        "tan(1.5707963267949)", "tan(1.57079632679489661923)", "tan(-1.5707963267948966)", "tan(1e-300)",
        "sin(3.14159265358979323846)", "cos(1.5707963267948966192313216916)", "sin(1e22)", "sin(10^100)",
        "cos(10^300)", "1 - cos(1e-9)", "1 - cos(1e-300)", "ln(1.0000000000001)", "ln(0.99999999999999999)",
        "ln(10^400)", "log(10^5000)", "log(2^1000, 3)", "exp(-745)", "exp(-744.44)", "exp(709.79)", "exp(1e-20) - 1",
        "exp(-1e-20)", "sqrt(1e-320)", "sinh(1e-30)", "sinh(-700)", "cosh(1e-10) - 1", "1 - tanh(20)", "tanh(1e-25)",
        "atan(1e300)", "atan(-1e-300)", "asin(0.9999999999999999)", "acos(0.9999999999999999)", "acos(-1)",
        "asin(1e-200)", "(1 + 1e-15)^(10^15)", "pi - 3.14159265358979", "e^(pi*sqrt(163))", "cbrt(-1e-300)",
        "2^0.5", "10^-0.5", "atan2(1e-300, -1)", "atan2(-1, -1e-300)", "log2(3)", "ln(2)", "exp(1)",
    ]

    /// Seeded arguments across each function's whole domain: decimals of 1 to 17 digits at every scale it takes.
    static func draw(_ random: inout SeededRandom, count: Int) -> [String] {
        func decimal(_ exponents: ClosedRange<Int>, signed: Bool) -> String {
            let digits = (0..<Int.random(in: 1...17, using: &random)).map { index in
                String(Int.random(in: index == 0 ? 1...9 : 0...9, using: &random))
            }.joined()
            let exponent = Int.random(in: exponents, using: &random) - (digits.count - 1)
            let sign = signed && Bool.random(using: &random) ? "-" : ""
            return sign + digits + (exponent == 0 ? "" : "e\(exponent)")
        }
        let functions: [(String, ClosedRange<Int>, Bool)] = [
            ("sin", -30...30, true), ("cos", -30...30, true), ("tan", -30...30, true), ("atan", -300...300, true),
            ("sinh", -30...2, true), ("cosh", -30...2, true), ("tanh", -30...2, true), ("exp", -30...2, true),
            ("ln", -300...300, false), ("log", -300...300, false), ("log2", -300...300, false),
            ("sqrt", -300...300, false), ("cbrt", -300...300, true), ("asin", -30...(-1), true),
            ("acos", -30...(-1), true),
        ]
        return (0..<count).map { _ in
            let (name, exponents, signed) = functions[Int.random(in: 0..<functions.count, using: &random)]
            return "\(name)(\(decimal(exponents, signed: signed)))"
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func everyDigitShownIsRight() throws {
        let seed = TestSeed()
        var random = seed.random
        let expressions = Self.hard + Self.draw(&random, count: 400)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("digit-oracle-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("expressions.json")
        try JSONEncoder().encode(expressions).write(to: input)
        let script = FSRSOracleTests.root.appendingPathComponent("scripts/mpmath-oracle.py").path
        let truths = try JSONDecoder().decode([String].self, from: try FSRSOracleTests.python([script, input.path]))
        try #require(truths.count == expressions.count)
        var agreed = 0
        for (expression, truth) in zip(expressions, truths) {
            for digits in [15, 30] {
                let value = try? Calculator.evaluate(expression, memory: CalculatorMemory(), digits: digits).value
                    .magnitude
                // An exact result is shown whole (`1e-160` has 160 places); its digits are compared.
                let shown = value.map {
                    $0.rational.map { NumberFormat.significant($0, digits: digits) }
                        ?? $0.formatted(digits: digits).text
                }
                let expected = truth == "undefined" ? nil : Self.rounded(truth, digits: digits)
                #expect(shown == expected, "\(expression) to \(digits) digits; mpmath: \(truth). \(seed)")
                if shown == expected { agreed += 1 }
            }
        }
        print("DigitOracleTests: \(agreed) of \(expressions.count * 2) results agree with mpmath. \(seed)")
    }

    /// mpmath's `d.ddd…e±x` rounded to `digits` significant digits, written as the calculator writes numbers.
    static func rounded(_ text: String, digits: Int) -> String {
        let parts = text.split(separator: "e")
        let exponent = parts.count == 2 ? Int(parts[1])! : 0
        let negative = parts[0].hasPrefix("-")
        let mantissa = parts[0].filter(\.isNumber)
        let whole = parts[0].drop { $0 == "-" }.prefix { $0 != "." }.count
        // The exact value is mantissa·10^(exponent + whole − count); its rounding is the calculator's own.
        let scale = exponent + whole - mantissa.count
        let literal = (negative ? "-" : "") + mantissa + "e" + String(scale)
        let value = try! Calculator.evaluate(literal, memory: CalculatorMemory()).value.magnitude.rational!
        return NumberFormat.significant(value, digits: digits)
    }
}
