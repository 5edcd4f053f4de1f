import Core
import Testing

struct EquationSolverTests {
    func roots(_ equation: String, for symbol: String, _ given: [String: Int]) throws -> [Number] {
        EquationSolver.roots(of: try FormulaEquation(equation), for: symbol, given: given.mapValues { Number($0) })
    }

    @Test(arguments: [
        ("E = 1/2*m*v^2", "m", ["E": 9, "v": 3], "2"),
        ("E = 1/2*m*v^2", "E", ["m": 2, "v": 3], "9"),
        ("P*V = n*R*T", "T", ["P": 3, "V": 4, "n": 2, "R": 3], "2"),
        ("a = b/3 - c", "b", ["a": 1, "c": 1], "6"),
    ])
    func linearUnknownsAreSolvedExactly(equation: String, symbol: String, given: [String: Int], expected: String) throws
    {
        let found = try roots(equation, for: symbol, given)
        #expect(found.count == 1)
        #expect(found.first?.formatted().text == expected)
        #expect(found.first?.rational != nil)
    }

    @Test func aSquaredUnknownGivesThePositiveRootFirstAndSnapsToExactValues() throws {
        let found = try roots("E = 1/2*m*v^2", for: "v", ["E": 9, "m": 2])
        #expect(found == [.exact(Rational(3)), .exact(Rational(-3))])
    }

    /// A ratio to an even power has a negative root too (3·r⁴ = 48 at r = ±2), and 1 + r + r² + r³ + r⁴ = 61 has
    /// r = −3 beside 2.4598: the whole exponent is known exactly though the solver works in doubles.
    @Test func aRatioToAWholePowerGivesItsNegativeRootsToo() throws {
        #expect(
            try roots("a_n = a1*r^(n - 1)", for: "r", ["a_n": 48, "a1": 3, "n": 5]) == [
                .exact(Rational(2)), .exact(Rational(-2)),
            ])
        let series = try roots("S = a1*(1 - r^n)/(1 - r)", for: "r", ["S": 61, "a1": 1, "n": 5])
        #expect(series.count == 2)
        #expect(series.first.map { abs($0.double - 2.459756032) < 1e-9 } == true)
        #expect(series.last == .exact(Rational(-3)))
    }

    @Test func anUnknownInADivisorIsSolvedNumericallyAndSnapped() throws {
        #expect(try roots("y = 1/x", for: "x", ["y": 4]) == [.exact(Rational(1) / Rational(4))])
    }

    @Test func anIrrationalRootStaysApproximate() throws {
        let found = try roots("y = x^2", for: "x", ["y": 2])
        #expect(found.count == 2)
        #expect(found.first.map { abs($0.double - 2.0.squareRoot()) < 1e-12 } == true)
        #expect(found.first?.rational == nil)
    }

    @Test func aPeriodicEquationGivesTheSmallestPositiveRootsFirst() throws {
        let found = try roots("y = sin(x)", for: "x", ["y": 0])
        #expect(found.first?.double == 0)
        #expect(found.dropFirst().first.map { abs($0.double - Double.pi) < 1e-9 } == true)
    }

    @Test(arguments: [("y = x^2", ["y": -1]), ("y = sqrt(x)", ["y": -2]), ("y = exp(x)", ["y": 0])])
    func noRealSolutionIsAnEmptyList(equation: String, given: [String: Int]) throws {
        #expect(try roots(equation, for: "x", given).isEmpty)
    }

    @Test func aPoleIsNotARoot() throws {
        #expect(try roots("y = 1/(x - 2)", for: "x", ["y": 0]).isEmpty)
    }

    @Test(arguments: [
        ("F m*a", "an equation needs one '=', as in 'F = m*a'\n  F m*a\n       ^"),
        ("a = b = c", "an equation has exactly one '='; this one has 2\n  a = b = c\n        ^"),
        ("F = m**", "expected a number after '**'\n  F = m**\n         ^"),
        (" = m*a", "each side of '=' needs an expression\n   = m*a\n  ^"),
    ])
    func malformedEquationsPointAtTheProblem(equation: String, message: String) {
        #expect(throws: CalculationError.self) { try FormulaEquation(equation) }
        do { _ = try FormulaEquation(equation) } catch { #expect(error.message == message) }
    }
}

