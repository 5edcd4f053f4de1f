import Synchronization

/// The variables of one shell session: `x = 3`, `d = 5 km`, and `ans` (also `_`), the last result.
public final class CalculatorMemory: Sendable {
    private let state = Mutex<Values>(Values())

    /// The named values, and the last result apart from them (it changes on every line).
    struct Values: Sendable {
        var named: [String: Quantity] = [:]
        var last: Quantity?
    }

    private let comma = Mutex<Bool>(false)

    public init() {}

    /// Whether a comma between digits may be a decimal comma (`1,5`), as Russian writes numbers; the commands
    /// set it from the language of their words.
    public var readsDecimalComma: Bool {
        get { comma.withLock { $0 } }
        set { comma.withLock { $0 = newValue } }
    }

    /// Every variable, `ans` and `_` included once there is a result.
    public var variables: [String: Quantity] {
        state.withLock { values in
            var all = values.named
            if let last = values.last {
                all["ans"] = last
                all["_"] = last
            }
            return all
        }
    }

    /// The variables and the last result, as one evaluation reads them.
    var values: Values { state.withLock { $0 } }

    func remember(_ value: Quantity, as name: String?) {
        state.withLock { values in
            if let name { values.named[name] = value }
            values.last = value
        }
    }
}

/// One evaluated line.
public struct Calculation: Equatable, Sendable {
    /// The input as typed.
    public var input: String
    /// The parsed line.
    let statement: CalcStatement
    public var value: Quantity
    /// The variable assigned, for `x = …`.
    public var assigned: String? { statement.assignTo }
    /// Whether `a ± b%` was read as a percentage of `a`, which the output spells out.
    public var readPercentOfLeft: Bool
    /// Whether a comma between digits could be read as a decimal comma.
    var decimalComma = false
    /// The result split into a sum of units (`5 ft + 10.87 in`) when the line converts to one (`-> ft + in`).
    public var parts: [Quantity]?
    /// Whether mg/dL and mmol/L were converted through glucose's molar mass, which the output says.
    public var readGlucose = false

    /// Whether the line converts to a unit (`1/3 m -> cm`).
    public var converts: Bool {
        if case .binary(.convert, _)? = statement.expression.steps.last { return true }
        return false
    }

    /// The two numbers around a `%` that stands between them (`5 % 3`, read as 5% × 3), where a
    /// person may have meant the remainder; nil otherwise.
    public var percentBetweenNumbers: (String, String)? {
        guard input.contains("%") else { return nil }
        let scalars = Array(input.unicodeScalars)
        guard let tokens = try? CalcLexer.tokens(scalars, input: input, decimalComma: decimalComma).tokens,
            tokens.count >= 3
        else { return nil }
        let text = { (token: CalcToken) in CalcLexer.text(scalars[token.span]) }
        for index in 0..<(tokens.count - 2) {
            if case .number = tokens[index].kind, tokens[index + 1].kind == .percent,
                case .number = tokens[index + 2].kind
            {
                return (text(tokens[index]), text(tokens[index + 2]))
            }
        }
        return nil
    }

    /// The input as coach read it (`2 × (3 + 4)`), built only when shown.
    public var reading: String {
        (statement.assignTo.map { $0 + " = " } ?? "") + statement.expression.rendered(Array(input.unicodeScalars))
    }
}

