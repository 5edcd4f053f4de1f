/// A calculator value with its unit: `5.3 km`, `12 V`, or a plain number. The magnitude is kept in
/// the unit it is written in, so `30° + 15°` stays exactly 45° and only a change of unit converts.
public struct Quantity: Equatable, Sendable {
    public var magnitude: Number
    public var unit: CompoundUnit
    /// Whether it is a unit's name alone (`°C` in `20 °C`), which a number before it counts in, even on a
    /// temperature scale; any arithmetic makes it an amount.
    var isUnitAlone = false

    public init(_ magnitude: Number, _ unit: CompoundUnit = .none) {
        self.magnitude = magnitude
        self.unit = unit
    }

    /// One of `unit`, as its name stands in an expression.
    init(unit: CompoundUnit) {
        self.init(Number(1), unit)
        isUnitAlone = true
    }

    public static func == (a: Quantity, b: Quantity) -> Bool { a.magnitude == b.magnitude && a.unit == b.unit }

    /// Whether it has no unit.
    public var isPlain: Bool { unit.isNone }

    public var dimension: Dimension { unit.dimension }

    /// The quantity as coach writes it, `5.3 km`, `30°`, and whether the number is exact.
    public func formatted(digits: Int = 15) -> (text: String, exact: Bool) {
        let (number, exact) = magnitude.formatted(digits: digits)
        return (Self.written(number, unit), exact)
    }

    /// `number` written with `unit`: `5.3 km`, `30°`, `1/3 m`.
    public static func written(_ number: String, _ unit: CompoundUnit) -> String {
        guard !unit.isNone else { return number }
        return number + (unit.isWrittenClose ? "" : " ") + unit.text
    }

    /// For messages: `5 km`.
    var shown: String { formatted(digits: 10).text }

    /// A quantity of no dimension as a plain number (`30°` is π/6, `5%` is 1/20); nil for a length or any other.
    public var plainValue: Number? {
        guard unit.dimension.isNone, unit.temperatureScale == nil else { return nil }
        return unit.isNone ? magnitude : magnitude.times(unit.scale)
    }

    /// The same quantity in `target`, which must measure the same kind; temperatures on a scale convert
    /// through kelvin with their zeros (100 °F is 37.7̅ °C).
    public func converted(to target: CompoundUnit) throws(UnitProblem) -> Quantity {
        guard target.dimension == unit.dimension else {
            throw .cannotConvert(
                quantity: shown, kind: unit.dimension.described, target: target.text,
                targetKind: target.dimension.described)
        }
        if unit == target { return Quantity(magnitude, target) }
        if unit.temperatureScale != nil || target.temperatureScale != nil {
            let kelvin = magnitude.times(unit.scale).plus(.exact(unit.temperatureScale?.zero ?? .zero))
            return Quantity(kelvin.minus(.exact(target.temperatureScale?.zero ?? .zero)).over(target.scale), target)
        }
        return Quantity(magnitude.times(unit.scale).over(target.scale), target)
    }

    /// `self + other` (or `−` with `subtracting`), in this quantity's unit: 5 km + 300 m is 5.3 km.
    public func adding(_ other: Quantity, subtracting: Bool = false) throws(UnitProblem) -> Quantity {
        func combine(_ right: Number) -> Number { subtracting ? magnitude.minus(right) : magnitude.plus(right) }
        guard dimension == other.dimension else {
            throw .mismatch(
                verb: subtracting ? "subtract" : "add", left: shown, leftKind: dimension.described,
                right: other.shown, rightKind: other.dimension.described)
        }
        // A plain number and an angle or a share: plain, as SI counts them (1 + 30° is 1 + π/6).
        if isPlain != other.isPlain, let left = plainValue, let right = other.plainValue {
            return Quantity(subtracting ? left.minus(right) : left.plus(right))
        }
        switch (unit.temperatureScale, other.unit.temperatureScale) {
        case let (scale?, _?):
            guard subtracting else { throw .twoTemperatures(left: shown) }
            // The difference of two temperatures, in degrees of the first one's scale.
            let right = try other.converted(to: unit).magnitude
            return Quantity(magnitude.minus(right), CompoundUnit(UnitFactor(UnitCatalog.unit("Δ" + scale.symbol)!)))
        case (_?, nil):
            // A temperature plus or minus a difference (K, Δ°C, Δ°F): degrees of the same size.
            return Quantity(combine(other.magnitude.times(other.unit.scale).over(unit.scale)), unit)
        case (nil, _?):
            // A difference plus a temperature is that temperature moved; a temperature minus one on a scale
            // is a difference in kelvin (300 K − 20 °C is 6.85 K).
            if subtracting { return Quantity(combine(try other.converted(to: unit).magnitude), unit) }
            return try other.adding(self)
        case (nil, nil):
            if unit == other.unit { return Quantity(combine(other.magnitude), unit) }
            return Quantity(combine(other.magnitude.times(other.unit.scale).over(unit.scale)), unit)
        }
    }

    /// `other` in this quantity's unit, for comparing (min, max, mod): both must measure the same kind.
    func inSameUnit(_ other: Quantity, verb: String) throws(UnitProblem) -> Number {
        guard dimension == other.dimension else {
            throw .mismatch(
                verb: verb, left: shown, leftKind: dimension.described, right: other.shown,
                rightKind: other.dimension.described)
        }
        return try other.converted(to: unit).magnitude
    }
}
