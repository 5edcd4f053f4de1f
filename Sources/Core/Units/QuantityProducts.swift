import BigInt

extension Quantity {
    /// `self × other`. A product keeps one unit of each kind, the first one written (60 km/h × 30 min
    /// is 30 km, 2 m × 3 cm is 0.06 m²), and becomes a named unit when it is one exactly (mA·kΩ is V,
    /// kW·h is kWh, mA·Ω is mV) unless `naming` is false, as when a unit is read as it was written.
    public func times(_ other: Quantity, naming: Bool = true) throws(UnitProblem) -> Quantity {
        if isPlain, other.isPlain { return Quantity(magnitude.times(other.magnitude)) }
        // A number times a quantity (`5 km`, `2 * 3 m`): nothing to merge. `20 °C` counts degrees on the scale;
        // twice a temperature on a scale means nothing.
        if isPlain || other.isPlain {
            let (number, quantity) = isPlain ? (self, other) : (other, self)
            if quantity.unit.temperatureScale != nil, !quantity.isUnitAlone || !number.isPlain {
                throw .temperatureAsAmount(quantity.shown)
            }
            return Quantity(number.magnitude.times(quantity.magnitude), quantity.unit)
        }
        var left = try asAmount(beside: other)
        var right = try other.asAmount(beside: self)
        var factors = left.unit.factors
        for factor in right.unit.factors {
            if let index = factors.firstIndex(where: { $0.symbol == factor.symbol }) {
                factors[index].power += factor.power
            } else if let index = factors.firstIndex(where: { $0.measuresLike(factor) }) {
                right.magnitude = right.magnitude.times(factor.scale.over(factors[index].scale).power(factor.power))
                factors[index].power += factor.power
            } else {
                factors.append(factor)
            }
        }
        factors.removeAll { $0.power == 0 }
        left.magnitude = left.magnitude.times(right.magnitude)
        let product = CompoundUnit(factors: factors)
        if let problem = product.complexity { throw problem }
        return Quantity(left.magnitude, product).simplified(naming: naming)
    }

    /// `self ÷ other`; `other` is not zero.
    public func dividedBy(_ other: Quantity, naming: Bool = true) throws(UnitProblem) -> Quantity {
        try times(other.inverted(), naming: naming)
    }

    /// `1 ÷ self`; not zero.
    func inverted() throws(UnitProblem) -> Quantity {
        if unit.temperatureScale != nil { throw .temperatureAsAmount(shown) }
        let factors = unit.factors.map { $0.withPower(-$0.power) }
        return Quantity(Number(1).over(magnitude), CompoundUnit(factors: factors))
    }

    /// The unit raised to `exponent`, which must leave every power whole: (3 m)² is 9 m², √(16 m²) is 4 m.
    /// The magnitude is raised by the caller, which bounds the digits.
    func unitRaised(to exponent: Rational) throws(UnitProblem) -> CompoundUnit {
        guard !isPlain else { return .none }
        if unit.temperatureScale != nil, exponent != Rational(1) { throw .temperatureAsAmount(shown) }
        var factors: [UnitFactor] = []
        for factor in unit.factors {
            let raised = Rational(factor.power) * exponent
            guard let power = raised.wholeNumber else {
                if raised.isInteger { throw .tooComplex(factor.symbol + "^" + raised.numerator.description) }
                throw .fractionalPower(
                    unit: UnitText.power(factor.symbol, factor.power) + "^(" + NumberFormat.fraction(exponent) + ")")
            }
            guard power.magnitude <= CompoundUnit.powerLimit else { throw .tooComplex(factor.symbol + "^\(power)") }
            factors.append(factor.withPower(power))
        }
        return CompoundUnit(factors: factors.filter { $0.power != 0 })
    }

    /// The quantity as it takes part in a product: a temperature on a scale (°C) counts as degrees of
    /// difference beside another unit (5 °C/min), and is refused beside a plain number (2 × 20 °C).
    private func asAmount(beside other: Quantity) throws(UnitProblem) -> Quantity {
        guard let scale = unit.temperatureScale else { return self }
        if other.isPlain { throw .temperatureAsAmount(shown) }
        return Quantity(magnitude, CompoundUnit(UnitFactor(UnitCatalog.unit("Δ" + scale.symbol)!)))
    }

    /// Shares (% and ppm) beside other units become part of the number, a product of no dimension
    /// without angles becomes a plain number (km/m), and a product that is exactly a named unit takes it
    /// when `naming`.
    func simplified(naming: Bool = true) -> Quantity {
        var result = self
        if unit.factors.contains(where: { $0.unit.kind == .ratio }),
            unit.factors.count > 1 || unit.factors[0].power != 1
        {
            let shares = unit.factors.filter { $0.unit.kind == .ratio }
            result.magnitude = shares.reduce(magnitude) { $0.times($1.scale.power($1.power)) }
            result.unit = CompoundUnit(factors: unit.factors.filter { $0.unit.kind != .ratio })
        }
        if !result.unit.isNone, result.unit.dimension.isNone,
            !result.unit.factors.contains(where: { $0.unit.kind == .angle })
        {
            return Quantity(result.magnitude.times(result.unit.scale))
        }
        guard naming, result.unit.factors.count > 1, let named = NamedUnits.exactly(result.unit) else { return result }
        result.unit = named
        return result
    }
}

extension CompoundUnit {
    /// Why the unit is too complex to keep, or nil.
    var complexity: UnitProblem? {
        guard factors.count > Self.factorLimit || factors.contains(where: { $0.power.magnitude > Self.powerLimit })
        else { return nil }
        return .tooComplex(text)
    }
}

/// The named SI units a product may turn into when it is one of them exactly, with engineering prefixes,
/// and the kilowatt-hour family.
enum NamedUnits {
    /// The named units by what they measure, SI's first.
    private static let byDimension: [Dimension: [PhysicalUnit]] = {
        let named = ["N", "J", "W", "Pa", "C", "V", "Ω", "F", "H", "T", "Wb", "S", "Wh"].compactMap {
            UnitCatalog.unit($0)
        }
        return Dictionary(grouping: named, by: \.dimension)
    }()

    /// The engineering prefixes (10³ⁿ) by their size.
    private static let prefixes = Dictionary(
        uniqueKeysWithValues: UnitPrefix.all.filter { $0.exponent % 3 == 0 }.map { ($0.scale, $0) })

    /// `unit` as a single named unit of the same size, when there is one: mA·kΩ is V.
    static func exactly(_ unit: CompoundUnit) -> CompoundUnit? {
        guard let candidates = byDimension[unit.dimension], case let .exact(scale) = unit.scale else { return nil }
        for named in candidates {
            guard let size = named.scale.rational else { continue }
            let ratio = scale / size
            if ratio == Rational(1) { return CompoundUnit(UnitFactor(named)) }
            if let prefix = prefixes[ratio] { return CompoundUnit(UnitFactor(named, prefix: prefix)) }
        }
        return nil
    }
}
