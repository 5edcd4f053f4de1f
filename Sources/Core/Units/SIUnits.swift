/// The SI units and the units accepted for use with them, each with its source: the SI Brochure, 9th edition
/// (BIPM 2019), and NIST Special Publication 811 (2008), Appendix B.8, for the few others science keeps.
extension UnitCatalog {
    static let siUnits: [PhysicalUnit] = {
        let (L, M, T, I, Θ, N) = (
            Dimension.length, Dimension.mass, Dimension.time, Dimension.current, Dimension.temperature, Dimension.amount
        )
        let force = M * L / T.power(2)
        let energy = force * L
        let power = energy / T
        let voltage = power / I
        let si = "SI 2019 Table 2"  // the base units
        let derived = "SI 2019 Table 4"  // the derived units with special names
        let accepted = "SI 2019 Table 8"  // non-SI units accepted for use with the SI
        func unit(_ symbol: String, _ dimension: Dimension, _ source: String, _ names: [String]) -> PhysicalUnit {
            PhysicalUnit(symbol, dimension, ratio(1), prefixes: true, names: names, source: source)
        }
        let metre = unit("m", L, si, ["metre", "meter"])
        let second = unit("s", T, si, ["second", "sec"])
        let minute = PhysicalUnit("min", .of("60", second), source: accepted, names: ["minute"])
        let hour = PhysicalUnit("h", .of("60", minute), source: accepted, names: ["hour", "hr"])
        let day = PhysicalUnit("day", .of("24", hour), source: accepted, names: ["day"])
        // The Julian year of 365.25 days (IAU), and its twelfth as the month.
        let year = PhysicalUnit("year", .of("365.25", day), source: "IAU Julian year", names: ["year", "yr"])
        let joule = unit("J", energy, derived, ["joule"])
        let pascal = unit("Pa", force / L.power(2), derived, ["pascal"])
        let atmosphere = PhysicalUnit("atm", .of("101325", pascal), source: "NIST SP 811 B.8", names: ["atmosphere"])
        let gram = PhysicalUnit("g", M, ratio(1, 1000), prefixes: true, names: ["gram", "gramme"], source: si)
        return [
            metre, gram,
            second, unit("A", I, si, ["ampere", "amp"]), unit("K", Θ, si, ["kelvin"]), unit("mol", N, si, ["mole"]),
            unit("cd", Dimension.luminosity, si, ["candela"]),
            unit("N", force, derived, ["newton"]), joule, unit("W", power, derived, ["watt"]), pascal,
            unit("Hz", T.power(-1), derived, ["hertz"]), unit("C", I * T, derived, ["coulomb"]),
            unit("V", voltage, derived, ["volt"]), unit("Ω", voltage / I, derived, ["ohm", "Ω"]),
            unit("F", I * T / voltage, derived, ["farad"]), unit("H", voltage * T / I, derived, ["henry"]),
            unit("T", voltage * T / L.power(2), derived, ["tesla"]), unit("Wb", voltage * T, derived, ["weber"]),
            unit("S", I / voltage, derived, ["siemens"]),
            PhysicalUnit("L", .of("0.001", metre, 3), source: accepted, prefixes: true, names: ["litre", "liter"]),
            // Time.
            minute, hour, day, PhysicalUnit("week", .of("7", day), source: "7 days", names: ["week"]),
            PhysicalUnit("month", .of(1, 12, year), source: "1/12 Julian year", names: ["month"]), year,
            // Area and mass accepted for use with the SI.
            PhysicalUnit("ha", .of("10000", metre, 2), source: accepted, names: ["hectare"]),
            PhysicalUnit("t", .of("1000", gram, prefix: "k"), source: accepted, names: ["tonne"]),
            // Energy and pressure: the electronvolt (CODATA 2018, exact since 2019), the thermochemical calorie,
            // the watt-hour, the bar, the standard atmosphere, the torr and the conventional millimetre of
            // mercury (13.5951 g/cm³ under standard gravity).
            PhysicalUnit("cal", .of("4.184", joule), source: "NIST SP 811 B.8", prefixes: true, names: ["calorie"]),
            PhysicalUnit(
                "eV", .of("0.0000000000000000001602176634", joule), source: accepted, prefixes: true,
                names: ["electronvolt"]),
            PhysicalUnit("Wh", .of("3600", joule), source: "NIST SP 811 B.8", prefixes: true),
            PhysicalUnit("bar", .of("100000", pascal), source: "NIST SP 811 B.8", prefixes: true), atmosphere,
            PhysicalUnit("Torr", .of(1, 760, atmosphere), source: "NIST SP 811 B.8", names: ["torr"]),
            PhysicalUnit("mmHg", .of("133.322387415", pascal), source: "NIST SP 811 B.8"),
            // Angles, turns and shares: plain numbers in SI, written with their unit.
            PhysicalUnit(
                "°", .none, .approximate(Real.pi(times: Rational(1) / Rational(180))), kind: .angle,
                names: ["deg", "degree"], definition: "π/180 rad",
                source: accepted),
            PhysicalUnit("rad", .none, ratio(1), kind: .angle, prefixes: true, names: ["radian"], source: derived),
            PhysicalUnit(
                "rpm", T.power(-1), .approximate(Real.pi(times: Rational(1) / Rational(30))), definition: "2π rad/min",
                source: "one turn a minute"),
            PhysicalUnit("%", .none, ratio(1, 100), kind: .ratio, names: ["percent"], definition: "1/100"),
            PhysicalUnit("ppm", .none, ratio(1, 1_000_000), kind: .ratio, definition: "1/1000000"),
            // Temperature scales, and differences on them (K is both a temperature and a difference).
            PhysicalUnit(
                "°C", Θ, ratio(1), zero: Rational(27315) / Rational(100), names: ["degC", "℃", "celsius"],
                definition: "t + 273.15 K", source: "SI 2019 §2.3.1"),
            PhysicalUnit(
                "°F", Θ, ratio(5, 9), zero: Rational(45967) / Rational(180), names: ["degF", "℉", "fahrenheit"],
                definition: "(t + 459.67) × 5/9 K", source: "NIST SP 811 B.8"),
            PhysicalUnit("Δ°C", Θ, ratio(1), names: ["delta_degC"], definition: "1 K", source: "SI 2019 §2.3.1"),
            PhysicalUnit("Δ°F", Θ, ratio(5, 9), names: ["delta_degF"], definition: "5/9 K", source: "NIST SP 811 B.8"),
        ]
    }()

    static func ratio(_ n: Int, _ d: Int = 1) -> Number { .exact(Rational(n) / Rational(d)) }
}
