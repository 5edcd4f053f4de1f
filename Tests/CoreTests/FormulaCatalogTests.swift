import Core
import Foundation
import Testing

/// The whole catalog is verified: every worked example is solved back for each of its variables.
struct FormulaCatalogTests {
    @Test func hasThirtyFormulasPerCategoryWithUniqueIDs() {
        for category in FormulaCategory.allCases {
            #expect(FormulaCatalog.bundled.filter { $0.category == category }.count >= 30, "\(category)")
        }
        let ids = FormulaCatalog.bundled.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !id.hasPrefix("-"), "\(id)")
        }
    }

    @Test(arguments: FormulaCatalog.bundled)
    func declaresExactlyTheNamesItsEquationUses(formula: Formula) throws {
        let names = try FormulaEquation(formula.equation).names.filter { !["pi", "e"].contains($0) || formula.variable($0) != nil }
        #expect(Set(names) == Set(formula.variables.map(\.symbol)), "\(formula.id)")
        #expect(names.count == formula.variables.count, "\(formula.id)")
        for variable in formula.variables {
            #expect(!variable.meaning.isEmpty, "\(formula.id): \(variable.symbol)")
            #expect((formula.example[variable.symbol] == nil) == (variable.constant != nil), "\(formula.id): \(variable.symbol)")
        }
        #expect(!formula.about.isEmpty && !formula.display.isEmpty && !formula.topic.isEmpty)
    }

    @Test(arguments: FormulaCatalog.bundled)
    func solvesItsWorkedExampleForEveryVariable(formula: Formula) throws {
        let example = formula.example
        if formula.isIdentity {
            let sides = try FormulaEquation(formula.equation).sides(example.mapValues { Number(decimal: $0) })
            #expect(abs(sides.left.double - sides.right.double) <= 1e-9 * max(1, abs(sides.left.double)), "\(formula.id)")
            #expect(throws: FormulaSolveError.identity(id: formula.id)) { try formula.solve([], memory: CalculatorMemory()) }
            return
        }
        for (unknown, expected) in example {
            let given = example.filter { $0.key != unknown }.map { "\($0.key)=\($0.value)" }
            let result = try formula.solve(given, memory: CalculatorMemory())
            guard case let .solved(symbol, values) = result else {
                Issue.record("\(formula.id): solving for \(unknown) gave \(result)")
                continue
            }
            #expect(symbol == unknown)
            let close = values.contains { abs($0.double - expected) <= 1e-6 * max(abs(expected), 1e-300) }
            #expect(close, "\(formula.id): \(unknown) should be \(expected), got \(values.map(\.double))")
        }
    }
}

extension Formula: CustomTestStringConvertible {
    public var testDescription: String { id }
}
