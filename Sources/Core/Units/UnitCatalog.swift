import BigInt

/// Every unit coach knows, and how a typed name is read: a symbol or name as listed (`km/h` is two),
/// else a plural of a spelled-out name (`metres`), else a prefix before a unit that takes one (`kΩ`,
/// `kilometre`). An exact name always wins over a prefixed reading: `min` is the minute, `Pa` the pascal.
public enum UnitCatalog {
    /// The unit named `name` with its prefix, or nil.
    public static func factor(named name: String) -> UnitFactor? {
        if let found = byName[name] { return found }
        if name.count > 3, name.hasSuffix("s"), let found = bySpelledName[String(name.dropLast())] { return found }
        if name.count > 4, name.hasSuffix("es"), let found = bySpelledName[String(name.dropLast(2))] { return found }
        for (prefixName, prefix) in UnitPrefix.byName where name.hasPrefix(prefixName) {
            let rest = String(name.dropFirst(prefixName.count))
            let found = bySpelledName[rest] ?? (rest.hasSuffix("s") ? bySpelledName[String(rest.dropLast())] : nil)
            if let found, found.unit.takesPrefixes { return UnitFactor(found.unit, prefix: prefix) }
        }
        if let international = RussianUnits.international(name) { return factor(named: international) }
        return nil
    }

    /// Whether the unit written `symbol` takes a prefix (`m`, `W`; not `min` or `atm`).
    static func takesPrefixes(_ symbol: String) -> Bool { bySymbol[symbol]?.takesPrefixes ?? false }

    /// The unit named `name`, as an expression reads it: symbols and their prefixes come ready made (the
    /// calculator reads a name on almost every unit line).
    static func unit(named name: String) -> CompoundUnit? {
        if let ready = compounds[name] { return ready }
        return factor(named: name).map(CompoundUnit.init)
    }

    private static let compounds = byName.mapValues(CompoundUnit.init)

    /// The unit written `symbol` (`m`, `°C`), without a prefix.
    static func unit(_ symbol: String) -> PhysicalUnit? { bySymbol[symbol] }

    /// The names Tab offers after a number: every symbol, and the prefixed ones people use most.
    public static let completionNames: [String] = {
        let common = [
            "km", "cm", "mm", "µm", "nm", "kg", "mg", "µg", "ms", "µs", "ns", "mA", "kΩ", "MΩ", "µF", "nF", "pF",
            "mL", "kJ", "MJ", "kW", "MW", "kWh", "kcal", "kPa", "hPa", "MPa", "mbar", "mmol", "kmol", "kHz", "MHz",
            "GHz",
            "mV", "kV", "mK", "keV", "MeV", "mH", "µH", "mT", "µT",
        ]
        return Array(Set(units.map(\.symbol) + common + ["ohm", "deg", "degC", "degF"])).sorted()
    }()

    private static let bySymbol = Dictionary(uniqueKeysWithValues: units.map { ($0.symbol, $0) })

    /// Symbols and the other ways to type them, exactly as typed, and every prefix before every symbol or short
    /// name that takes one (`km`, `kΩ`, `kohm`), made once: a name is then one lookup. Exact names win (`min`, `Pa`).
    private static let byName: [String: UnitFactor] = {
        var table: [String: UnitFactor] = [:]
        for unit in units where unit.takesPrefixes {
            for written in [unit.symbol] + unit.names.filter({ !isSpelledOut($0) || $0 == "ohm" }) {
                for (symbol, prefix) in UnitPrefix.bySymbol {
                    table[symbol + written] = UnitFactor(unit, prefix: prefix)
                }
            }
        }
        for unit in units {
            table[unit.symbol] = UnitFactor(unit)
            for name in unit.names where !isSpelledOut(name) { table[name] = UnitFactor(unit) }
        }
        for name in bySpelledName.keys { table[name] = bySpelledName[name] }
        return table
    }()

    /// Spelled-out names (`metre`, `kilocalorie` comes from a prefix), which also take a plural.
    private static let bySpelledName: [String: UnitFactor] = {
        var table: [String: UnitFactor] = [:]
        for unit in units {
            for name in unit.names where isSpelledOut(name) { table[name] = UnitFactor(unit) }
        }
        return table
    }()

    /// `metre` and `ohm` are spelled out; `mi`, `Ω` and `degC` are other symbols.
    private static func isSpelledOut(_ name: String) -> Bool {
        name.count >= 3 && name.allSatisfy { $0.isASCII && $0.isLowercase }
    }

    /// `digits` × 10^`exponent`, exactly: `decimal(45359237, -8)` is the pound in kilograms.
    private static func decimal(_ digits: Int, _ exponent: Int) -> Number {
        let power = Rational(BigInt(10).power(abs(exponent)))
        return .exact(exponent >= 0 ? Rational(digits) * power : Rational(digits) / power)
    }

    private static func ratio(_ n: Int, _ d: Int = 1) -> Number { .exact(Rational(n) / Rational(d)) }

