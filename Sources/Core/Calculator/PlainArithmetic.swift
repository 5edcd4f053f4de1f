/// The quick way through the commonest lines: numbers of up to 18 digits (with a decimal point)
/// joined by + - * / and parentheses, a minus sign before a number, computed as fractions without
/// building an expression, while every value fits machine words. Anything else (a name, another operator, `2(3)`, a division by zero)
/// returns nil and takes the full way, so every result and every message stays the same.
enum PlainArithmetic {
    /// The value of `input`, or nil when it is not plain arithmetic.
    static func value(of input: String) -> Rational? {
        // A letter or anything beyond ASCII (a name, a unit) is never plain: one look at the bytes says so.
        let named = input.utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0x41 } } ?? false
        guard !named else { return nil }
        let bytes = Array(input.utf8)
        guard bytes.count <= CalcLexer.lineLimit else { return nil }  // refused the full way, with a caret
        var values: [Rational] = []
        var operators: [UInt8] = []  // + - * / and (
        var expectOperand = true
        var index = 0

        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        func precedence(_ op: UInt8) -> Int {
            op == UInt8(ascii: "*") || op == UInt8(ascii: "/") ? 2 : op == UInt8(ascii: "(") ? 0 : 1
        }
        func apply() -> Bool {
            guard values.count >= 2, let op = operators.popLast() else { return false }
            let right = values.removeLast()
            let left = values.removeLast()
            let result: Rational
            switch op {
            case UInt8(ascii: "+"): result = left + right
            case UInt8(ascii: "-"): result = left - right
            case UInt8(ascii: "*"): result = left * right
            default:
                guard !right.isZero else { return false }
                result = left / right
            }
            // Longer numbers go the full way, which bounds their digits and the work they cost.
            guard result.words != nil else { return false }
            values.append(result)
            return true
        }

        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") {
                index += 1
            } else if expectOperand, isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") {
                let negative = byte == UInt8(ascii: "-")
                if negative { index += 1 }
                var (whole, digits, fraction, point) = (Int64(0), 0, 0, false)
                while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    if bytes[index] == UInt8(ascii: ".") {
                        guard !point else { return nil }
                        point = true
                    } else {
                        guard digits < 18 else { return nil }
                        (whole, digits) = (whole * 10 + Int64(bytes[index] - 48), digits + 1)
                        if point { fraction += 1 }
                    }
                    index += 1
                }
                let scale = (0..<fraction).reduce(Int64(1)) { product, _ in product * 10 }
                guard digits > 0, let number = Rational(words: negative ? -whole : whole, scale) else { return nil }
                values.append(number)
                expectOperand = false
            } else if byte == UInt8(ascii: "(") {
                guard expectOperand else { return nil }  // 2(3) multiplies: the full way
                operators.append(byte)
                index += 1
            } else if byte == UInt8(ascii: ")") {
                guard !expectOperand else { return nil }
                while let top = operators.last, top != UInt8(ascii: "(") { guard apply() else { return nil } }
                guard operators.popLast() != nil else { return nil }
                index += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*")
                || byte == UInt8(ascii: "/")
            {
                guard !expectOperand else { return nil }
                while let top = operators.last, precedence(top) >= precedence(byte) {
                    guard apply() else { return nil }
                }
                operators.append(byte)
                expectOperand = true
                index += 1
            } else {
                return nil
            }
        }
        guard !expectOperand else { return nil }
        while !operators.isEmpty { guard operators.last != UInt8(ascii: "("), apply() else { return nil } }
        return values.count == 1 ? values[0] : nil
    }
}
