import Core
import Foundation
import Testing

/// coach's everyday units (kitchen, road, scale, weather and food labels) against GNU units on a seeded table
/// of conversions the test draws itself; UnitOracleTests holds the same units against pint.
@Suite(NeededTool.needed(NeededTool("/usr/bin/units")))
struct EverydayUnitOracleTests {
    /// Units of one kind, each in coach's words and GNU units'.
    static let kinds: [[(coach: String, gnu: String)]] = [
        [
            ("m", "m"), ("cm", "cm"), ("km", "km"), ("in", "inch"), ("ft", "ft"), ("yd", "yd"), ("mile", "mile"),
            ("nmi", "nmi"),
        ],
        [("kg", "kg"), ("g", "g"), ("lb", "lb"), ("oz", "oz"), ("st", "stone"), ("t", "tonne")],
        [("m^2", "m^2"), ("ha", "hectare"), ("acre", "acre"), ("ft^2", "ft^2")],
        [
            ("L", "L"), ("mL", "mL"), ("gal", "gallon"), ("qt", "quart"), ("pt", "pint"), ("cup", "cup"),
            ("floz", "floz"), ("tbsp", "tbsp"), ("tsp", "tsp"), ("gal_imp", "brgallon"), ("qt_imp", "brquart"),
            ("pt_imp", "brpint"), ("floz_imp", "brfloz"),
        ],
        [("km/h", "km/hr"), ("m/s", "m/s"), ("mph", "mph"), ("kn", "knot")],
        [("N", "N"), ("lbf", "lbf")],
        [("Pa", "Pa"), ("kPa", "kPa"), ("psi", "psi"), ("mmHg", "mmHg"), ("Torr", "torr"), ("atm", "atm")],
        [("J", "J"), ("kJ", "kJ"), ("kcal", "kcal"), ("Cal", "Calorie"), ("kWh", "kWh"), ("BTU", "btu")],
        [("W", "W"), ("kW", "kW"), ("hp", "hp")],
    ]

    struct Case: Encodable {
        var coach: String
        var quantity: String
        var target: String
    }

    static func draw(_ random: inout SeededRandom) -> [Case] {
        (0..<150).map { _ in
            let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
            let from = kind[Int.random(in: 0..<kind.count, using: &random)]
            let to = kind[Int.random(in: 0..<kind.count, using: &random)]
            let whole = Int.random(in: 0...2000, using: &random)
            let number =
                Bool.random(using: &random) ? "\(whole)" : "\(whole).\(Int.random(in: 1...999, using: &random))"
            return Case(
                coach: "\(number) \(from.coach) -> \(to.coach)", quantity: "\(number) \(from.gnu)", target: to.gnu)
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func coachAgreesWithGNUUnits() throws {
        let env = try NeededTool("/usr/bin/env").require()
        var random = SeededRandom(seed: 51)
        let cases = Self.draw(&random)
        let coach = CoachProcess()
        let script = cases.map { "calc --json '\($0.coach)'" }.joined(separator: "\n") + "\n"
        let result = try coach.run(input: script)
        #expect(result.err.isEmpty, "\(result.err)")
        let files = ["cases.json": try JSONEncoder().encode(cases), "coach.out": Data(result.out.utf8)]
        for (name, data) in files { try data.write(to: coach.home.appendingPathComponent(name)) }
        let oracle = CoachProcess.packageRoot.appendingPathComponent("scripts/gnu-units-oracle.py").path
        let compared = try coach.run(
            ["python3", oracle] + ["cases.json", "coach.out"].map { coach.home.appendingPathComponent($0).path },
            program: env)
        #expect(compared.status == 0, "\(compared.err)")
        #expect(compared.out == "compared 150: 150 values agree\n", "\(compared.out)")
    }
}