struct FormulaSolvingTests {
    let kinetic = FormulaCatalog.bundled.first { $0.id == "kinetic-energy" }!

    func message(_ formula: Formula, _ values: [String]) -> String? {
        do {
            _ = try formula.solve(values, memory: CalculatorMemory())
            return nil
        } catch { return error.message }
    }

    @Test func valuesMayBeExpressionsOrCarryTheirUnit() throws {
        #expect(
            try kinetic.solve(["m=2kg", "v=3*2"], memory: CalculatorMemory())
                == .solved(symbol: "E", values: [Number(36)]))
        #expect(
            try kinetic.solve(
                ["m = 2 kg", "v=ans"],
                memory: {
                    let m = CalculatorMemory()
                    _ = try? Calculator.evaluate("3", memory: m)
                    return m
                }())
                == .solved(symbol: "E", values: [Number(9)]))
    }

    @Test func everyValueGivenChecksTheEquation() throws {
        #expect(
            try kinetic.solve(["m=2", "v=3", "E=9"], memory: CalculatorMemory())
                == .checked(left: Number(9), right: Number(9), holds: true))
        #expect(
            try kinetic.solve(["m=2", "v=3", "E=10"], memory: CalculatorMemory())
                == .checked(left: Number(10), right: Number(9), holds: false))
    }

    @Test func theAnswerBecomesAns() throws {
        let memory = CalculatorMemory()
        _ = try kinetic.solve(["m=2", "E=9"], memory: memory)
        #expect(memory.variables["ans"]?.magnitude == Number(3))
        #expect(memory.variables["ans"]?.unit.text == "m/s")
    }

    @Test(arguments: [
        (
            ["m=2"],
            "more than one value is missing: E (kinetic energy) and v (speed). Give all but one, e.g. 'formula solve kinetic-energy m=2 E=9'"
        ),
        (
            [],
            "more than one value is missing: E (kinetic energy), m (mass) and v (speed). Give all but one, e.g. 'formula solve kinetic-energy E=9 m=2'"
        ),
        (["m=2", "x=1"], "'kinetic-energy' has no variable 'x'. Its variables are E, m and v."),
        (["m=2", "vv=1"], "'kinetic-energy' has no variable 'vv'. Did you mean 'v'? Its variables are E, m and v."),
        (
            ["m=2", "E=-9"],
            "no real value of v satisfies 'kinetic-energy' with m=2 and E=-9; check the values and their signs"
        ),
        (["m2"], "'m2' is not a value; write each as name=value, e.g. 'E=2'"),
        (["m=2", "m=3"], "'m' is given twice; give each value once"),
        (["m=2", "v=3+"], "the value of v is not a number: expected a number after '+'\n  3+\n    ^"),
    ])
    func mistakesSayWhatToGive(values: [String], expected: String) {
        #expect(message(kinetic, values) == expected)
    }

    @Test func identitiesHaveNothingToSolve() {
        let identity = FormulaCatalog.bundled.first(where: \.isIdentity)!
        #expect(
            message(identity, [])
                == "'\(identity.id)' is an identity: it holds for every value, so there is nothing to solve")
    }

    @Test func constantsAreFilledInUnlessAskedFor() throws {
        let weight = FormulaCatalog.bundled.first { $0.id == "weight" }!
        guard case let .solved("W", values) = try weight.solve(["m=10"], memory: CalculatorMemory()) else {
            Issue.record("W was not solved")
            return
        }
        #expect(values == [.exact(Rational(980665) / Rational(10000))])
        guard case let .solved("g", asked) = try weight.solve(["m=10", "W=98", "g=?"], memory: CalculatorMemory())
        else {
            Issue.record("g was not solved")
            return
        }
        #expect(asked.first == .exact(Rational(98) / Rational(10)))
    }
}
