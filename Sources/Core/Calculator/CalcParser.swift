/// Precedence, loosest first: `->` (also `to` and `in`); `+ −`; `× ÷ mod`; a number after a unit (`1 h 30 min`);
/// implicit multiplication (`2pi`, `3(4+5)`, `5 km`); unary minus and `b% of a`; `^` (right-associative, so
/// `-2^2 = -4` and `2^3^2 = 2^9`); postfix `! % °`.
///
/// An operator-precedence parser with explicit stacks instead of recursive descent: parentheses,
/// calls and operators wait on `pending`, so a line may nest as deeply as its length allows and the
/// thread's stack never grows with it.
struct CalcParser {
    private let tokens: [CalcToken]
    /// The values of the line's numbers, by their tokens' `number`.
    private let numbers: [Rational]
    let scalars: [Unicode.Scalar]
    let input: String
    private var position = 0
    /// The output, operands before their operators.
    var steps: [CalcExpression.Step] = []
    /// Operands read but not yet combined.
    var operands: [Operand] = []
    /// Operators waiting for their right side, and the open parentheses and calls they sit in.
    var pending: [Pending] = []

    struct Operand {
        var span: Range<Int>
        /// Whether it ends in a number literal: `2 3` is a typo, not 6, while `2pi` multiplies.
        var endsInNumber: Bool
        /// The name it ends in, if any: a number after a unit starts the next part of a sum (`1 h 30 min`).
        var endsInName: String?
        /// Where its first step and its own step are in `steps`.
        var start: Int
        var root: Int
    }