/// The calculator: exact rational arithmetic with arbitrary-size integers, Double where a
/// function leaves the rationals, and errors that point at the input.
public enum Calculator {
    /// Evaluates a line (an expression or `name = expression`) and remembers the result. A result that is not
    /// exact is worked again with twice the bits until `digits` significant digits of it are sure, up to
    /// `Real.mostBits`; then it shows the digits that are.
    public static func evaluate(_ input: String, memory: CalculatorMemory, digits: Int = 15) throws(CalculationError)
        -> Calculation
    {
        let statement = try CalcParser.parse(input, decimalComma: memory.readsDecimalComma)
        if let name = statement.assignTo {
            if CalcFunctions.known(name) || CalcFunctions.constants[name] != nil || name == "ans" || name == "_"
                || CalcParser.operatorWords.contains(name)
            {
                throw CalculationError(
                    Messages.mark("'%@' is a built-in name; choose another, as in 'x = 3'"), [name], input: input,
                    at: 0..<name.count)
            }
        }
        var evaluator = CalcEvaluator(input: input, memory: memory.values)
        var bits = max(Real.firstBits, digits * 4 + 32)
        var value: Quantity
        while true {
            do {
                value = try Real.$bits.withValue(bits) { [statement] in
                    try evaluator.evaluateQuantity(statement.expression)
                }
            } catch let error as CalculationError {
                guard error.isUndecided, bits < Real.mostBits else { throw error }
                bits *= 2
                continue
            } catch {
                preconditionFailure("the calculator throws only CalculationError")
            }
            guard case let .approximate(real) = value.magnitude, bits < Real.mostBits,
                real.digitsHeld(upTo: digits) < digits
            else { break }
            bits *= 2
        }
        memory.remember(value, as: statement.assignTo)
        return Calculation(
            input: input,
            statement: statement,
            value: value,
            readPercentOfLeft: evaluator.readPercentOfLeft,
            decimalComma: memory.readsDecimalComma, parts: evaluator.parts, readGlucose: evaluator.readGlucose)
    }

    /// Whether `name` is a function, a constant or a variable of `memory`: `sqrt`, `pi`, `x`.
    public static func knows(_ name: String, memory: CalculatorMemory) -> Bool {
        if CalcFunctions.known(name) || CalcFunctions.constants[name] != nil { return true }
        let values = memory.values
        return values.named[name] != nil || values.last != nil && (name == "ans" || name == "_")
    }

    /// Whether a line that is not a command is meant for the calculator: it starts with a number,
    /// `(`, a sign or a known constant, function or variable, assigns a variable, or converts a unit
    /// (`mile to km`).
    public static func looksLikeExpression(_ line: String, memory: CalculatorMemory) -> Bool {
        if let ascii = looksLikeASCIIExpression(line, memory: memory) { return ascii }
        guard let first = line.first(where: { !$0.isWhitespace }) else { return false }
        if first.isNumber || "(.-+−".contains(first) { return true }
        let word = String(line.drop { $0.isWhitespace }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if word.isEmpty { return false }
        if knows(word, memory: memory) { return true }
        // `y + 1`, `sqr(2)`, `x = 3`: a word followed by an operator is arithmetic with a name coach
        // does not know yet, and deserves the calculator's error rather than "unknown command".
        let rest = line.drop { $0.isWhitespace }.dropFirst(word.count).drop { $0.isWhitespace }
        guard let next = rest.first, word.first?.isLetter == true else { return false }
        if rest.hasPrefix("to ") || rest.hasPrefix("in ") { return UnitCatalog.factor(named: word) != nil }
        return "=(+-*/^!%×÷−·→".contains(next)
    }

    /// The same reading of a line of ASCII, on its bytes (a script's `sqrt(2)` lines pass here); nil for
    /// any other line.
    private static func looksLikeASCIIExpression(_ line: String, memory: CalculatorMemory) -> Bool? {
        let bytes = line.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        func isWord(_ byte: UInt8) -> Bool {
            isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "_")
        }
        guard let start = bytes.firstIndex(where: { !isBlank($0) }) else { return false }
        let first = bytes[start]
        if (0x30...0x39).contains(first) || Array("(.-+".utf8).contains(first) { return true }
        let end = bytes[start...].firstIndex { !isWord($0) } ?? bytes.endIndex
        guard start < end else { return false }
        let word = String(Substring(bytes[start..<end]))
        if knows(word, memory: memory) { return true }
        let rest = bytes[end...].drop(while: isBlank)
        guard let next = rest.first, isLetter(first) else { return false }
        let after = String(Substring(rest))
        if after.hasPrefix("to ") || after.hasPrefix("in ") { return UnitCatalog.factor(named: word) != nil }
        return Array("=(+-*/^!%".utf8).contains(next)
    }
}
