import FoundationEssentials

/// JSON read and written by hand for the operation logs, which hold tens of thousands of small
/// values: the standard coders, going through `Codable` for a value of unknown shape, cost ten
/// times as much. Output is compact, keys sorted, so equal values give equal text.
enum JSONText {
    /// The value in `bytes`, or nil when they are not exactly one JSON value.
    static func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
        let array = Array(bytes)
        var reader = Reader(bytes: array)
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.at == array.count ? value : nil
    }

    /// Each line of `data` read as one JSON value (nil for a line that is not one), in one pass.
    static func lines(_ data: Data) -> [JSONValue?] {
        var reader = Reader(bytes: Array(data))
        var values: [JSONValue?] = []
        while reader.at < reader.bytes.count {
            var value = reader.value()
            while reader.at < reader.bytes.count, reader.bytes[reader.at] == 0x20 || reader.bytes[reader.at] == 0x09 || reader.bytes[reader.at] == 0x0D { reader.at += 1 }
            if reader.at < reader.bytes.count, reader.bytes[reader.at] != 0x0A { value = nil }
            while reader.at < reader.bytes.count, reader.bytes[reader.at] != 0x0A { reader.at += 1 }
            reader.at += 1
            values.append(value)
        }
        return values
    }

    /// `value` as one line of JSON, keys sorted.
    static func write(_ value: JSONValue, into text: inout String) {
        switch value {
        case .null: text += "null"
        case let .bool(flag): text += flag ? "true" : "false"
        case let .int(number): text += String(number)
        case let .double(number): text += number.isFinite ? "\(number)" : "null"
        case let .string(string): quote(string, into: &text)
        case let .array(items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                write(item, into: &text)
            }
            text += "]"
        case let .object(fields):
            text += "{"
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                quote(key, into: &text)
                text += ":"
                write(fields[key]!, into: &text)
            }
            text += "}"
        }
    }

    /// `value` laid out as `JSONEncoder` lays out coach's documents (pretty-printed, keys sorted,
    /// slashes as they are), so a document that did not change is not rewritten.
    static func pretty(_ value: JSONValue, indent: Int = 0, into text: inout String) {
        let inner = String(repeating: "  ", count: indent + 1), outer = String(repeating: "  ", count: indent)
        switch value {
        case let .array(items):
            guard !items.isEmpty else { text += "[\n\n" + outer + "]"; return }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += (index > 0 ? ",\n" : "") + inner
                pretty(item, indent: indent + 1, into: &text)
            }
            text += "\n" + outer + "]"
        case let .object(fields):
            guard !fields.isEmpty else { text += "{\n\n" + outer + "}"; return }
            text += "{\n"
            for (index, key) in fields.keys.sorted().enumerated() {
                text += (index > 0 ? ",\n" : "") + inner
                quote(key, into: &text)
                text += " : "
                pretty(fields[key]!, indent: indent + 1, into: &text)
            }
            text += "\n" + outer + "}"
        default:
            write(value, into: &text)
        }
    }

    static func quote(_ string: String, into text: inout String) {
        // Most names and keys need no escape: copied whole.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            text += "\""
            text += string
            text += "\""
            return
        }
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0
        var depth = 0

        mutating func skipSpace() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
        }

        mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
            let expected = Array(word.utf8)
            guard at + expected.count <= bytes.count, Array(bytes[at..<at + expected.count]) == expected else { return nil }
            at += expected.count
            return value
        }

        mutating func value() -> JSONValue? {
            skipSpace()
            guard at < bytes.count, depth < 512 else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string().map { .string($0) }
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        mutating func object() -> JSONValue? {
            at += 1
            depth += 1
            defer { depth -= 1 }
            var fields: [String: JSONValue] = [:]
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(fields) }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
                at += 1
                guard let value = value() else { return nil }
                fields[key] = value
                skipSpace()
                guard at < bytes.count else { return nil }
                at += 1
                if bytes[at - 1] == UInt8(ascii: "}") { return .object(fields) }
                guard bytes[at - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        mutating func array() -> JSONValue? {
            at += 1
            depth += 1
            defer { depth -= 1 }
            var items: [JSONValue] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
            while true {
                guard let item = value() else { return nil }
                items.append(item)
                skipSpace()
                guard at < bytes.count else { return nil }
                at += 1
                if bytes[at - 1] == UInt8(ascii: "]") { return .array(items) }
                guard bytes[at - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        mutating func number() -> JSONValue? {
            let start = at
            var whole = true
            while at < bytes.count, let byte = Optional(bytes[at]), (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { whole = false }
                at += 1
            }
            guard at > start else { return nil }
            let text = String(decoding: bytes[start..<at], as: UTF8.self)
            if whole, let number = Int(text) { return .int(number) }
            guard let number = Double(text) else { return nil }
            // 1e3 and 52.0 are the integers they write, as the standard decoder reads them.
            if number.rounded() == number, abs(number) < 9_007_199_254_740_992 { return .int(Int(number)) }
            return .double(number)
        }

        mutating func string() -> String? {
            at += 1
            var scalars = String.UnicodeScalarView()
            var runStart = at
            var plain: [UInt8] = []
            func flush(_ end: Int) {
                if end > runStart { plain.append(contentsOf: bytes[runStart..<end]) }
            }
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\"") {
                    flush(at)
                    at += 1
                    if scalars.isEmpty { return String(decoding: plain, as: UTF8.self) }
                    scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
                    return String(scalars)
                }
                if byte < 0x20 { return nil }
                if byte != UInt8(ascii: "\\") { at += 1; continue }
                flush(at)
                scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
                plain.removeAll()
                guard at + 1 < bytes.count else { return nil }
                let escape = bytes[at + 1]
                at += 2
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard var code = hex() else { return nil }
                    if code >= 0xD800, code < 0xDC00, at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") {
                        at += 2
                        guard let low = hex(), low >= 0xDC00, low < 0xE000 else { return nil }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: return nil
                }
                runStart = at
            }
            return nil
        }

        mutating func hex() -> UInt32? {
            guard at + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16) else { return nil }
            at += 4
            return code
        }
    }
}
