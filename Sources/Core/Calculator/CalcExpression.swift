/// A parsed expression; every node remembers where it stood in the input, for error carets.
indirect enum CalcExpression: Equatable, Sendable {
    enum Operator: Equatable, Sendable { case add, subtract, multiply, divide, power, modulo, juxtapose }
    enum Postfix: Equatable, Sendable { case factorial, percent, degree }

    case number(Rational, span: Range<Int>)
    case name(String, span: Range<Int>)
    case call(String, arguments: [CalcExpression], span: Range<Int>)
    case negate(CalcExpression, span: Range<Int>)
    case binary(Operator, CalcExpression, CalcExpression, span: Range<Int>)
    case postfix(Postfix, CalcExpression, span: Range<Int>)
    case percentOf(CalcExpression, base: CalcExpression, span: Range<Int>)
    case group(CalcExpression, span: Range<Int>)

    /// Where the whole node stands in the input.
    var span: Range<Int> {
        switch self {
        case let .number(_, span), let .name(_, span), let .call(_, _, span), let .negate(_, span),
             let .binary(_, _, _, span), let .postfix(_, _, span), let .percentOf(_, _, span), let .group(_, span):
            span
        }
    }

    /// Whether the node is `b%` itself, which `a + b%` reads as a percentage of `a`.
    var isPercent: Bool {
        if case .postfix(.percent, _, _) = self { return true }
        return false
    }

    /// The expression as coach read it: `2 × (3 + 4)`, `200 + 10%`, `2pi`; numbers as typed in `source`.
    func rendered(_ source: [Unicode.Scalar]) -> String {
        switch self {
        case let .number(_, span): String(String.UnicodeScalarView(source[span]))
        case let .name(name, _): name
        case let .call(name, arguments, _): name + "(" + arguments.map { $0.rendered(source) }.joined(separator: ", ") + ")"
        case let .negate(operand, _): "−" + operand.rendered(source)
        case let .binary(op, left, right, _):
            switch op {
            case .add: left.rendered(source) + " + " + right.rendered(source)
            case .subtract: left.rendered(source) + " − " + right.rendered(source)
            case .multiply: left.rendered(source) + " × " + right.rendered(source)
            case .divide: left.rendered(source) + " ÷ " + right.rendered(source)
            case .modulo: left.rendered(source) + " mod " + right.rendered(source)
            case .power: left.rendered(source) + "^" + right.rendered(source)
            case .juxtapose: left.rendered(source) + right.rendered(source)
            }
        case let .postfix(op, operand, _): operand.rendered(source) + (op == .factorial ? "!" : op == .percent ? "%" : "°")
        case let .percentOf(percent, base, _): percent.rendered(source) + " of " + base.rendered(source)
        case let .group(inner, _): "(" + inner.rendered(source) + ")"
        }
    }
}

/// A line for the calculator: an expression, or `name = expression`.
struct CalcStatement: Equatable, Sendable {
    var assignTo: String?
    var expression: CalcExpression
}
