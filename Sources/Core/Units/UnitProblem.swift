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

    public var message: String { message(in: .english) }

    /// The problem in the language of `words`, the kinds named as it names them (`длина`) and the numbers
    /// written as it writes them.
    public func message(in words: Messages) -> String {
        let kind = { (described: String) in Dimension.kind(described, in: words) }
        let shown = { (quantity: String) in words.quantity(quantity) }
        switch self {
        case let .mismatch(verb, left, leftKind, right, rightKind):
            let values = [shown(left), kind(leftKind), shown(right), kind(rightKind)]
            return switch verb {
            case "subtract":
                words.translate(
                    Messages.mark("cannot subtract %@ (%@) from %@ (%@)"), [values[2], values[3], values[0], values[1]])
            case "compare": words.translate(Messages.mark("cannot compare %@ (%@) and %@ (%@)"), values)
            default: words.translate(Messages.mark("cannot add %@ (%@) and %@ (%@)"), values)
            }
        case let .cannotConvert(quantity, kind: from, target, targetKind):
            return words.tr(
                "cannot convert %@ (%@) to %@, which measures %@", shown(quantity), kind(from), target, kind(targetKind)
            )
        case let .twoTemperatures(left):
            return words.tr("two temperatures do not add; add a difference in K or Δ°C: '%@ + 5 K'", shown(left))
        case let .temperatureAsAmount(temperature):
            return words.tr(
                "%@ is on a scale, not an amount; convert it first: (%@ -> K)", shown(temperature), temperature)
        case let .fractionalPower(unit):
            return words.tr("units take whole powers only, and this gives %@", unit)
        case let .tooComplex(unit):
            return words.tr(
                "too complex a unit (%@): at most %@ units, powers within ±%@", unit,
                words.number(CompoundUnit.factorLimit), words.number(CompoundUnit.powerLimit))
        case let .needsPlainNumber(what, quantity, kind: of):
            return words.tr(
                "%@ takes a plain number, and %@ is %@", words.translate(what, []), shown(quantity), kind(of))
        }
    }
}
