import FoundationEssentials

/// Reading JSON by hand: strict (one value, nothing after it), nested at most 512 deep.
extension JSONText {
    /// The value in `bytes`, or nil when they are not exactly one JSON value.
    static func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
        let array = Array(bytes)
        var reader = Reader(bytes: array)
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.at == array.count ? value : nil
    }

    /// Each line of `data` read as one JSON value (nil for a line that is not one), in one pass.
    /// With `keys`, only the lines of operations on those records (`{"k":KEY,…`) are read; the others are nil.
    static func lines(_ data: Data, keys: Set<String>? = nil) -> [JSONValue?] {
        var reader = Reader(bytes: Array(data))
        var values: [JSONValue?] = []
        let opening = Array(#"{"k":"#.utf8)
        while reader.at < reader.bytes.count {
            let start = reader.at
            var wanted = keys == nil
            if let keys, reader.bytes[start...].starts(with: opening) {
                reader.at = start + opening.count
                if reader.at < reader.bytes.count, reader.bytes[reader.at] == UInt8(ascii: "\""), let key = reader.string() { wanted = keys.contains(key) }
                reader.at = start
            }
            var value: JSONValue?
            if wanted {
                value = reader.value()
                while reader.at < reader.bytes.count, reader.bytes[reader.at] == 0x20 || reader.bytes[reader.at] == 0x09 || reader.bytes[reader.at] == 0x0D { reader.at += 1 }
                if reader.at < reader.bytes.count, reader.bytes[reader.at] != 0x0A { value = nil }
            }
            while reader.at < reader.bytes.count, reader.bytes[reader.at] != 0x0A { reader.at += 1 }
            reader.at += 1
            values.append(value)
        }
        return values
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
