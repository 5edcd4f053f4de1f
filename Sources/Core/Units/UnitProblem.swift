/// Why arithmetic on quantities with units was refused; the calculator puts a caret under it.
public enum UnitProblem: Error, Equatable, Sendable {
    /// Adding, subtracting or comparing quantities of two kinds: the verb, and both as shown.
    case mismatch(verb: String, left: String, leftKind: String, right: String, rightKind: String)
    /// Converting to a unit of another kind.
    case cannotConvert(quantity: String, kind: String, target: String, targetKind: String)
    /// Two temperatures on a scale added: `20 °C + 5 °C`.
    case twoTemperatures(left: String)
    /// A temperature on a scale multiplied, divided or raised: `2 * 20 °C`.
    case temperatureAsAmount(String)
    /// A power that leaves a unit with a fractional power: `sqrt(5 m)`.
    case fractionalPower(unit: String)
    /// A power of a unit beyond the limit, or too many units in one product.
    case tooComplex(String)
    /// A function or operator that takes only a plain number was given a quantity with a unit.
    case needsPlainNumber(what: String, quantity: String, kind: String)

    public var message: String {
        switch self {
        case let .mismatch(verb, left, leftKind, right, rightKind):
            let joined =
                verb == "subtract"
                ? "\(right) (\(rightKind)) from \(left) (\(leftKind))"
                : "\(left) (\(leftKind)) and \(right) (\(rightKind))"
            return "cannot \(verb) \(joined)"
        case let .cannotConvert(quantity, kind, target, targetKind):
            return "cannot convert \(quantity) (\(kind)) to \(target), which measures \(targetKind)"
        case let .twoTemperatures(left):
            return "two temperatures do not add; add a difference in K or Δ°C: '\(left) + 5 K'"
        case let .temperatureAsAmount(temperature):
            return "\(temperature) is on a scale, not an amount; convert it first: (\(temperature) -> K)"
        case let .fractionalPower(unit):
            return "units take whole powers only, and this gives \(unit)"
        case let .tooComplex(unit):
            return
                "too complex a unit (\(unit)): at most \(CompoundUnit.factorLimit) units, powers within ±\(CompoundUnit.powerLimit)"
        case let .needsPlainNumber(what, quantity, kind):
            return "\(what) takes a plain number, and \(quantity) is \(kind)"
        }
    }
}
