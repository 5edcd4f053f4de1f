import BigInt

extension Quantity {
    /// The quantity as a sum in `parts` (`ft + in`, `h + min`, `st + lb`), as GNU units writes `5 ft + 10.87 in`:
    /// a whole number of each part but the last, which takes the rest. A negative quantity has every part
    /// negative.
    public func split(into parts: [CompoundUnit]) throws(UnitProblem) -> [Quantity] {
        let negative = magnitude.double < 0
        var rest = Quantity(negative ? magnitude.negated : magnitude, unit)
        var result: [Quantity] = []
        for (index, part) in parts.enumerated() {
            if part.temperatureScale != nil { throw .temperatureAsAmount(Quantity(Number(1), part).shown) }
            let converted = try rest.converted(to: part)
            guard index < parts.count - 1 else {
                result.append(converted)
                break
            }
            // The whole number of this part: the floor of the value, or of its interval's low end.
            let whole = Number.exact(
                Rational((converted.magnitude.rational ?? converted.magnitude.real.ends.low).floor))
            result.append(Quantity(whole, part))
            rest = Quantity(converted.magnitude.minus(whole), part)
        }
        return negative ? result.map { Quantity($0.magnitude.negated, $0.unit) } : result
    }

    /// The quantity in SI base units whose powers `index` divides, for a root of a unit that is a power in
    /// disguise: 200 mL is 200 cm³ (a length cubed in centimetres, as a litre is a cubic decimetre), 1 ha is
    /// 10000 m². Nil when its dimension has no such root (√(1 s)).
    func rootable(_ index: Int) -> Quantity? {
        guard unit.temperatureScale == nil, !isPlain, dimension.root(index) != nil else { return nil }
        let symbols = ["m", "g", "s", "A", "K", "mol", "cd"]
        var factors: [UnitFactor] = []
        for lane in 0..<7 where dimension.powers[lane] != 0 {
            let prefix = lane == 1 ? UnitPrefix.bySymbol["k"] : nil
            factors.append(
                UnitFactor(UnitCatalog.unit(symbols[lane])!, prefix: prefix, power: Int(dimension.powers[lane])))
        }
        // A volume or an area of metric size keeps its everyday prefix: mL is cm³, µL is mm³.
        if factors.count == 1, factors[0].symbol == "m", case let .exact(scale) = unit.scale {
            for symbol in ["c", "m", "µ", "k"] {
                let prefix = UnitPrefix.bySymbol[symbol]!
                if prefix.scale.power(factors[0].power) == scale {
                    factors[0] = UnitFactor(factors[0].unit, prefix: prefix, power: factors[0].power)
                }
            }
        }
        return try? converted(to: CompoundUnit(factors: factors))
    }

    /// A glucose concentration in the other way of writing it: mg/dL (mass per volume) to mmol/L (amount per
    /// volume) and back, through glucose's molar mass; nil for any other pair of kinds.
    func asGlucose(_ target: CompoundUnit) -> Quantity? {
        let (mass, amount, volume) = (Dimension.mass, Dimension.amount, Dimension.length.power(3))
        let molarMass = Glucose.molarMass
        if dimension == mass / volume, target.dimension == amount / volume {
            return try? dividedBy(molarMass).converted(to: target)
        }
        if dimension == amount / volume, target.dimension == mass / volume {
            return try? times(molarMass).converted(to: target)
        }
        return nil
    }
}

/// Glucose (C₆H₁₂O₆), whose concentration in blood is written in mg/dL in the US and in mmol/L in most other
/// places.
public enum Glucose {
    /// 180.156 g/mol, from the standard atomic weights (IUPAC): 6 × 12.011 + 12 × 1.008 + 6 × 15.999.
    public static let molarMassText = "180.156 g/mol"
    static let molarMass: Quantity = {
        let unit = CompoundUnit(factors: [
            UnitFactor(UnitCatalog.unit("g")!), UnitFactor(UnitCatalog.unit("mol")!, power: -1),
        ])
        return Quantity(.exact(UnitDefinition.exactly("180.156")), unit)
    }()
}
