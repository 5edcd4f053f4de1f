/// A formula's equation parsed once: both sides, and the names it uses.
public struct FormulaEquation: Sendable {
    /// The equation as written: `E = 1/2*m*v^2`.
    public let text: String
    let left: CalcExpression
    let right: CalcExpression
    /// Every name the equation uses (variables and constants such as `pi`), in order of appearance.
    public let names: [String]

    /// Parses `text`, which must have exactly one `=`; errors carry the calculator's caret.
    public init(_ text: String) throws(CalculationError) {
        self.text = text
        let scalars = Array(text.unicodeScalars)
        let equals = scalars.indices.filter { scalars[$0] == "=" }
        guard let split = equals.first else {
            throw CalculationError("an equation needs one '=', as in 'F = m*a'", input: text, at: scalars.count..<scalars.count + 1)
        }
        guard equals.count == 1 else {
            throw CalculationError("an equation has exactly one '='; this one has \(equals.count)", input: text, at: equals[1]..<equals[1] + 1)
        }
        left = try Self.side(scalars, 0..<split, of: text)
        right = try Self.side(scalars, split + 1..<scalars.count, of: text)
        var names: [String] = []
        for side in [left, right] {
            side.forEachName { if !names.contains($0) { names.append($0) } }
        }
        self.names = names
    }

    private static func side(_ scalars: [Unicode.Scalar], _ range: Range<Int>, of text: String) throws(CalculationError) -> CalcExpression {
        let part = String(String.UnicodeScalarView(scalars[range]))
        if part.allSatisfy(\.isWhitespace) {
            let where_ = range.isEmpty ? range.lowerBound..<range.lowerBound + 1 : range
            throw CalculationError("each side of '=' needs an expression", input: text, at: where_)
        }
        do {
            return try CalcParser.parse(part).expression
        } catch {
            // Point the caret into the whole equation, not just the side.
            throw CalculationError(error.problem, input: text, at: error.span.lowerBound + range.lowerBound..<error.span.upperBound + range.lowerBound)
        }
    }

    /// Both sides evaluated with `values` for the names.
    public func sides(_ values: [String: Number]) throws(CalculationError) -> (left: Number, right: Number) {
        var evaluator = CalcEvaluator(input: text, variables: values)
        return (try evaluator.evaluate(left), try evaluator.evaluate(right))
    }

    /// Left minus right as a Double; nil where the equation is undefined (a root of a negative, …).
    func difference(_ values: [String: Number]) -> Double? {
        guard let (left, right) = try? sides(values) else { return nil }
        let difference = left.double - right.double
        return difference.isFinite ? difference : nil
    }

    /// Whether `symbol` appears only to the first power and outside functions and divisors, so
    /// left − right is a·x + b and one division finds x exactly.
    func isLinear(in symbol: String) -> Bool {
        left.degree(in: symbol) != .other && right.degree(in: symbol) != .other
    }
}

extension CalcExpression {
    enum Degree { case constant, linear, other }

    /// Calls `body` with every name the expression reads (not function names).
    func forEachName(_ body: (String) -> Void) {
        switch self {
        case .number: break
        case let .name(name, _): body(name)
        case let .call(_, arguments, _): arguments.forEach { $0.forEachName(body) }
        case let .negate(inner, _), let .group(inner, _), let .postfix(_, inner, _): inner.forEachName(body)
        case let .binary(_, a, b, _), let .percentOf(a, b, _):
            a.forEachName(body)
            b.forEachName(body)
        }
    }

    /// How the expression depends on `symbol`.
    func degree(in symbol: String) -> Degree {
        switch self {
        case .number: return .constant
        case let .name(name, _): return name == symbol ? .linear : .constant
        case let .negate(inner, _), let .group(inner, _): return inner.degree(in: symbol)
        case .call, .postfix, .percentOf:
            var uses = false
            forEachName { if $0 == symbol { uses = true } }
            return uses ? .other : .constant
        case let .binary(op, a, b, _):
            let (x, y) = (a.degree(in: symbol), b.degree(in: symbol))
            if x == .other || y == .other { return .other }
            switch op {
            case .add, .subtract: return x == .linear || y == .linear ? .linear : .constant
            case .multiply, .juxtapose: return x == .linear && y == .linear ? .other : x == .linear || y == .linear ? .linear : .constant
            case .divide: return y == .linear ? .other : x
            case .power, .modulo: return x == .constant && y == .constant ? .constant : .other
            }
        }
    }
}
