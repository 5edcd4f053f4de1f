import Core
import Testing

/// Every answer `formula solve` gives satisfies its equation: over the whole catalogue, at points a
/// few per cent away from each worked example and near the degenerate edges, the first answer is the
/// known value and no answer fails when put back.
struct FormulaSolveResidualTests {
    /// The example with each value but the first moved by a few per cent (angles in degrees, as typed),
    /// and the first then found by bisection on a bracket around its example value, so the point fits.
    static func shiftedPoint(_ formula: Formula, overrides: [String: Double] = [:], shift: Bool = true) throws
        -> [String: Double]
    {
        let free = formula.variables.filter { $0.constant == nil }
        var point = formula.example.merging(overrides) { $1 }
        if shift {
            for (index, variable) in free.dropFirst().enumerated() where overrides[variable.symbol] == nil {
                let percent = Double(2 + index % 3) * (index % 2 == 0 ? 1 : -1)
                point[variable.symbol, default: 0] *= 1 + percent / 100
            }
        }
        let pivot = free[0]
        let equation = try FormulaEquation(formula.equation)
        func difference(_ x: Double) -> Double? {
            var values = point
            values[pivot.symbol] = x
            var numbers: [String: Number] = [:]
            for variable in formula.variables {
                let value = values[variable.symbol] ?? variable.constant ?? 0
                numbers[variable.symbol] = Number(approximately: variable.domain.isAngle ? value * .pi / 180 : value)
            }
            guard let sides = try? equation.sides(numbers) else { return nil }
            return sides.left.double - sides.right.double
        }
        let guess = point[pivot.symbol] ?? 1
        // The narrowest bracket around the example value over which the difference changes sign.
        let brackets = [1.5, 2, 4, 16, 256].map { guess == 0 ? (-$0, $0) : (guess / $0, guess * $0) }
        guard
            var (low, high) = brackets.first(where: { bracket in
                guard let a = difference(bracket.0), let b = difference(bracket.1) else { return false }
                return (a < 0) != (b < 0)
            }), var fLow = difference(low)
        else {
            Issue.record("\(formula.id): no sign change for \(pivot.symbol) around \(guess)")
            return point
        }
        for _ in 0..<200 {
            let middle = low + (high - low) / 2
            guard middle != low, middle != high, let fMiddle = difference(middle) else { break }
            if (fMiddle < 0) == (fLow < 0) { (low, fLow) = (middle, fMiddle) } else { high = middle }
        }
        point[pivot.symbol] = low
        return point
    }

    /// Solves `formula` for `unknown` with the rest of `point` given, as a person types it.
    static func answers(_ formula: Formula, for unknown: String, at point: [String: Double]) throws -> [Number] {
        let given = point.filter { $0.key != unknown }.map { "\($0.key)=\($0.value)" }
        guard case let .solved(symbol, values) = try formula.solve(given, memory: CalculatorMemory()), symbol == unknown
        else {
            Issue.record("\(formula.id): solving for \(unknown) did not give it")
            return []
        }
        return values
    }

    /// Whether `value` for `unknown`, put back with the rest of `point`, makes the two sides agree to 1e-9.
    static func fits(_ formula: Formula, _ unknown: String, _ value: Double, at point: [String: Double]) throws -> Bool
    {
        var numbers: [String: Number] = [:]
        for variable in formula.variables {
            let typed = variable.symbol == unknown ? value : point[variable.symbol] ?? variable.constant ?? 0
            numbers[variable.symbol] = Number(approximately: variable.domain.isAngle ? typed * .pi / 180 : typed)
        }
        let sides = try FormulaEquation(formula.equation).sides(numbers)
        let (left, right) = (sides.left.double, sides.right.double)
        return abs(left - right) <= 1e-9 * max(abs(left), abs(right), 1e-300)
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(abs(a), abs(b), 1e-300) }

