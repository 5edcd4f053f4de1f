/// A parsed expression as a flat list of steps in postfix order: each step follows the steps of
/// its operands, so `2*(3+4)` is `2 3 4 + () ×`. Evaluating, showing, comparing and freeing it are
/// loops over an array, never recursion, so however deeply a line nests it cannot exhaust the stack.
struct CalcExpression: Equatable, Sendable {
    /// `follows` is a number after a unit (`1 h 30 min`, a sum when both have units of one kind); `convert`
    /// is `->`, `to` or `in`.
    enum Operator: Equatable, Sendable {
        case add, subtract, multiply, divide, power, modulo, juxtapose, follows, convert
    }
    enum Postfix: Equatable, Sendable { case factorial, percent, degree }

    /// One node of the expression; `span` is where the whole node stood in the input, for carets.
    enum Step: Equatable, Sendable {
        case number(Rational, span: Range<Int>)
        /// A variable or constant; `beforeParenthesis` when it reads like a call (`sqr(2)`), so an
        /// unknown one is reported as an unknown function.
        case name(String, span: Range<Int>, beforeParenthesis: Bool)
        case call(String, argumentCount: Int, span: Range<Int>)
        /// A unit after `->`, `to` or `in`, read as a unit whatever variables there are.
        case unit(String, span: Range<Int>)
        case negate(span: Range<Int>)
        case binary(Operator, span: Range<Int>)
        case postfix(Postfix, span: Range<Int>)
        /// `b% of a`: the percentage, then the base.
        case percentOf(span: Range<Int>)
        case group(span: Range<Int>)

        /// Where the node stands in the input.
        var span: Range<Int> {
            switch self {
            case let .number(_, span), let .name(_, span, _), let .call(_, _, span), let .unit(_, span),
                let .negate(span),
                let .binary(_, span), let .postfix(_, span), let .percentOf(span), let .group(span):
                span
            }
        }

        /// How many operands the step takes from the steps before it.
        var operandCount: Int {
            switch self {
            case .number, .name, .unit: 0
            case let .call(_, count, _): count
            case .negate, .postfix, .group: 1
            case .binary, .percentOf: 2
            }
        }

