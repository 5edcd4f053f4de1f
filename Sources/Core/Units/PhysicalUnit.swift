import BigInt

/// One unit coach knows, before any prefix: the metre, the minute, the degree Celsius.
public final class PhysicalUnit: Sendable {
    /// How coach writes it: `m`, `min`, `°C`, `Ω`.
    public let symbol: String
    let dimension: Dimension
    /// The size of one unit in SI base units: 1609.344 for the mile; for a temperature scale, of one degree.
    let scale: Number
    /// For a temperature scale (°C, °F), where its zero lies in kelvin; nil for every other unit.
    let zero: Rational?
    let kind: Kind
    /// Whether SI prefixes go before it (`km`, `kcal`, `kWh`, but not `kmin`).
    public let takesPrefixes: Bool
    /// Other ways to type it: `metre`, `meter`, `ohm`. Spelled-out names also take a plural `s` and the
    /// prefixes' names (`kilometres`).
    let names: [String]
    /// How its standard defines it, as `help units` shows it: `231 in³`, `14 lb`; empty for an SI unit.
    public let definition: String
    /// Where that definition is written: `NIST SP 811 B.8`, `SI 2019 Table 8`.
    public let source: String

    /// What a unit measures beyond its dimension, for merging units of one kind in a product: an angle
    /// (° and rad, which SI counts as plain numbers) or a ratio (% and ppm), and otherwise a measure.
    enum Kind: Sendable { case measure, angle, ratio }

    init(
        _ symbol: String, _ dimension: Dimension, _ scale: Number, kind: Kind = .measure, zero: Rational? = nil,
        prefixes: Bool = false, names: [String] = [], definition: String = "", source: String = ""
    ) {
        self.definition = definition
        self.source = source
        self.symbol = symbol
        self.dimension = dimension
        self.scale = scale
        self.kind = kind
        self.zero = zero
        self.takesPrefixes = prefixes
        self.names = names
    }

    /// A unit defined as `defined`, of that dimension and size.
    convenience init(
        _ symbol: String, _ defined: UnitDefinition, source: String, prefixes: Bool = false, names: [String] = []
    ) {
        self.init(
            symbol, defined.dimension, defined.scale, prefixes: prefixes, names: names, definition: defined.text,
            source: source)
    }

    /// Other ways to type it, for `help units`.
    public var otherNames: [String] { names.filter { $0 != symbol } }

    /// Whether it is a temperature scale with its own zero (°C, °F).
    public var isTemperatureScale: Bool { zero != nil }

    /// What it measures, for `help units`.
    public var measures: Dimension { dimension }

    /// Its size in SI base units, for `help units`.
    public var size: Number { scale }

    /// Whether it is written against its number: `30°`, `5%`; every other unit after a space, `5 km`.
    var isWrittenClose: Bool { symbol == "°" || symbol == "%" }
}

/// An SI prefix: `k` for 10³, `µ` for 10⁻⁶.
final class UnitPrefix: Sendable {
    let symbol: String
    let name: String
    let exponent: Int
    /// 10 to the exponent, exactly.
    let scale: Rational

    init(symbol: String, name: String, exponent: Int) {
        self.symbol = symbol
        self.name = name
        self.exponent = exponent
        let power = Rational(BigInt(10).power(abs(exponent)))
        scale = exponent >= 0 ? power : Rational(1) / power
    }

    /// Every SI prefix, quecto to quetta (2022), and `u` for micro where `µ` is hard to type.
    static let all: [UnitPrefix] = [
        .init(symbol: "q", name: "quecto", exponent: -30), .init(symbol: "r", name: "ronto", exponent: -27),
        .init(symbol: "y", name: "yocto", exponent: -24), .init(symbol: "z", name: "zepto", exponent: -21),
        .init(symbol: "a", name: "atto", exponent: -18), .init(symbol: "f", name: "femto", exponent: -15),
        .init(symbol: "p", name: "pico", exponent: -12), .init(symbol: "n", name: "nano", exponent: -9),
        .init(symbol: "µ", name: "micro", exponent: -6), .init(symbol: "m", name: "milli", exponent: -3),
        .init(symbol: "c", name: "centi", exponent: -2), .init(symbol: "d", name: "deci", exponent: -1),
        .init(symbol: "da", name: "deca", exponent: 1), .init(symbol: "h", name: "hecto", exponent: 2),
        .init(symbol: "k", name: "kilo", exponent: 3), .init(symbol: "M", name: "mega", exponent: 6),
        .init(symbol: "G", name: "giga", exponent: 9), .init(symbol: "T", name: "tera", exponent: 12),
        .init(symbol: "P", name: "peta", exponent: 15), .init(symbol: "E", name: "exa", exponent: 18),
        .init(symbol: "Z", name: "zetta", exponent: 21), .init(symbol: "Y", name: "yotta", exponent: 24),
        .init(symbol: "R", name: "ronna", exponent: 27), .init(symbol: "Q", name: "quetta", exponent: 30),
    ]

    /// The prefix written as `symbol`, with the other ways to type micro (`μ`, `u`) and deca (`deka`).
    static let bySymbol: [String: UnitPrefix] = {
        var table = Dictionary(uniqueKeysWithValues: all.map { ($0.symbol, $0) })
        table["μ"] = table["µ"]
        table["u"] = table["µ"]
        return table
    }()

    static let byName: [String: UnitPrefix] = {
        var table = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
        table["deka"] = table["deca"]
        return table
    }()
}
