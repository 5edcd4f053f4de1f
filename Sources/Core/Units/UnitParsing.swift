import Storage
import Synchronization

extension CompoundUnit {
    /// The unit written `text` (`m/s²`, `J/(mol·K)`, `kΩ`, `%`, `years`, `1/s`); `.none` for an empty text;
    /// nil for anything that is not a unit alone (`2 m`, `(L/mol)^(n−1)/s`).
    public static func parse(_ text: String) -> CompoundUnit? {
        // A pure function of the text: each text read once a process (a formula card reads its variables' units
        // on every `formula show`), at most `ParsedUnits.most` of them.
        if let known = ParsedUnits.table.withLock({ $0[text] }) { return known }
        let unit = read(text)
        ParsedUnits.table.withLock { table in
            if table.count >= ParsedUnits.most { table.removeAll(keepingCapacity: true) }
            table[text] = unit
        }
        return unit
    }

    private static func read(_ text: String) -> CompoundUnit? {
        let trimmed = text.trimmed(\.isSpace)
        if trimmed.isEmpty { return CompoundUnit.none }
        if trimmed == "%" { return CompoundUnit(UnitFactor(UnitCatalog.unit("%")!)) }
        guard let statement = try? CalcParser.parse(trimmed), statement.assignTo == nil,
            statement.expression.steps.allSatisfy(\.belongsToUnit)
        else { return nil }
        var evaluator = CalcEvaluator(input: trimmed)
        evaluator.namesProducts = false
        guard let quantity = try? evaluator.evaluateQuantity(statement.expression), !quantity.isPlain,
            quantity.magnitude.rational == Rational(1)
        else { return nil }
        return quantity.unit
    }
}

extension CalcExpression.Step {
    /// Whether the step can be part of a unit written alone: names, products, quotients, whole powers,
    /// parentheses and the 1 of `1/s`.
    fileprivate var belongsToUnit: Bool {
        switch self {
        case .name, .unit, .group, .negate: true
        case .binary(.multiply, _), .binary(.divide, _), .binary(.juxtapose, _), .binary(.power, _): true
        case let .number(value, _): value.isInteger
        default: false
        }
    }
}

/// The units texts were read as, by text.
private enum ParsedUnits {
    static let most = 512
    static let table = Mutex<[String: CompoundUnit?]>([:])
}