        /// Whether the node raises to a power.
        var isPower: Bool {
            if case .binary(.power, _) = self { return true }
            return false
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
    func fold<Value, Failure: Error>(_ combine: (Step, ArraySlice<Value>) throws(Failure) -> Value) throws(Failure)
        -> Value
    {
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
    /// Typed again, it gives the same value.
    func rendered(_ source: [Unicode.Scalar]) -> String {
        // Pieces are popped before they grow, so each append extends a uniquely held string in place.
        var pieces: [Piece] = []
        for step in steps {
            switch step {
            case let .number(value, span):
                // A power typed as superscripts (`m²`) reads as `m^2`.
                let typed = source[span].first.map { ("0"..."9").contains($0) || $0 == "." } ?? true
                let text = typed ? CalcLexer.text(source[span]) : NumberFormat.fraction(value)
                pieces.append(Piece(text: text, startsWithName: false, endsWithNumber: true, isUnit: false))
            case let .name(name, _, _), let .unit(name, _):
                pieces.append(
                    Piece(
                        text: name, startsWithName: true, endsWithNumber: false,
                        isUnit: UnitCatalog.factor(named: name) != nil))
            case let .call(name, count, _):
                let arguments = pieces.suffix(count).map(\.text).joined(separator: ", ")
                pieces.removeLast(count)
                pieces.append(
                    Piece(
                        text: name + "(" + arguments + ")", startsWithName: true, endsWithNumber: false, isUnit: false))
            case .negate:
                let operand = pieces.removeLast()
                pieces.append(
                    Piece(
                        text: "−" + operand.text, startsWithName: false, endsWithNumber: operand.endsWithNumber,
                        isUnit: false))
            case .group:
                pieces.append(
                    Piece(
                        text: "(" + pieces.removeLast().text + ")", startsWithName: false, endsWithNumber: false,
                        isUnit: false))
            case let .postfix(op, _):
                var piece = pieces.removeLast()
                piece.text += op == .factorial ? "!" : op == .percent ? "%" : "°"
                piece.endsWithNumber = false
                piece.isUnit = false
                pieces.append(piece)
            case .percentOf, .binary:
                let right = pieces.removeLast()
                var piece = pieces.removeLast()
                piece.text += Self.infix(step, between: piece, and: right)
                piece.text += right.text
                piece.endsWithNumber = right.endsWithNumber
                // `m^2` is a unit still; `km/h` and `kg·m` are when both sides are.
                piece.isUnit = piece.isUnit && (right.isUnit || step.isPower)
                pieces.append(piece)
            }
        }
        return pieces.last?.text ?? ""
    }

    /// Part of a reading, and what juxtaposition needs to know of its ends.
    private struct Piece {
        var text: String
        var startsWithName: Bool
        var endsWithNumber: Bool
        /// Whether it is nothing but units (`km`, `km/h`), which are written close: `60 km/h`, not `60 km ÷ h`.
        var isUnit: Bool
    }

    private static func infix(_ step: Step, between left: Piece, and right: Piece) -> String {
        switch step {
        case .percentOf: " of "
        case .binary(.add, _): " + "
        case .binary(.subtract, _): " − "
        case .binary(.multiply, _): left.isUnit && right.isUnit ? "·" : " × "
        case .binary(.divide, _): right.isUnit ? "/" : " ÷ "
        case .binary(.convert, _): " → "
        case .binary(.follows, _): " "
        case .binary(.modulo, _): " mod "
        case .binary(.power, _): "^"
        case .binary(.juxtapose, _): needsSpace(left, right) || right.isUnit ? " " : ""
        default: ""
        }
    }

    /// Whether juxtaposed pieces need a space to be read apart when typed again: `x 1` (not the
    /// name `x1`) and `2 e5` (not 2×10⁵), while `2pi`, `3x` and `(1)(2)` stay as typed.
    private static func needsSpace(_ left: Piece, _ right: Piece) -> Bool {
        func runsOn(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "." || ("0"..."9").contains(scalar) || scalar.properties.isAlphabetic
        }
        guard let last = left.text.unicodeScalars.last, let first = right.text.unicodeScalars.first,
            runsOn(last), runsOn(first)
        else { return false }
        // A number then a name splits by itself, unless the name could continue the number (1e5, 1_5).
        return !(left.endsWithNumber && right.startsWithName && !["e", "E", "_"].contains(first))
    }
}

/// A line for the calculator: an expression, or `name = expression`.
struct CalcStatement: Equatable, Sendable {
    var assignTo: String?
    var expression: CalcExpression
}

extension CalcExpression {
    /// The value of the steps when they are numbers, signs, parentheses, `+ − × ÷`, and every value on the way fits
    /// machine words, as `Rational` keeps them: a line of plain arithmetic, without a unit, a name, a percentage or a
    /// power, computed as the full evaluation computes it. Nil for anything else (a division by zero among them, which
    /// the full evaluation names with its caret).
    var wordValue: Rational? {
        // Numerators and denominators on a stack of words, in lowest terms as `Rational` keeps them, each result made
        // by `Rational`'s own arithmetic: the steps are looked at in place, and nothing on the stack needs releasing.
        steps.withUnsafeBufferPointer { steps in
            withUnsafeTemporaryAllocation(of: (n: Int64, d: Int64).self, capacity: steps.count) { stack in
                var count = 0
                for index in steps.indices {
                    switch steps[index] {
                    case let .number(value, _):
                        guard let words = value.words else { return nil }
                        stack[count] = words
                        count += 1
                    case .group:
                        guard count > 0 else { return nil }
                    case .negate:
                        guard count > 0 else { return nil }
                        stack[count - 1].n = -stack[count - 1].n
                    case let .binary(op, _):
                        guard count >= 2 else { return nil }
                        let left = Rational(lowestTerms: stack[count - 2])
                        let right = Rational(lowestTerms: stack[count - 1])
                        let value: Rational
                        switch op {
                        case .add: value = left + right
                        case .subtract: value = left - right
                        case .multiply: value = left * right
                        case .divide:
                            guard !right.isZero else { return nil }
                            value = left / right
                        default: return nil
                        }
                        guard let words = value.words else { return nil }
                        count -= 1
                        stack[count - 1] = words
                    default:
                        return nil
                    }
                }
                return count == 1 ? Rational(lowestTerms: stack[0]) : nil
            }
        }
    }
}
