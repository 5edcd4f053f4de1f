import Core
import Foundation
import Testing

/// coach's units against Python's pint on a seeded table of conversions and unit arithmetic the test draws
/// itself: prefixes, compound units, temperatures on scales and refusals of quantities of two kinds.
struct UnitOracleTests {
    /// A unit in coach's words and in pint's, and whether SI prefixes go before it.
    struct Unit {
        var coach: String
        var pint: String
        var prefixes = false
    }

    /// The units of one kind and the word coach's messages use for it.
    struct Kind {
        var name: String
        var units: [Unit]
    }

    static func unit(_ coach: String, _ pint: String? = nil, prefixes: Bool = false) -> Unit {
        Unit(coach: coach, pint: pint ?? coach, prefixes: prefixes)
    }

    static let kinds: [Kind] = [
        Kind(
            name: "length",
            units: [
                unit("m", prefixes: true), unit("mile"), unit("ft"), unit("inch"), unit("in", "inch"), unit("yd"),
                unit("nmi"),
            ]),
        Kind(
            name: "mass",
            units: [
                unit("g", prefixes: true), unit("kg"), unit("lb"), unit("oz"), unit("st", "stone"), unit("t", "tonne"),
            ]),
        Kind(name: "area", units: [unit("m^2", "m**2"), unit("ha"), unit("acre", "intl_acre"), unit("ft^2", "ft**2")]),
        Kind(name: "time", units: [unit("s", prefixes: true), unit("min"), unit("h"), unit("day"), unit("week")]),
        Kind(name: "speed", units: [unit("m/s"), unit("km/h"), unit("mph"), unit("ft/s"), unit("kn", "knot")]),
        Kind(
            name: "energy",
            units: [
                unit("J", prefixes: true), unit("cal", prefixes: true), unit("eV", prefixes: true),
                unit("Wh", prefixes: true), unit("kWh"), unit("Cal", "kcal"), unit("BTU", "Btu_it"),
            ]),
        Kind(name: "power", units: [unit("W", prefixes: true), unit("hp")]),
        Kind(
            name: "pressure",
            units: [
                unit("Pa", prefixes: true), unit("bar", prefixes: true), unit("atm"), unit("mmHg"), unit("psi"),
                unit("Torr", "torr"),
            ]),
        Kind(
            name: "volume",
            units: [
                unit("L", prefixes: true), unit("m^3", "m**3"), unit("cm^3", "cm**3"), unit("gal", "gallon"),
                unit("qt", "quart"), unit("pt", "pint"), unit("cup"), unit("floz"), unit("tbsp"), unit("tsp"),
                unit("gal_imp", "imperial_gallon"), unit("qt_imp", "imperial_quart"), unit("pt_imp", "imperial_pint"),
                unit("floz_imp", "imperial_fluid_ounce"),
            ]),
        Kind(name: "electric current", units: [unit("A", prefixes: true)]),
        Kind(name: "voltage", units: [unit("V", prefixes: true)]),
        Kind(name: "electric resistance", units: [unit("Ω", "ohm", prefixes: true), unit("ohm", prefixes: false)]),
        Kind(name: "electric charge", units: [unit("C", prefixes: true), unit("A*h", "A*h")]),
        Kind(name: "frequency", units: [unit("Hz", prefixes: true), unit("rpm")]),
        Kind(name: "force", units: [unit("N", prefixes: true), unit("lbf")]),
        Kind(name: "amount of substance", units: [unit("mol", prefixes: true)]),
        Kind(name: "capacitance", units: [unit("F", prefixes: true)]),
        Kind(name: "magnetic flux density", units: [unit("T", prefixes: true)]),
        Kind(name: "plain number", units: [unit("°", "deg"), unit("rad", prefixes: true), unit("ppm")]),
    ]

    /// Every SI prefix in both spellings (pint writes micro as u).
    static let prefixes: [(coach: String, pint: String)] = [
        "q", "r", "y", "z", "a", "f", "p", "n", "µ", "m", "c", "d", "da", "h",
        "k", "M", "G", "T", "P", "E", "Z", "Y", "R", "Q",
    ]
    .map { ($0, $0 == "µ" ? "u" : $0) }

    /// One case: the expression in both languages and, for a refusal, the kinds coach's message must name.
    struct Case: Encodable {
        var coach: String
        var pint: String
        var names: [String] = []
    }

