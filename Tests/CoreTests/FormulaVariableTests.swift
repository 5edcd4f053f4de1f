import Core
import Foundation
import Testing

/// Angles in degrees, answers only where a variable can be, and every spelling the card shows.
struct FormulaVariableTests {
    private func formula(_ id: String) -> Formula { FormulaCatalog.bundled.first { $0.id == id }! }

    private func solved(_ id: String, _ assignments: [String]) throws -> [Double] {
        guard case let .solved(_, values) = try formula(id).solve(assignments, memory: CalculatorMemory()) else {
            return []
        }
        return values.map(\.double)
    }

    @Test(arguments: [
        "theta1=30", "theta1=30°", "theta1=30 °", "theta1=30deg", "theta1=0.5235987755982988rad", "theta1=60/2",
    ])
    func anglesAreDegreesUnlessMarkedRadians(angle: String) throws {
        let values = try solved("snells-law", ["n1=1", "n2=1.5", angle])
        #expect(values.count == 1)
        #expect(abs(values[0] - 19.47122063449069) < 1e-9, "\(values)")
    }

    @Test(arguments: [
        ("kinetic-energy", ["m=2", "E=9"], [3.0]),
        ("centripetal-force", ["F=18", "m=2", "r=1"], [3.0]),
        ("elastic-potential-energy", ["E=1", "k=200"], [0.1, -0.1]),
        ("velocity-displacement", ["v0=2", "a=3", "s=32"], [14.0, -14.0]),
        ("pythagorean-theorem", ["a=3", "b=4"], [5.0]),
        ("circle-area", ["A=pi"], [1.0]),
    ])
    func answersThatCannotBeAreNotOffered(id: String, given: [String], expected: [Double]) throws {
        let values = try solved(id, given)
        #expect(values.count == expected.count, "\(id): \(values)")
        for (value, wanted) in zip(values, expected) { #expect(abs(value - wanted) < 1e-9, "\(id): \(values)") }
    }

    @Test func anglesStayWithinTheirRange() throws {
        #expect(try solved("snells-law", ["n1=1", "n2=1.5", "theta1=30"]).allSatisfy { (0...90).contains($0) })
        let sines = try solved("law-of-sines", ["a=3", "b=4", "B=53.13010235415597"])
        #expect(
            sines.count == 2 && abs(sines[0] - 36.86989764584402) < 1e-6 && abs(sines[1] - 143.13010235415598) < 1e-6,
            "\(sines)")
    }

    @Test(arguments: [
        ("snells-law", "θ₁", "theta1"), ("snells-law", "θ1", "theta1"), ("snells-law", "theta_1", "theta1"),
        ("snells-law", "n₂", "n2"),
        ("carnot-efficiency", "T_h", "Th"), ("carnot-efficiency", "Tₕ", "Th"), ("carnot-efficiency", "η", "eta"),
        ("thin-lens-equation", "dₒ", "d_o"), ("thin-lens-equation", "do", "d_o"), ("thin-lens-equation", "dᵢ", "d_i"),
        ("specific-heat", "ΔT", "dT"), ("wave-speed", "λ", "lambda"), ("first-order-half-life", "t½", "t_half"),
        ("osmotic-pressure", "Π", "P_osm"), ("velocity-time", "v₀", "v0"), ("z-score", "μ", "mu"),
        ("z-score", "σ", "sigma"),
    ])
    func everySpellingTheCardShowsIsAccepted(id: String, typed: String, symbol: String) {
        #expect(formula(id).variable(typed: typed)?.symbol == symbol)
    }

    @Test(arguments: FormulaCatalog.bundled)
    func eachShownSymbolNamesItsOwnVariable(formula: Formula) {
        for variable in formula.variables {
            #expect(
                formula.variable(typed: variable.shownSymbol)?.symbol == variable.symbol,
                "\(formula.id): \(variable.shownSymbol)")
            #expect(
                formula.variable(typed: VariableSpelling.key(variable.symbol))?.symbol == variable.symbol,
                "\(formula.id): \(variable.symbol)")
        }
    }

    @Test func theCardWritesSymbolsAsTheDisplayDoes() {
        #expect(formula("snells-law").variables.map(\.shownSymbol) == ["n₁", "θ₁", "n₂", "θ₂"])
        #expect(formula("carnot-efficiency").variables.map(\.shownSymbol) == ["η", "T_c", "T_h"])
        #expect(formula("thin-lens-equation").variables.map(\.shownSymbol) == ["f", "dₒ", "dᵢ"])
    }

    @Test func everyAngleIsDeclared() {
        let angles = FormulaCatalog.bundled.flatMap { f in
            f.variables.filter(\.domain.isAngle).map { "\(f.id):\($0.symbol)" }
        }
        #expect(
            angles == [
                "pythagorean-trig-identity:x", "sine-ratio:theta", "law-of-sines:A", "law-of-sines:B",
                "law-of-cosines:C",
                "triangle-area-sine:C", "projectile-range:theta", "work:theta", "snells-law:theta1",
                "snells-law:theta2",
            ])
        #expect(
            FormulaCatalog.bundled.allSatisfy { f in f.variables.allSatisfy { $0.domain.isAngle == ($0.unit == "rad") }
            })
    }

    @Test(arguments: [
        (FormulaDomain.any, "\"any\""), (.positive, "\"positive\""), (.nonNegative, "\"non-negative\""),
        (.anyAngle, "\"angle\""), (.acuteAngle, "\"angle 0...90\""), (.angle(0.5...179.5), "\"angle 0.5...179.5\""),
    ])
    func domainsAreStoredAsText(domain: FormulaDomain, json: String) throws {
        #expect(String(decoding: try JSONEncoder().encode(domain), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(FormulaDomain.self, from: Data(json.utf8)) == domain)
    }

    @Test func aFormulaSavedBeforeDomainsTakesAnyValue() throws {
        let saved = #"{"symbol": "x", "meaning": "extension", "unit": "m"}"#
        let variable = try JSONDecoder().decode(FormulaVariable.self, from: Data(saved.utf8))
        #expect(variable.domain == .any && variable.shown == nil && variable.shownSymbol == "x")
    }
}