    @Test(arguments: FormulaCatalog.bundled.filter { !$0.isIdentity })
    func theFirstAnswerIsTheKnownValueAndEveryAnswerFits(formula: Formula) throws {
        let point = try Self.shiftedPoint(formula)
        for variable in formula.variables where variable.constant == nil {
            let known = point[variable.symbol]!
            let found = try Self.answers(formula, for: variable.symbol, at: point)
            // Where two values fit equally well (±b in b² − 4ac, the two triangles of the law of cosines),
            // nothing tells them apart: the known one is among them and the answer says why there are two.
            let first = found.first.map { Self.near($0.double, known) } == true
            let twoFit =
                found.count == 2 && found.contains { Self.near($0.double, known) }
                && SeveralAnswers(found, of: variable) != nil
            #expect(
                first || twoFit,
                "\(formula.id): \(variable.symbol) should be \(known) first, got \(found.map(\.double))")
            for answer in found {
                #expect(
                    try Self.fits(formula, variable.symbol, answer.double, at: point),
                    "\(formula.id): \(variable.symbol) = \(answer.double) does not fit")
            }
        }
    }

    /// Points where the arithmetic is delicate: rates near 0, angles near 0° and 90°.
    @Test(arguments: [
        ("loan-payment", ["r": 1e-4]), ("loan-payment", ["r": 1e-3]), ("loan-payment", ["r": 0.005, "n": 360]),
        ("compound-interest", ["r": 1e-3]), ("compound-interest", ["n": 365, "t": 30]),
        ("continuous-compounding", ["r": 1e-4]), ("present-value", ["r": 1e-4]),
        ("projectile-range", ["theta": 1]), ("projectile-range", ["theta": 89]), ("projectile-range", ["theta": 44]),
        ("snells-law", ["theta1": 0.5]), ("snells-law", ["theta1": 89.5]),
    ])
    func nearTheEdgesTheKnownValueIsFoundAndEveryAnswerFits(id: String, overrides: [String: Double]) throws {
        let formula = try #require(FormulaCatalog.bundled.first { $0.id == id })
        let point = try Self.shiftedPoint(formula, overrides: overrides, shift: false)
        for variable in formula.variables where variable.constant == nil {
            let known = point[variable.symbol]!
            let found = try Self.answers(formula, for: variable.symbol, at: point)
            #expect(
                found.contains { abs($0.double - known) <= 1e-7 * max(abs(known), 1e-300) },
                "\(id) \(overrides): \(variable.symbol) should be \(known), got \(found.map(\.double))")
            for answer in found {
                #expect(
                    try Self.fits(formula, variable.symbol, answer.double, at: point),
                    "\(id): \(variable.symbol) = \(answer.double)")
            }
        }
    }

    @Test func aRateOfNearlyZeroIsNotOfferedForALoan() throws {
        let loan = try #require(FormulaCatalog.bundled.first { $0.id == "loan-payment" })
        let found = try Self.answers(loan, for: "r", at: ["M": 888.487886783417, "P": 10000, "n": 12])
        #expect(found.count == 1)
        #expect(abs(found[0].double - 0.01) <= 1e-12)
    }

    @Test func compoundingHasOneNumberOfPeriods() throws {
        let interest = try #require(FormulaCatalog.bundled.first { $0.id == "compound-interest" })
        let found = try Self.answers(interest, for: "n", at: ["A": 1171.659381002265, "P": 1000, "r": 0.08, "t": 2])
        #expect(found.map(\.double).count == 1)
        #expect(abs(found[0].double - 4) <= 1e-9)
    }

    /// At a rate of 0.01 % the balance hardly depends on how often interest is added, and at 20 % a
    /// period over 360 payments hardly changes the payment: no value is offered, and coach says why.
    @Test(arguments: [
        ("compound-interest", "n", ["A": 1000.2000175008744, "P": 1000, "r": 1e-4, "t": 2]),
        ("loan-payment", "n", ["M": 2000, "P": 10000, "r": 0.2]),
    ])
    func aValueTheSidesHardlyDependOnIsNotGuessed(id: String, unknown: String, given: [String: Double]) throws {
        let formula = try #require(FormulaCatalog.bundled.first { $0.id == id })
        #expect(throws: FormulaSolveError.cannotBePinned(symbol: unknown)) {
            try formula.solve(given.map { "\($0.key)=\($0.value)" }, memory: CalculatorMemory())
        }
    }

    @Test(arguments: [
        ([15.0, 75.0], FormulaDomain.acuteAngle, SeveralAnswers.complementaryAngles),
        ([30.0, 150.0], .triangleAngle, .supplementaryAngles),
        ([0.1, -0.1], .any, .negativeFitsToo),
        ([0.0, 3.14159], .any, .moreThanOne),
    ])
    func aSecondAnswerSaysWhy(values: [Double], domain: FormulaDomain, expected: SeveralAnswers) {
        let variable = FormulaVariable("x", "a value", domain: domain)
        #expect(SeveralAnswers(values.compactMap(Number.init(approximately:)), of: variable) == expected)
        #expect(SeveralAnswers([Number(approximately: 1)!], of: variable) == nil)
    }
}
