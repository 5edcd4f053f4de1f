/// JSON read and written by hand for the operation logs, which hold tens of thousands of small
/// values: the standard coders, going through `Codable` for a value of unknown shape, cost ten
/// times as much. Output is compact, keys sorted, so equal values give equal text.
enum JSONText {
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
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch value {
        case let .array(items):
            guard !items.isEmpty else {
                text += "[\n\n" + outer + "]"
                return
            }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += (index > 0 ? ",\n" : "") + inner
                pretty(item, indent: indent + 1, into: &text)
            }
            text += "\n" + outer + "]"
        case let .object(fields):
            guard !fields.isEmpty else {
                text += "{\n\n" + outer + "}"
                return
            }
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
}
