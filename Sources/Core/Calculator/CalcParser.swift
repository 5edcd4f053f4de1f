/// Precedence, loosest first: `+ −`; `× ÷ mod`; implicit multiplication (`2pi`, `3(4+5)`);
/// unary minus; `^` (right-associative, so `-2^2 = -4` and `2^3^2 = 2^9`); postfix `! % °`.
struct CalcParser {
    private let tokens: [CalcToken]
    private let scalars: [Unicode.Scalar]
    private let input: String
    private var position = 0

    static func parse(_ input: String) throws(CalculationError) -> CalcStatement {
        let scalars = Array(input.unicodeScalars)
        var parser = CalcParser(tokens: try CalcLexer.tokens(scalars, input: input), scalars: scalars, input: input)
        return try parser.statement()
    }

    private init(tokens: [CalcToken], scalars: [Unicode.Scalar], input: String) {
        self.tokens = tokens
        self.scalars = scalars
        self.input = input
    }

    /// The input text of a token, for messages and the echo.
    private func text(_ token: CalcToken) -> String {
        String(String.UnicodeScalarView(scalars[token.span]))
    }

    private var current: CalcToken { tokens[position] }

    private mutating func advance() -> CalcToken {
        defer { position += 1 }
        return tokens[position]
    }

    private func fail(_ problem: String, at span: Range<Int>) -> CalculationError {
        CalculationError(problem, input: input, at: span)
    }

    private mutating func statement() throws(CalculationError) -> CalcStatement {
        var target: String?
        if case let .name(name) = current.kind, tokens[position + 1].kind == .equals {
            target = name
            position += 2
        }
        let expression = try additive()
        switch current.kind {
        case .end: return CalcStatement(assignTo: target, expression: expression)
        case .close: throw fail("unbalanced parenthesis: this ')' has no matching '('", at: current.span)
        case .equals: throw fail("'=' assigns to a name, as in 'x = 3'", at: current.span)
        default:
            throw fail("expected an operator between '\(text(tokens[position - 1]))' and '\(text(current))'", at: current.span)
        }
    }

    private mutating func additive() throws(CalculationError) -> CalcExpression {
        var left = try multiplicative()
        while current.kind == .plus || current.kind == .minus {
            let op = advance()
            let right = try multiplicative(after: op)
            left = .binary(op.kind == .plus ? .add : .subtract, left, right, span: left.span.lowerBound..<right.span.upperBound)
        }
        return left
    }

    private mutating func multiplicative(after previous: CalcToken? = nil) throws(CalculationError) -> CalcExpression {
        var left = try juxtaposed(after: previous)
        while true {
            let op: CalcExpression.Operator
            switch current.kind {
            case .times: op = .multiply
            case .divide: op = .divide
            case .name("mod"): op = .modulo
            default: return left
            }
            let token = advance()
            let right = try juxtaposed(after: token)
            left = .binary(op, left, right, span: left.span.lowerBound..<right.span.upperBound)
        }
    }

    private mutating func juxtaposed(after previous: CalcToken?) throws(CalculationError) -> CalcExpression {
        var left = try unary(after: previous)
        while startsOperand(current), !(isNumber(current) && endsInNumber(left)) {
            let right = try unary(after: nil)
            left = .binary(.juxtapose, left, right, span: left.span.lowerBound..<right.span.upperBound)
        }
        return left
    }

    private mutating func unary(after previous: CalcToken?) throws(CalculationError) -> CalcExpression {
        if current.kind == .minus || current.kind == .plus {
            let sign = advance()
            let operand = try unary(after: sign)
            return sign.kind == .plus ? operand : .negate(operand, span: sign.span.lowerBound..<operand.span.upperBound)
        }
        return try power(after: previous)
    }

    private mutating func power(after previous: CalcToken?) throws(CalculationError) -> CalcExpression {
        let base = try postfix(after: previous)
        guard current.kind == .power else { return base }
        let op = advance()
        let exponent = try unary(after: op)
        return .binary(.power, base, exponent, span: base.span.lowerBound..<exponent.span.upperBound)
    }

    private mutating func postfix(after previous: CalcToken?) throws(CalculationError) -> CalcExpression {
        var operand = try primary(after: previous)
        while true {
            let op: CalcExpression.Postfix
            switch current.kind {
            case .factorial: op = .factorial
            case .percent: op = .percent
            case .degree: op = .degree
            default: return operand
            }
            let token = advance()
            operand = .postfix(op, operand, span: operand.span.lowerBound..<token.span.upperBound)
            if op == .percent, current.kind == .name("of") {
                let of = advance()
                let base = try unary(after: of)
                operand = .percentOf(operand, base: base, span: operand.span.lowerBound..<base.span.upperBound)
            }
        }
    }

    private mutating func primary(after previous: CalcToken?) throws(CalculationError) -> CalcExpression {
        let token = current
        switch token.kind {
        case let .number(value):
            position += 1
            return .number(value, span: token.span)
        case let .name(name) where name != "mod" && name != "of":
            position += 1
            guard current.kind == .open, CalcFunctions.known(name) else { return .name(name, span: token.span) }
            position += 1
            var arguments: [CalcExpression] = []
            if current.kind != .close {
                arguments.append(try additive())
                while current.kind == .comma {
                    position += 1
                    arguments.append(try additive())
                }
            }
            guard current.kind == .close else { throw unclosed(open: token.span) }
            let close = advance()
            return .call(name, arguments: arguments, span: token.span.lowerBound..<close.span.upperBound)
        case .open:
            position += 1
            let inner = try additive()
            guard current.kind == .close else { throw unclosed(open: token.span) }
            let close = advance()
            return .group(inner, span: token.span.lowerBound..<close.span.upperBound)
        case .end:
            let after = previous.map { "after '\(text($0))'" } ?? "here"
            throw fail("expected a number \(after)", at: token.span.lowerBound..<token.span.lowerBound + 1)
        case .close:
            throw fail("expected a number before ')'", at: token.span)
        default:
            throw fail("expected a number after '\(text(token))'", at: token.span)
        }
    }

    private func unclosed(open: Range<Int>) -> CalculationError {
        if current.kind == .end { return fail("unbalanced parenthesis: this '(' is never closed", at: open.upperBound - 1..<open.upperBound) }
        return fail("expected ')' or an operator before '\(text(current))'", at: current.span)
    }

    private func startsOperand(_ token: CalcToken) -> Bool {
        switch token.kind {
        case .number, .open: true
        case let .name(name): name != "mod" && name != "of"
        default: false
        }
    }

    private func isNumber(_ token: CalcToken) -> Bool {
        if case .number = token.kind { return true }
        return false
    }

    /// `2 3` is a typo, not 6; `2pi` and `(1+2)(3+4)` multiply.
    private func endsInNumber(_ expression: CalcExpression) -> Bool {
        switch expression {
        case .number: true
        case let .binary(_, _, right, _): endsInNumber(right)
        case let .negate(operand, _): endsInNumber(operand)
        default: false
        }
    }
}
