import TestSupport
import Testing

@testable import Core

/// Plain arithmetic on machine words (`CalcExpression.wordValue`) gives exactly what evaluating the same steps with
/// units and limits gives, or steps aside.
struct WordArithmeticTests {
    /// The steps of `input`, as the calculator parses it.
    static func expression(_ input: String) -> CalcExpression? {
        guard let statement = try? CalcParser.parse(input), statement.assignTo == nil else { return nil }
        return statement.expression
    }

    /// The value of the steps worked out one by one, without the words' path.
    static func full(_ input: String) -> Number? {
        guard let expression = expression(input) else { return nil }
        var evaluator = CalcEvaluator(input: input)
        return try? evaluator.evaluateSteps(expression).plainValue
    }

    static func quick(_ input: String) -> Rational? { expression(input)?.wordValue }

    @Test(arguments: [
        "2+2", "332 - 405 + 10.68", "39 + 445 / 9.30", "8 / 2 / 2", "2 - -3", "-2 * 3", "(1 + 2) * 3", "((4))",
        ".5 + 1.", "--3", "- 3", "1,000 + 1", "1234567890123456789 + 1",
        "999999999 * 999999999", "1 / 3 * 3", "0.1 + 0.2", "7 - 2 - 1", "2 * (3 + 4) - 5 / (1 - 0.5)",
    ])
    func agreesWithTheFullWay(input: String) throws {
        let quick = try #require(Self.quick(input))
        #expect(Self.full(input) == .exact(quick))
    }

    @Test(arguments: [
        "", " ", "2(3)", "(3)(4)", "1.2.3", "1/0", "2 % 3", "2^3", "x + 1", "3 +", "(2", "2)", "2 mod 3", "5!",
        "999999999999999999 * 999999999999999999", "2 km + 3", "sqrt(4)", "ans + 1",
    ])
    func stepsAsideForAnythingElse(input: String) {
        #expect(Self.quick(input) == nil)
    }

    @Test func tenThousandRandomLinesAgree() {
        let seed = TestSeed()
        var generator = seed.random
        for _ in 0..<10_000 {
            let input = Self.randomLine(using: &generator)
            if let quick = Self.quick(input) {
                #expect(Self.full(input) == .exact(quick), "\(input), \(seed)")
            }
        }
    }

    static func randomLine(using generator: inout some RandomNumberGenerator) -> String {
        func number() -> String {
            let whole = String(Int.random(in: 0...99_999, using: &generator))
            let sign = Int.random(in: 0..<5, using: &generator) == 0 ? "-" : ""
            return sign
                + (Bool.random(using: &generator)
                    ? whole : whole + "." + String(Int.random(in: 0...999, using: &generator)))
        }
        func operand(_ depth: Int) -> String {
            depth < 2 && Int.random(in: 0..<4, using: &generator) == 0 ? "(" + expression(depth + 1) + ")" : number()
        }
        func expression(_ depth: Int) -> String {
            (0..<Int.random(in: 0...3, using: &generator)).reduce(operand(depth)) { line, _ in
                line + [" + ", " - ", " * ", " / ", "+", "*"].randomElement(using: &generator)! + operand(depth)
            }
        }
        return expression(0)
    }
}
