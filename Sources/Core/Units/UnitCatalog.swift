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

    /// Every unit, in the order `help units` lists them.
    public static var all: [PhysicalUnit] { units }

    /// Every unit, in the order `help units` lists them, made the first time a unit is looked up.
    static let units: [PhysicalUnit] = siUnits + customaryUnits
}