    static func parse(_ input: String, decimalComma: Bool = false) throws(CalculationError) -> CalcStatement {
        // A line of ASCII (most are) is its bytes, each a scalar: counted and copied without decoding.
        var text = input
        let ascii = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? bytes.map { Unicode.Scalar($0) } : nil }
        let scalars = ascii ?? Array(input.unicodeScalars)
        var parser = CalcParser(
            lexed: try CalcLexer.tokens(scalars, input: input, decimalComma: decimalComma), scalars: scalars,
            input: input)
        return try parser.statement()
    }

    private init(lexed: CalcTokens, scalars: [Unicode.Scalar], input: String) {
        self.tokens = lexed.tokens
        self.numbers = lexed.numbers
        self.scalars = scalars
        self.input = input
        // One allocation each: growing from empty took three or four a line.
        steps.reserveCapacity(tokens.count)
        operands.reserveCapacity(8)
        pending.reserveCapacity(8)
    }

    private mutating func statement() throws(CalculationError) -> CalcStatement {
        var target: String?
        if current.kind == .name, tokens[position + 1].kind == .equals {
            target = text(current)
            position += 2
        }
        var previous: CalcToken?
        var expectingOperand = true
        while true {
            if expectingOperand {
                expectingOperand = try !readOperand(after: &previous)
            } else if let next = try readOperator(previous: &previous) {
                expectingOperand = next
            } else {
                return CalcStatement(assignTo: target, expression: CalcExpression(steps: steps))
            }
        }
    }

    /// Reads a sign, a number, a name, or opens a call or a parenthesis. Returns whether an
    /// operand is complete; `previous` is the token before, for "expected a number after '+'".
    private mutating func readOperand(after previous: inout CalcToken?) throws(CalculationError) -> Bool {
        let token = current
        switch token.kind {
        case .minus, .plus:
            position += 1
            if token.kind == .minus { pending.append(.negate(sign: token.span)) }
            previous = token
            return false
        case .number:
            position += 1
            push(.number(numbers[token.number], span: token.span), endsInNumber: true)
            return true
        case .percent where convertsTo(previous), .degree where convertsTo(previous):
            // `0.25 -> %`, `1 rad -> °`.
            position += 1
            push(.unit(token.kind == .percent ? "%" : "°", span: token.span), endsInNumber: false)
            return true
        case .degree:
            // A degree sign where a number goes is the unit itself, as in `°/s`.
            position += 1
            push(.name("°", span: token.span, beforeParenthesis: false), endsInNumber: false, endsInName: "°")
            return true
        case .name where !isOperatorWord(token) || isWord(token, "in"):
            // `in` where a number goes is the inch (`5 cm -> in`); after one it converts (`5 cm in mm`).
            let name = text(token)
            position += 1
            guard current.kind == .open, CalcFunctions.known(name) else {
                push(.name(name, span: token.span, beforeParenthesis: false), endsInNumber: false, endsInName: name)
                return true
            }
            let open = advance()
            if current.kind == .close {
                let close = advance()
                push(
                    .call(name, argumentCount: 0, span: token.span.lowerBound..<close.span.upperBound),
                    endsInNumber: false)
                return true
            }
            pending.append(.call(name, start: token.span.lowerBound, open: open.span, arguments: 0))
            previous = nil
            return false
        case .open:
            position += 1
            pending.append(.group(open: token.span))
            previous = nil
            return false
        case .end:
            let at = token.span.lowerBound..<token.span.lowerBound + 1
            guard let previous else { throw fail(Messages.mark("expected a number here"), at: at) }
            throw fail(Messages.mark("expected a number after '%@'"), text(previous), at: at)
        case .close:
            throw fail(Messages.mark("expected a number before ')'"), at: token.span)
        default:
            throw fail(Messages.mark("expected a number after '%@'"), text(token), at: token.span)
        }
    }

    /// Reads what follows an operand. Returns whether an operand comes next, or nil at the end of the line.
    private mutating func readOperator(previous: inout CalcToken?) throws(CalculationError) -> Bool? {
        let token = current
        let binary: (CalcExpression.Operator, Int)
        switch token.kind {
        case .factorial, .percent, .degree:
            position += 1
            let op: CalcExpression.Postfix =
                token.kind == .factorial ? .factorial : token.kind == .percent ? .percent : .degree
            let operand = operands.removeLast()
            push(
                .postfix(op, span: operand.span.lowerBound..<token.span.upperBound), endsInNumber: false,
                start: operand.start)
            guard op == .percent, isWord(current, "of") else { return false }
            previous = advance()
            pending.append(.percentOf)
            return true
        case .plus: binary = (.add, Pending.additive)
        case .minus: binary = (.subtract, Pending.additive)
        case .times: binary = (.multiply, Pending.multiplicative)
        case .divide: binary = (.divide, Pending.multiplicative)
        case .name where isWord(token, "mod"): binary = (.modulo, Pending.multiplicative)
        case .power: binary = (.power, Pending.power)
        case .convert: binary = (.convert, Pending.conversion)
        case .name where isWord(token, "to") || isWord(token, "in") && startsTarget(tokens[position + 1]):
            binary = (.convert, Pending.conversion)
        case .number, .open, .name:
            guard !isWord(token, "of") else { return try endOfGroup(previous: &previous) }
            if token.kind == .name, isTightFraction, UnitCatalog.factor(named: text(token)) != nil {
                reduce(atLeast: Pending.multiplicative)
            }
            reduce(atLeast: Pending.juxtaposition)
            if case .number = token.kind, operands[operands.count - 1].endsInNumber {
                return try endOfGroup(previous: &previous)
            }
            if case .number = token.kind, let name = operands[operands.count - 1].endsInName,
                UnitCatalog.factor(named: name) != nil
            {
                reduce(atLeast: Pending.follows)
                pending.append(.binary(.follows, precedence: Pending.follows))
                previous = nil
                return true
            }
            pending.append(.binary(.juxtapose, precedence: Pending.juxtaposition))
            previous = nil
            return true
        default:
            return try endOfGroup(previous: &previous)
        }
        // `^` is right-associative: it waits for its right side rather than combining what is before it.
        if binary.0 != .power { reduce(atLeast: binary.1) }
        pending.append(.binary(binary.0, precedence: binary.1))
        previous = advance()
        return true
    }

    /// Closes the innermost parenthesis or call at `)` (or takes the next argument at `,`), ends the
    /// line at its end, and otherwise explains what is wrong where the expression stops.
    private mutating func endOfGroup(previous: inout CalcToken?) throws(CalculationError) -> Bool? {
        reduce(atLeast: Pending.conversion)
        switch pending.last {
        case let .group(open)?:
            guard current.kind == .close else { throw unclosed(open: open) }
            pending.removeLast()
            let close = advance()
            let inside = operands.removeLast()
            push(.group(span: open.lowerBound..<close.span.upperBound), endsInNumber: false, start: inside.start)
            return false
        case let .call(name, start, open, arguments)?:
            pending.removeLast()
            if current.kind == .comma {
                pending.append(.call(name, start: start, open: open, arguments: arguments + 1))
                position += 1
                previous = nil
                return true
            }
            guard current.kind == .close else { throw unclosed(open: open) }
            let close = advance()
            let first = operands[operands.count - arguments - 1].start
            operands.removeLast(arguments + 1)
            push(
                .call(name, argumentCount: arguments + 1, span: start..<close.span.upperBound), endsInNumber: false,
                start: first)
            return false
        default:
            switch current.kind {
            case .end: return nil
            case .close:
                throw fail(Messages.mark("unbalanced parenthesis: this ')' has no matching '('"), at: current.span)
            case .equals: throw fail(Messages.mark("'=' assigns to a name, as in 'x = 3'"), at: current.span)
            default:
                throw fail(
                    Messages.mark("expected an operator between '%@' and '%@'"), text(tokens[position - 1]),
                    text(current),
                    at: current.span)
            }
        }
    }

    private var current: CalcToken { tokens[position] }

    private mutating func advance() -> CalcToken {
        defer { position += 1 }
        return tokens[position]
    }

    private func unclosed(open: Range<Int>) -> CalculationError {
        if current.kind == .end {
            return fail(
                Messages.mark("unbalanced parenthesis: this '(' is never closed"),
                at: open.upperBound - 1..<open.upperBound)
        }
        return fail(Messages.mark("expected ')' or an operator before '%@'"), text(current), at: current.span)
    }
}
