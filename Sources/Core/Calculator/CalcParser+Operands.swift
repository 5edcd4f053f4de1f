/// How the parser combines what it has read: operators applied to their operands as their precedence comes due.
extension CalcParser {
    /// Combines the pending operators that bind at least as tightly as `precedence`, innermost first.
    mutating func reduce(atLeast precedence: Int) {
        while let top = pending.last, let binding = top.precedence, binding >= precedence {
            pending.removeLast()
            let right = operands.removeLast()
            switch top {
            case let .negate(sign):
                push(
                    .negate(span: sign.lowerBound..<right.span.upperBound), endsInNumber: right.endsInNumber,
                    start: right.start)
            case .percentOf:
                let percent = operands.removeLast()
                push(
                    .percentOf(span: percent.span.lowerBound..<right.span.upperBound), endsInNumber: false,
                    start: percent.start)
            case let .binary(op, _):
                let left = operands.removeLast()
                if op == .juxtapose, case let .name(name, span, _) = steps[left.root], case .group = steps[right.root] {
                    steps[left.root] = .name(name, span: span, beforeParenthesis: true)
                }
                if op == .convert { markUnits(right) }
                push(
                    .binary(op, span: left.span.lowerBound..<right.span.upperBound), endsInNumber: right.endsInNumber,
                    endsInName: op == .juxtapose ? right.endsInName : nil, start: left.start)
            case .group, .call:
                break
            }
        }
    }

    /// Appends `step` and makes it the newest operand, whose steps begin at `start` (the step itself when nil).
    mutating func push(
        _ step: CalcExpression.Step, endsInNumber: Bool, endsInName: String? = nil, start: Int? = nil
    ) {
        steps.append(step)
        operands.append(
            Operand(
                span: step.span, endsInNumber: endsInNumber, endsInName: endsInName, start: start ?? steps.count - 1,
                root: steps.count - 1))
    }

    /// Reads the names of a conversion's target as units: `x -> m` converts to metres even with a variable `m`.
    mutating func markUnits(_ target: Operand) {
        for index in target.start...target.root {
            if case let .name(name, span, _) = steps[index] { steps[index] = .unit(name, span: span) }
        }
    }

    /// Whether `token` is `->`, `to` or `in`, after which `%` and `°` stand for units.
    func convertsTo(_ token: CalcToken?) -> Bool {
        guard let token else { return false }
        return token.kind == .convert || isWord(token, "to") || isWord(token, "in")
    }

    /// Whether `token` can begin a conversion's target, so that an `in` before it converts (`5 cm in mm`); before
    /// anything else (`5 in`, `5 in + 1 cm`, `5 in -> cm`) `in` is the inch.
    func startsTarget(_ token: CalcToken) -> Bool {
        switch token.kind {
        case .name, .open, .degree, .percent: !isOperatorWord(token)
        default: false
        }
    }

    /// Whether the last operands are a fraction written tight, `1/3`: two numbers with only a `/` between them,
    /// which a unit after them counts as one number (`1/3 cup`), where `1 / 3 s` is one over three seconds.
    var isTightFraction: Bool {
        guard operands.count >= 2, case .binary(.divide, _)? = pending.last else { return false }
        let (left, right) = (operands[operands.count - 2], operands[operands.count - 1])
        guard case .number = steps[left.root], case .number = steps[right.root], left.start == left.root,
            right.start == right.root
        else { return false }
        return right.span.lowerBound == left.span.upperBound + 1
    }

    /// Words that are operators, never names: `mod`, `b% of a`, and `to`/`in` for conversions.
    static let operatorWords: Set<String> = ["mod", "of", "to", "in"]

    /// Whether `token` is the name `word`, told from the input's scalars without making text of them.
    func isWord(_ token: CalcToken, _ word: StaticString) -> Bool {
        guard token.kind == .name, token.span.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { bytes in
            zip(scalars[token.span], bytes).allSatisfy { $0.value == UInt32($1) }
        }
    }

    /// Whether `token` is one of the `operatorWords`.
    func isOperatorWord(_ token: CalcToken) -> Bool {
        isWord(token, "mod") || isWord(token, "of") || isWord(token, "to") || isWord(token, "in")
    }

    /// The input text of a token, for messages.
    func text(_ token: CalcToken) -> String {
        CalcLexer.text(scalars[token.span])
    }

    func fail(_ template: String, _ values: String..., at span: Range<Int>) -> CalculationError {
        CalculationError(template, values, input: input, at: span)
    }
}
