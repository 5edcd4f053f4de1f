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
        let names = try FormulaEquation(formula.equation).names.filter {
            !["pi", "e"].contains($0) || formula.variable($0) != nil
        }
        #expect(Set(names) == Set(formula.variables.map(\.symbol)), "\(formula.id)")
        #expect(names.count == formula.variables.count, "\(formula.id)")
        for variable in formula.variables {
            #expect(!variable.meaning.isEmpty, "\(formula.id): \(variable.symbol)")
            #expect(
                (formula.example[variable.symbol] == nil) == (variable.constant != nil),
                "\(formula.id): \(variable.symbol)")
        }
        #expect(!formula.about.isEmpty && !formula.display.isEmpty && !formula.topic.isEmpty)
    }

    @Test(arguments: FormulaCatalog.bundled)
    func solvesItsWorkedExampleForEveryVariable(formula: Formula) throws {
        let example = formula.example
        if formula.isIdentity {
            let sides = try FormulaEquation(formula.equation).sides(example.mapValues { Number(decimal: $0) })
            #expect(
                abs(sides.left.double - sides.right.double) <= 1e-9 * max(1, abs(sides.left.double)), "\(formula.id)")
            #expect(throws: FormulaSolveError.identity(id: formula.id)) {
                try formula.solve([], memory: CalculatorMemory())
            }
            return
        }
        try Self.solvesBack(formula) { value, _ in "\(value)" }
    }

    /// Solves `formula` for each variable of its worked example from the others, each written by `written`
    /// (its value as given, in the variable's unit), and expects the example's value back.
    static func solvesBack(_ formula: Formula, written: (Double, FormulaVariable) -> String) throws {
        for (unknown, expected) in formula.example {
            let given = formula.example.filter { $0.key != unknown }.map {
                "\($0.key)=" + written($0.value, formula.variable($0.key)!)
            }
            let result = try formula.solve(given, memory: CalculatorMemory())
            guard case let .solved(symbol, values) = result else {
                Issue.record("\(formula.id): solving for \(unknown) from \(given) gave \(result)")
                continue
            }
            #expect(symbol == unknown)
            let close = values.contains { abs($0.double - expected) <= 1e-6 * max(abs(expected), 1e-300) }
            #expect(close, "\(formula.id): \(unknown) from \(given) should be \(expected), got \(values.map(\.double))")
        }
    }
}

/// Every variable's unit is one coach reads, and every worked example solves back from values given in
/// other units of the same kind (km and minutes for metres and seconds, °C for kelvin, mA for amperes).
struct FormulaUnitTests {
    /// For a variable's unit: another unit of its kind, and how many of it make one of the variable's.
    static let otherUnits: [String: (unit: String, per: Double)] = [
        "m": ("km", 1e-3), "kg": ("g", 1e3), "g": ("kg", 1e-3), "s": ("min", 1.0 / 60), "m/s": ("km/h", 3.6),
        "m/s²": ("cm/s^2", 100), "J": ("kJ", 1e-3), "N": ("kN", 1e-3), "Pa": ("kPa", 1e-3), "W": ("kW", 1e-3),
        "V": ("mV", 1e3), "A": ("mA", 1e3), "Ω": ("kΩ", 1e-3), "C": ("mC", 1e3), "Hz": ("kHz", 1e-3),
        "mol": ("mmol", 1e3),
        "mol/L": ("mmol/L", 1e3), "L": ("mL", 1e3), "m³": ("L", 1e3), "m²": ("cm²", 1e4), "J/mol": ("kJ/mol", 1e-3),
        "kJ/mol": ("J/mol", 1e3), "g/mol": ("kg/mol", 1e-3), "years": ("month", 12), "1/s": ("min⁻¹", 60),
        "N/m": ("N/cm", 0.01), "mol/kg": ("mmol/g", 1), "mol/s": ("mmol/min", 6e4), "mol/m³": ("mol/L", 1e-3),
        "J/(kg·K)": ("J/(g·K)", 1e-3), "kg·m/s": ("g·km/h", 3.6e3), "1/K": ("Δ°F⁻¹", 5.0 / 9),
        "L/(mol·s)": ("mL/(mol·s)", 1e3),
        "mol/(L·s)": ("mol/(L·min)", 60),
    ]

    /// The unit that depends on the formula's other values (a rate constant of order n) is the only one coach cannot read.
    @Test(arguments: FormulaCatalog.bundled)
    func everyVariableHasAUnitCoachReads(formula: Formula) {
        for variable in formula.variables where variable.unit != "(L/mol)^(n−1)/s" {
            #expect(variable.workingUnit != nil, "\(formula.id): \(variable.symbol) in '\(variable.unit)'")
        }
    }

    /// `value` of `variable` written in another unit of its kind, as a person might give it.
    static func written(_ value: Double, _ variable: FormulaVariable) -> String {
        if variable.domain.isAngle { return "\(value * .pi / 180)rad" }
        if variable.unit == "%" { return "\(value)%" }
        if variable.unit == "K" {
            // A temperature on the Celsius scale; a change of temperature in degrees Celsius is that many kelvin.
            return variable.shownSymbol.hasPrefix("Δ") ? "\(value)°C" : "\(value - 273.15)°C"
        }
        if let other = otherUnits[variable.unit] { return "\(value * other.per) \(other.unit)" }
        return variable.unit.isEmpty || variable.workingUnit == nil ? "\(value)" : "\(value) \(variable.unit)"
    }

    @Test(arguments: FormulaCatalog.bundled.filter { !$0.isIdentity })
    func solvesItsWorkedExampleFromOtherUnits(formula: Formula) throws {
        try FormulaCatalogTests.solvesBack(formula, written: Self.written)
    }
}

extension Formula: CustomTestStringConvertible {
    public var testDescription: String { id }
}