    static func draw(_ random: inout SeededRandom) -> [Case] {
        func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
        func value() -> String {
            let whole = Int.random(in: 0...2000, using: &random)
            return Bool.random(using: &random) ? "\(whole)" : "\(whole).\(Int.random(in: 1...999, using: &random))"
        }
        /// A unit of `kind`, prefixed now and then.
        func someUnit(_ kind: Kind) -> Unit {
            let chosen = pick(kind.units)
            guard chosen.prefixes, Int.random(in: 0..<3, using: &random) > 0 else { return chosen }
            let prefix = pick(prefixes)
            return Unit(coach: prefix.coach + chosen.coach, pint: prefix.pint + chosen.pint)
        }
        func quantity(_ unit: Unit) -> (coach: String, pint: String) {
            let number = value()
            let spaced = unit.coach == "°" ? "" : " "
            return ("\(number)\(spaced)\(unit.coach)", "Q_('\(number) \(unit.pint)')")
        }
        var cases: [Case] = []
        for _ in 0..<90 {
            // A conversion within a kind.
            let kind = pick(kinds)
            let (from, to) = (someUnit(kind), someUnit(kind))
            let q = quantity(from)
            cases.append(Case(coach: "\(q.coach) -> \(to.coach)", pint: "\(q.pint).to('\(to.pint)')"))
        }
        for _ in 0..<90 {
            // A sum or difference within a kind, shown in the first one's unit or converted.
            let kind = pick(kinds)
            let (a, b) = (quantity(someUnit(kind)), quantity(someUnit(kind)))
            let op = Bool.random(using: &random) ? "+" : "-"
            var coach = "\(a.coach) \(op) \(b.coach)"
            var pint = "(\(a.pint) \(op) \(b.pint))"
            if Bool.random(using: &random) {
                let to = someUnit(kind)
                coach += " -> \(to.coach)"
                pint += ".to('\(to.pint)')"
            }
            cases.append(Case(coach: coach, pint: pint))
        }
        for _ in 0..<120 {
            // Products and quotients across kinds, which coach may name (mA·kΩ is V).
            // A compound unit is a product or quotient itself, so an operand with one is written in parentheses.
            let (a, b) = (quantity(someUnit(pick(kinds))), quantity(someUnit(pick(kinds))))
            let op = pick(["*", "/"])
            cases.append(Case(coach: "(\(a.coach)) \(op) (\(b.coach))", pint: "(\(a.pint) \(op) \(b.pint))"))
        }
        for _ in 0..<40 {
            // Whole powers and square roots.
            let unit = someUnit(pick(kinds.filter { $0.name != "plain number" }))
            let number = value()
            if Bool.random(using: &random) {
                cases.append(Case(coach: "(\(number) \(unit.coach))^2", pint: "(Q_('\(number) \(unit.pint)')**2)"))
            } else {
                cases.append(
                    Case(
                        coach: "sqrt(\(number) (\(unit.coach))^2)",
                        pint: "(Q_('\(number) \(unit.pint)')*Q_('1 \(unit.pint)'))**0.5"))
            }
        }
        let scales = [unit("°C", "degC"), unit("°F", "degF"), unit("K")]
        for _ in 0..<60 {
            // Temperatures: on a scale, moved by a difference, the difference of two, and two added (refused by both).
            let (a, b) = (pick(scales), pick(scales))
            let (x, y) = ("\(Int.random(in: -300...300, using: &random))", value())
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                cases.append(
                    Case(coach: "\(x) \(a.coach) -> \(b.coach)", pint: "Q_(\(x), '\(a.pint)').to('\(b.pint)')"))
            case 1:
                let difference = pick([unit("K"), unit("Δ°C", "delta_degC"), unit("Δ°F", "delta_degF")])
                let pintDifference = difference.pint == "K" && a.pint != "K" ? "delta_degC" : difference.pint
                cases.append(
                    Case(
                        coach: "\(x) \(a.coach) + \(y) \(difference.coach)",
                        pint: "(Q_(\(x), '\(a.pint)') + Q_(\(y), '\(pintDifference)'))"))
            case 2 where a.pint != "K" && b.pint != "K":
                cases.append(
                    Case(
                        coach: "\(x) \(a.coach) - \(y) \(b.coach)",
                        pint: "(Q_(\(x), '\(a.pint)') - Q_(\(y), '\(b.pint)'))"))
            default:
                guard a.pint != "K", b.pint != "K" else { continue }
                cases.append(
                    Case(
                        coach: "\(x) \(a.coach) + \(y) \(b.coach)",
                        pint: "(Q_(\(x), '\(a.pint)') + Q_(\(y), '\(b.pint)'))"))
            }
        }
        for _ in 0..<120 {
            // Quantities of two kinds added or converted: refused, naming both kinds.
            let first = pick(kinds.filter { $0.name != "plain number" })
            let second = pick(kinds.filter { $0.name != first.name && $0.name != "plain number" })
            let (a, b) = (quantity(someUnit(first)), someUnit(second))
            if Bool.random(using: &random) {
                let other = quantity(b)
                cases.append(
                    Case(
                        coach: "\(a.coach) + \(other.coach)", pint: "(\(a.pint) + \(other.pint))",
                        names: [first.name, second.name]))
            } else {
                cases.append(
                    Case(
                        coach: "\(a.coach) -> \(b.coach)", pint: "\(a.pint).to('\(b.pint)')",
                        names: [first.name, second.name]))
            }
        }
        return cases
    }

    @Test(.timeLimit(.minutes(2)))
    func coachAgreesWithPint() throws {
        let env = try NeededTool("/usr/bin/env").require()
        var random = SeededRandom(seed: 31)
        let cases = Self.draw(&random)
        #expect(cases.count >= 500)
        let coach = CoachProcess()
        let script = cases.map { "calc --json " + Self.quoted($0.coach) }.joined(separator: "\n") + "\n"
        let result = try coach.run(input: script)
        let written = [
            "cases.json": try JSONEncoder().encode(cases), "coach.out": Data(result.out.utf8),
            "coach.err": Data(result.err.utf8),
        ]
        for (name, data) in written { try data.write(to: coach.home.appendingPathComponent(name)) }
        let oracle = CoachProcess.packageRoot.appendingPathComponent("scripts/pint-oracle.py").path
        let files = ["cases.json", "coach.out", "coach.err"].map { coach.home.appendingPathComponent($0).path }
        // python3 as the PATH finds it: the one scripts/ensure-deps.sh installed pint for.
        let compared = try coach.run(["python3", oracle] + files, program: env)
        let lines = compared.out.split(separator: "\n").map(String.init)
        #expect(compared.status == 0, "\(compared.err)")
        #expect(lines.count == 1, "\(lines.prefix(20).joined(separator: "\n"))")
        let summary = try #require(lines.last)
        let numbers = summary.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 3 && numbers[1] + numbers[2] == cases.count && numbers[2] >= 100, "\(summary)")
    }

    /// The expression as one word of a coach line.
    static func quoted(_ text: String) -> String { "'" + text + "'" }
}
