import TestSupport
import Testing

@testable import Core

/// The quick path gives exactly what the full parser and evaluator give, or steps aside.
struct PlainArithmeticTests {
    /// The full way, without the quick path.
    static func full(_ input: String) -> Number? {
        guard let statement = try? CalcParser.parse(input), statement.assignTo == nil else { return nil }
        var evaluator = CalcEvaluator(input: input)
        return try? evaluator.evaluate(statement.expression)
    }

    @Test(arguments: [
        "2+2", "332 - 405 + 10.68", "39 + 445 / 9.30", "8 / 2 / 2", "2 - -3", "-2 * 3", "(1 + 2) * 3", "((4))",
        ".5 + 1.",
        "999999999 * 999999999", "1 / 3 * 3", "0.1 + 0.2", "7 - 2 - 1", "2 * (3 + 4) - 5 / (1 - 0.5)",
    ])
    func agreesWithTheFullWay(input: String) throws {
        let quick = try #require(PlainArithmetic.value(of: input))
        #expect(Self.full(input) == .exact(quick))
    }

    @Test(arguments: [
        "", " ", "2(3)", "(3)(4)", "--3", "- 3", "1.2.3", "1/0", "2 % 3", "2^3", "x + 1", "1,000 + 1", "3 +", "(2",
        "2)",
        "1234567890123456789 + 1", "2 mod 3", "½",
        "999999999999999999 * 999999999999999999",
    ])
    func stepsAsideForAnythingElse(input: String) {
        #expect(PlainArithmetic.value(of: input) == nil)
    }

    @Test func tenThousandRandomLinesAgree() {
        let seed = TestSeed()
        var generator = seed.random
        for _ in 0..<10_000 {
            let input = Self.randomLine(using: &generator)
            if let quick = PlainArithmetic.value(of: input) {
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
