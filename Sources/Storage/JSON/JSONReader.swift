/// Reads JSON text into a `JSONValue`, bounded in depth, saying where the text first breaks.
struct JSONReader {
    /// The deepest nesting read; deeper is refused rather than followed.
    static let maxDepth = 512

    var bytes: [UInt8]
    var index = 0
    /// Where `bytes` begin in a longer text read in pieces (`JSONStream`): the lines before them, and the
    /// characters of their first line that came before them. Messages count from the longer text's start.
    var linesBefore = 0, charactersBefore = 0
    /// Whether a key given twice in one object is an error (otherwise the last is kept): a document's is, as which of
    /// the two a person meant cannot be known.
    var refusesRepeatedKeys = false
    /// The keys of the last record read, by place, for the next record's (`JSONFields`).
    var recentKeys: [(text: String, bytes: [UInt8])] = [] {
        didSet { recentKeysDiffer = Set(recentKeys.lazy.map(\.text)).count == recentKeys.count }
    }
    /// Whether no two of `recentKeys` are the same: a record whose keys are all theirs names none twice.
    var recentKeysDiffer = true

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        let value = try value(depth: 0)
        skipSpace()
        if index < bytes.count { throw problem("unexpected text after the end") }
        return value
    }

    func problem(_ what: String) -> JSONSyntaxError {
        guard index < bytes.count else { return JSONSyntaxError(text: "unexpected end of the file") }
        let before = bytes[..<index]
        let line = before.count { $0 == 0x0A } + 1 + linesBefore
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 }
        let column =
            String(decoding: bytes[(lineStart ?? 0)..<index], as: UTF8.self).count + 1
            + (lineStart == nil ? charactersBefore : 0)
        return JSONSyntaxError(text: "\(what) at line \(line), column \(column)")
    }

    /// The error for `key` given twice in one object, the reader at its second place.
    func repeated(_ key: String) -> JSONSyntaxError {
        var error = problem("the key \"\(key.count > 40 ? key.prefix(39) + "…" : key)\" is given twice")
        error.isRepeatedKey = true
        return error
    }

    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Inlined: called twenty times for each record of a month.
    @inline(__always)
    mutating func skipSpace() {
        // Counted in a local: a pretty-printed month of meals is a third spaces, skipped twenty times a record.
        var at = index
        while at < bytes.count {
            let byte = bytes[at]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
            at += 1
        }
        index = at
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        guard next == byte else { throw problem(what) }
        index += 1
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maxDepth else { throw problem("nested too deeply") }
        guard let byte = next else { throw problem("invalid value") }
        switch byte {
        case UInt8(ascii: "{"): return .object(try members(depth: depth))
        case UInt8(ascii: "["): return .array(try items(depth: depth))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try word("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try word("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try word("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw problem("invalid value")
        }
    }

    mutating func members(depth: Int) throws(JSONSyntaxError) -> [String: JSONValue] {
        index += 1
        skipSpace()
        if next == UInt8(ascii: "}") {
            index += 1
            return [:]
        }
        // Room for a record's few fields from the start, rather than growing it field by field.
        var members = [String: JSONValue](minimumCapacity: 8)
        while true {
            guard next == UInt8(ascii: "\"") else { throw problem("invalid value") }
            let keyStart = index
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"), "expected ':'")
            skipSpace()
            if members.updateValue(try value(depth: depth + 1), forKey: key) != nil, refusesRepeatedKeys {
                index = keyStart
                throw repeated(key)
            }
            skipSpace()
            if next == UInt8(ascii: "}") {
                index += 1
                return members
            }
            try expect(UInt8(ascii: ","), "expected ',' or '}'")
            skipSpace()
        }
    }

    mutating func items(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        index += 1
        skipSpace()
        var items: [JSONValue] = []
        if next == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipSpace()
            if next == UInt8(ascii: "]") {
                index += 1
                return items
            }
            try expect(UInt8(ascii: ","), "expected ',' or ']'")
            skipSpace()
        }
    }

    mutating func word(_ text: String) throws(JSONSyntaxError) {
        let expected = Array(text.utf8)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else {
            throw problem("invalid value")
        }
        index += expected.count
    }

    /// A plain whole number of up to 18 digits (no sign or a minus, no leading zero, fraction or
    /// exponent), read without making text of it; nil, and the index where it was, for any other number.
    mutating func smallInteger() -> Int? {
        let start = index
        let negative = next == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        let first = index
        while let byte = next, byte >= 0x30, byte <= 0x39, index - first < 18 {
            value = value * 10 + Int(byte - 0x30)
            index += 1
        }
        let digits = index - first
        let leadingZero = digits > 1 && bytes[first] == 0x30
        let more = next.map { $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2E || $0 == 0x65 || $0 == 0x45 } ?? false
        if digits == 0 || leadingZero || more {
            index = start
            return nil
        }
        return negative ? -value : value
    }

    /// A number with a whole value that fits a word as `.int`, any other as `.double`.
    mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if let small = smallInteger() { return .int(small) }
        var whole = true
        func digits() -> Int {
            let first = index
            while let byte = next, byte >= 0x30, byte <= 0x39 { index += 1 }
            return index - first
        }
        if next == UInt8(ascii: "-") { index += 1 }
        if next == UInt8(ascii: "0") {
            index += 1
            if let byte = next, byte >= 0x30, byte <= 0x39 { throw problem("a number with a leading zero") }
        } else if digits() == 0 {
            throw problem("invalid value")
        }
        if next == UInt8(ascii: ".") {
            whole = false
            index += 1
            if digits() == 0 { throw problem("invalid number") }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            whole = false
            index += 1
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { throw problem("invalid number") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if whole, let number = Int(text) { return .int(number) }
        guard let number = Double(text), number.isFinite else {
            index = start
            throw problem("a number too large")
        }
        // As JSONDecoder reads it: a whole value written as 1e3 or 2.0 is a whole number.
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return .int(Int(number)) }
        return .double(number)
    }
}
