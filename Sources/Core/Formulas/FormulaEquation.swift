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
            throw CalculationError(
                Messages.mark("an equation needs one '=', as in 'F = m*a'"), input: text,
                at: scalars.count..<scalars.count + 1)
        }
        guard equals.count == 1 else {
            throw CalculationError(
                reason: .counts(Messages.mark("an equation has exactly one '='; this one has %@"), [equals.count]),
                input: text, at: equals[1]..<equals[1] + 1)
        }
        left = try Self.side(scalars, 0..<split, of: text)
        right = try Self.side(scalars, split + 1..<scalars.count, of: text)
        var names: [String] = []
        for side in [left, right] {
            side.forEachName { if !names.contains($0) { names.append($0) } }
        }
        self.names = names
    }

    private static func side(_ scalars: [Unicode.Scalar], _ range: Range<Int>, of text: String) throws(CalculationError)
        -> CalcExpression
    {
        let part = String(String.UnicodeScalarView(scalars[range]))
        if part.allSatisfy(\.isWhitespace) {
            let place = range.isEmpty ? range.lowerBound..<range.lowerBound + 1 : range
            throw CalculationError(Messages.mark("each side of '=' needs an expression"), input: text, at: place)
        }
        do {
            return try CalcParser.parse(part).expression
        } catch {
            // Point the caret into the whole equation, not just the side.
            throw error.moved(
                input: text, at: error.span.lowerBound + range.lowerBound..<error.span.upperBound + range.lowerBound)
        }
    }

    /// Both sides evaluated with `values` for the names.
    public func sides(_ values: [String: Number]) throws(CalculationError) -> (left: Number, right: Number) {
        var evaluator = CalcEvaluator(input: text, numbers: values)
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

    /// Calls `body` with every name the expression reads (not function names), left to right.
    func forEachName(_ body: (String) -> Void) {
        for case let .name(name, _, _) in steps { body(name) }
    }

    /// How the expression depends on `symbol`.
    func degree(in symbol: String) -> Degree {
        // Each node's degree, and whether `symbol` appears anywhere inside it.
        let (degree, _) = fold { (step, operands: ArraySlice<(degree: Degree, mentions: Bool)>) in
            let mentions = operands.contains { $0.mentions }
            switch step {
            case .number, .unit: return (.constant, false)
            case let .name(name, _, _): return name == symbol ? (.linear, true) : (.constant, false)
            case .negate, .group: return operands[operands.startIndex]
            case .call, .postfix, .percentOf: return (mentions ? .other : .constant, mentions)
            case let .binary(op, _):
                let (x, y) = (operands[operands.startIndex].degree, operands[operands.startIndex + 1].degree)
                if x == .other || y == .other { return (.other, mentions) }
                switch op {
                case .add, .subtract: return (x == .linear || y == .linear ? .linear : .constant, mentions)
                case .multiply, .juxtapose, .follows, .convert:
                    return (
                        x == .linear && y == .linear ? .other : x == .linear || y == .linear ? .linear : .constant,
                        mentions
                    )
                case .divide: return (y == .linear ? .other : x, mentions)
                case .power, .modulo: return (x == .constant && y == .constant ? .constant : .other, mentions)
                }
            }
        }
        return degree
    }
}
