/// A parsed expression as a flat list of steps in postfix order: each step follows the steps of
/// its operands, so `2*(3+4)` is `2 3 4 + () ×`. Evaluating, showing, comparing and freeing it are
/// loops over an array, never recursion, so however deeply a line nests it cannot exhaust the stack.
struct CalcExpression: Equatable, Sendable {
    enum Operator: Equatable, Sendable { case add, subtract, multiply, divide, power, modulo, juxtapose }
    enum Postfix: Equatable, Sendable { case factorial, percent, degree }

    /// One node of the expression; `span` is where the whole node stood in the input, for carets.
    enum Step: Equatable, Sendable {
        case number(Rational, span: Range<Int>)
        /// A variable or constant; `beforeParenthesis` when it reads like a call (`sqr(2)`), so an
        /// unknown one is reported as an unknown function.
        case name(String, span: Range<Int>, beforeParenthesis: Bool)
        case call(String, argumentCount: Int, span: Range<Int>)
        case negate(span: Range<Int>)
        case binary(Operator, span: Range<Int>)
        case postfix(Postfix, span: Range<Int>)
        /// `b% of a`: the percentage, then the base.
        case percentOf(span: Range<Int>)
        case group(span: Range<Int>)

        /// Where the node stands in the input.
        var span: Range<Int> {
            switch self {
            case let .number(_, span), let .name(_, span, _), let .call(_, _, span), let .negate(span),
                 let .binary(_, span), let .postfix(_, span), let .percentOf(span), let .group(span):
                span
            }
        }

        /// How many operands the step takes from the steps before it.
        var operandCount: Int {
            switch self {
            case .number, .name: 0
            case let .call(_, count, _): count
            case .negate, .postfix, .group: 1
            case .binary, .percentOf: 2
            }
        }

        /// Whether the node is `b%` itself, which `a + b%` reads as a percentage of `a`.
        var isPercent: Bool {
            if case .postfix(.percent, _) = self { return true }
            return false
        }
    }

    /// The steps, operands first; the last one is the whole expression.
    var steps: [Step]

    /// Where the whole expression stands in the input.
    var span: Range<Int> { steps.last?.span ?? 0..<0 }

    /// The number, when the expression is nothing but one.
    var singleNumber: Rational? {
        guard steps.count == 1, case let .number(value, _) = steps[0] else { return nil }
        return value
    }

    /// Folds the steps from the operands up with an explicit stack: `combine` receives each step and
    /// the values of its operands, left to right.
    func fold<Value, Failure: Error>(_ combine: (Step, ArraySlice<Value>) throws(Failure) -> Value) throws(Failure) -> Value {
        var values: [Value] = []
        values.reserveCapacity(8)
        for step in steps {
            let count = step.operandCount
            let value = try combine(step, values[(values.count - count)...])
            values.removeLast(count)
            values.append(value)
        }
        return values[values.count - 1]
    }

    /// The expression as coach read it: `2 × (3 + 4)`, `200 + 10%`, `2pi`; numbers as typed in `source`.
    func rendered(_ source: [Unicode.Scalar]) -> String {
        // Texts are popped before they grow, so each append extends a uniquely held string in place.
        var texts: [String] = []
        for step in steps {
            switch step {
            case let .number(_, span): texts.append(String(String.UnicodeScalarView(source[span])))
            case let .name(name, _, _): texts.append(name)
            case let .call(name, count, _):
                let arguments = texts.suffix(count).joined(separator: ", ")
                texts.removeLast(count)
                texts.append(name + "(" + arguments + ")")
            case .negate: texts.append("−" + texts.removeLast())
            case .group: texts.append("(" + texts.removeLast() + ")")
            case let .postfix(op, _):
                var text = texts.removeLast()
                text += op == .factorial ? "!" : op == .percent ? "%" : "°"
                texts.append(text)
            case .percentOf, .binary:
                let right = texts.removeLast()
                var text = texts.removeLast()
                text += Self.infix(step)
                text += right
                texts.append(text)
            }
        }
        return texts.last ?? ""
    }

    private static func infix(_ step: Step) -> String {
        switch step {
        case .percentOf: " of "
        case .binary(.add, _): " + "
        case .binary(.subtract, _): " − "
        case .binary(.multiply, _): " × "
        case .binary(.divide, _): " ÷ "
        case .binary(.modulo, _): " mod "
        case .binary(.power, _): "^"
        default: ""
        }
    }
}

/// A line for the calculator: an expression, or `name = expression`.
struct CalcStatement: Equatable, Sendable {
    var assignTo: String?
    var expression: CalcExpression
}
