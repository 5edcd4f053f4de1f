import BigInt

/// A unit's definition as a standard writes it: a number times a product of units already defined, as
/// `231 in³` (the US gallon) or `550 ft·lbf/s` (the horsepower). Its size and dimension come from the
/// same text `help units` shows, so the two cannot differ.
struct UnitDefinition {
    var count: Rational
    var factors: [UnitFactor]

    /// `count` of `unit` (with `prefix`) to `power`: `of("231", inch, 3)`; the count is written in decimal, exactly.
    static func of(_ count: String, _ unit: PhysicalUnit, _ power: Int = 1, prefix: String? = nil) -> UnitDefinition {
        UnitDefinition(
            count: exactly(count),
            factors: [UnitFactor(unit, prefix: prefix.flatMap { UnitPrefix.bySymbol[$0] }, power: power)])
    }

    /// A count given as a fraction: `of(1, 16, pound)` is the ounce.
    static func of(_ numerator: Int, _ denominator: Int, _ unit: PhysicalUnit, _ power: Int = 1) -> UnitDefinition {
        UnitDefinition(count: Rational(numerator) / Rational(denominator), factors: [UnitFactor(unit, power: power)])
    }

    static func * (a: UnitDefinition, b: UnitDefinition) -> UnitDefinition {
        UnitDefinition(count: a.count * b.count, factors: a.factors + b.factors)
    }

    static func / (a: UnitDefinition, b: UnitDefinition) -> UnitDefinition {
        UnitDefinition(count: a.count / b.count, factors: a.factors + b.factors.map { $0.withPower(-$0.power) })
    }

    var dimension: Dimension { factors.reduce(Dimension.none) { $0 * $1.unit.dimension.power($1.power) } }

    /// The size in SI base units: exact when every unit in it is.
    var scale: Number {
        factors.reduce(Number.exact(count)) { $0.times($1.scale.power($1.power)) }
    }

    /// `231 in³`, `1/16 lb`, `9.80665 lb·m/s²`.
    var text: String {
        let number =
            count == Rational(1) ? "" : (NumberFormat.terminatingDecimal(count) ?? NumberFormat.fraction(count)) + " "
        return number + UnitText.product(factors.map { ($0.symbol, $0.power) })
    }

    /// `digits` (as `1609.344`) as an exact rational.
    static func exactly(_ digits: String) -> Rational {
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let whole = BigInt(parts[0])!
        guard parts.count == 2 else { return Rational(whole) }
        let scale = BigInt(10).power(parts[1].count)
        return Rational(whole * scale + BigInt(parts[1])!, scale)
    }
}
