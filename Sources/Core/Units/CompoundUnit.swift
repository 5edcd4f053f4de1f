/// One unit of a compound unit, with its prefix and power: the `km` and the `h⁻¹` of `km/h`.
public struct UnitFactor: Sendable, Equatable {
    let unit: PhysicalUnit
    let prefix: UnitPrefix?
    var power: Int
    /// The size of one of it (power 1) in SI units, worked out once.
    let scale: Number
    /// `km`, `µF`: the unit and its prefix, without the power.
    let symbol: String

    init(_ unit: PhysicalUnit, prefix: UnitPrefix? = nil, power: Int = 1) {
        self.unit = unit
        self.prefix = prefix
        self.power = power
        scale = prefix.map { unit.scale.times(.exact($0.scale)) } ?? unit.scale
        symbol = (prefix?.symbol ?? "") + unit.symbol
    }

    public static func == (a: UnitFactor, b: UnitFactor) -> Bool { a.symbol == b.symbol && a.power == b.power }

    /// The same unit to another power, its size and symbol kept.
    func withPower(_ power: Int) -> UnitFactor {
        var raised = self
        raised.power = power
        return raised
    }

    /// Whether it can stand in a product with another factor of its kind, which is then written in its unit:
    /// lengths with lengths, angles with angles; a temperature scale never (20 °C is not 20 K).
    func measuresLike(_ other: UnitFactor) -> Bool {
        unit.zero == nil && other.unit.zero == nil && unit.kind == other.unit.kind
            && unit.dimension == other.unit.dimension
    }
}

/// A unit as a product of units with whole powers, `kg·m²/s²`; no factors for a plain number.
public struct CompoundUnit: Sendable, Equatable {
    /// The factors in the order they were written, each unit once.
    let factors: [UnitFactor]
    /// What it measures, worked out once.
    public let dimension: Dimension

    /// The largest power of a single unit (`m^20`), which keeps every dimension and scale small.
    static let powerLimit = 20
    /// The most different units in one product.
    static let factorLimit = 8

    /// No unit: a plain number.
    public static let none = CompoundUnit(factors: [])

    init(factors: [UnitFactor]) {
        self.factors = factors
        dimension = factors.reduce(Dimension.none) { $0 * $1.unit.dimension.power($1.power) }
    }

    init(_ factor: UnitFactor) {
        factors = [factor]
        dimension = factor.power == 1 ? factor.unit.dimension : factor.unit.dimension.power(factor.power)
    }

    /// Whether it is a plain number.
    public var isNone: Bool { factors.isEmpty }

    /// The size of one of it in SI units: 1000/3600 for km/h.
    var scale: Number {
        guard factors.count != 1 || factors[0].power != 1 else { return factors[0].scale }
        return factors.reduce(Number(1)) { $0.times($1.scale.power($1.power)) }
    }

    /// A temperature on a scale with its own zero, `°C` or `°F` alone, which adds and converts differently.
    var temperatureScale: PhysicalUnit? {
        guard factors.count == 1, factors[0].power == 1, factors[0].unit.zero != nil else { return nil }
        return factors[0].unit
    }

    /// How coach writes it: `km`, `m/s²`, `J/(mol·K)`, `s⁻¹`.
    public var text: String {
        if factors.count == 1, factors[0].power == 1 { return factors[0].symbol }
        return UnitText.product(factors.map { ($0.symbol, $0.power) })
    }

    /// Whether it is written against the number: `30°`, `5%`.
    var isWrittenClose: Bool { factors.count == 1 && factors[0].power == 1 && factors[0].unit.isWrittenClose }

    /// Whether it is an angle unit alone (`°`, `rad`), which sin, cos and tan take.
    var isAngle: Bool { factors.count == 1 && factors[0].power == 1 && factors[0].unit.kind == .angle }

    /// Whether `b` is the very same unit as `a`, factor for factor in any order: `kΩ/mA` written
    /// either way round.
    public static func == (a: CompoundUnit, b: CompoundUnit) -> Bool {
        a.factors.count == b.factors.count && a.factors.allSatisfy(b.factors.contains)
    }
}