    static let units: [PhysicalUnit] = {
        let (L, M, T, I, Θ, N) = (
            Dimension.length, Dimension.mass, Dimension.time, Dimension.current, Dimension.temperature, Dimension.amount
        )
        let force = M * L / T.power(2)
        let energy = force * L
        let power = energy / T
        let voltage = power / I
        let pound = decimal(45_359_237, -8)
        let inch = decimal(254, -4)
        // The pound-force per square inch: a pound under standard gravity (9.80665 m/s²), over a square inch.
        let psi = Number.exact(pound.rational! * decimal(980665, -5).rational! / (inch.rational! * inch.rational!))
        return [
            // The SI base units (the kilogram as the gram with its prefix) and the derived units with names.
            PhysicalUnit("m", L, ratio(1), prefixes: true, names: ["metre", "meter"]),
            PhysicalUnit("g", M, ratio(1, 1000), prefixes: true, names: ["gram", "gramme"]),
            PhysicalUnit("s", T, ratio(1), prefixes: true, names: ["second", "sec"]),
            PhysicalUnit("A", I, ratio(1), prefixes: true, names: ["ampere", "amp"]),
            PhysicalUnit("K", Θ, ratio(1), prefixes: true, names: ["kelvin"]),
            PhysicalUnit("mol", N, ratio(1), prefixes: true, names: ["mole"]),
            PhysicalUnit("cd", Dimension.luminosity, ratio(1), prefixes: true, names: ["candela"]),
            PhysicalUnit("N", force, ratio(1), prefixes: true, names: ["newton"]),
            PhysicalUnit("J", energy, ratio(1), prefixes: true, names: ["joule"]),
            PhysicalUnit("W", power, ratio(1), prefixes: true, names: ["watt"]),
            PhysicalUnit("Pa", force / L.power(2), ratio(1), prefixes: true, names: ["pascal"]),
            PhysicalUnit("Hz", T.power(-1), ratio(1), prefixes: true, names: ["hertz"]),
            PhysicalUnit("C", I * T, ratio(1), prefixes: true, names: ["coulomb"]),
            PhysicalUnit("V", voltage, ratio(1), prefixes: true, names: ["volt"]),
            PhysicalUnit("Ω", voltage / I, ratio(1), prefixes: true, names: ["ohm", "Ω"]),
            PhysicalUnit("F", I * T / voltage, ratio(1), prefixes: true, names: ["farad"]),
            PhysicalUnit("H", voltage * T / I, ratio(1), prefixes: true, names: ["henry"]),
            PhysicalUnit("T", voltage * T / L.power(2), ratio(1), prefixes: true, names: ["tesla"]),
            PhysicalUnit("Wb", voltage * T, ratio(1), prefixes: true, names: ["weber"]),
            PhysicalUnit("S", I / voltage, ratio(1), prefixes: true, names: ["siemens"]),
            PhysicalUnit("L", L.power(3), ratio(1, 1000), prefixes: true, names: ["litre", "liter"]),
            // Time.
            PhysicalUnit("min", T, ratio(60), names: ["minute"]),
            PhysicalUnit("h", T, ratio(3600), names: ["hour", "hr"]),
            PhysicalUnit("day", T, ratio(86400), names: ["day"]),
            PhysicalUnit("week", T, ratio(604_800), names: ["week"]),
            PhysicalUnit("month", T, ratio(2_629_800), names: ["month"]),
            PhysicalUnit("year", T, ratio(31_557_600), names: ["year", "yr"]),
            // Length, speed and mass outside SI, each defined exactly in SI.
            PhysicalUnit("mile", L, decimal(1_609_344, -3), names: ["mi"]),
            PhysicalUnit("ft", L, decimal(3048, -4), names: ["foot", "feet"]),
            PhysicalUnit("inch", L, inch, names: ["inch"]),
            PhysicalUnit("yd", L, decimal(9144, -4), names: ["yard"]),
            PhysicalUnit("mph", L / T, .exact(decimal(1_609_344, -3).rational! / Rational(3600))),
            PhysicalUnit("lb", M, pound, names: ["pound", "lbs"]),
            PhysicalUnit("oz", M, .exact(pound.rational! / Rational(16)), names: ["ounce"]),
            // Energy and pressure outside SI.
            PhysicalUnit("cal", energy, decimal(4184, -3), prefixes: true, names: ["calorie"]),
            PhysicalUnit("eV", energy, decimal(1_602_176_634, -28), prefixes: true, names: ["electronvolt"]),
            PhysicalUnit("Wh", energy, ratio(3600), prefixes: true),
            PhysicalUnit("bar", force / L.power(2), ratio(100_000), prefixes: true),
            PhysicalUnit("atm", force / L.power(2), ratio(101_325), names: ["atmosphere"]),
            PhysicalUnit("mmHg", force / L.power(2), decimal(133_322_387_415, -9)),
            PhysicalUnit("psi", force / L.power(2), psi),
            // Angles, turns and shares: plain numbers in SI, written with their unit.
            PhysicalUnit(
                "°", .none, .approximate(Real.pi(times: Rational(1) / Rational(180))), kind: .angle,
                names: ["deg", "degree"]),
            PhysicalUnit("rad", .none, ratio(1), kind: .angle, prefixes: true, names: ["radian"]),
            PhysicalUnit("rpm", T.power(-1), .approximate(Real.pi(times: Rational(1) / Rational(30)))),
            PhysicalUnit("%", .none, ratio(1, 100), kind: .ratio, names: ["percent"]),
            PhysicalUnit("ppm", .none, ratio(1, 1_000_000), kind: .ratio),
            // Temperature scales, and differences on them (K is both a temperature and a difference).
            PhysicalUnit("°C", Θ, ratio(1), zero: Rational(27315) / Rational(100), names: ["degC", "℃", "celsius"]),
            PhysicalUnit(
                "°F", Θ, ratio(5, 9), zero: Rational(45967) / Rational(180), names: ["degF", "℉", "fahrenheit"]),
            PhysicalUnit("Δ°C", Θ, ratio(1), names: ["delta_degC"]),
            PhysicalUnit("Δ°F", Θ, ratio(5, 9), names: ["delta_degF"]),
        ]
    }()
}
