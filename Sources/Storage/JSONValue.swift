/// Any JSON value, for the few places that read documents whose shape coach does not fix: a backup's
/// files being merged record by record, a GeoJSON import. Numbers keep the text they were written
/// in, so a value read and written again is the same to the digit.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Reads one whole JSON value; the error says what broke, at which line and column.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        var reader = JSONReader(bytes: Array(bytes))
        self = try reader.document()
    }

    public var object: [String: JSONValue]? { if case let .object(members) = self { members } else { nil } }
    public var array: [JSONValue]? { if case let .array(items) = self { items } else { nil } }
    public var string: String? { if case let .string(text) = self { text } else { nil } }
    public var double: Double? { if case let .number(text) = self { Double(text) } else { nil } }
    public var int: Int? { if case let .number(text) = self { Int(text) } else { nil } }

    public subscript(key: String) -> JSONValue? { object?[key] }

    /// The value as a word in a sentence or a key: text as it is, numbers as written, others as JSON.
    public var plain: String {
        switch self {
        case let .string(text): text
        case let .number(text): text
        default: text(pretty: false)
        }
    }

    /// The value as JSON, keys sorted; `pretty` puts each member on its own line, indented two spaces.
    public func text(pretty: Bool) -> String {
        var out = ""
        write(to: &out, indent: pretty ? "\n" : nil)
        return out
    }

    private func write(to out: inout String, indent: String?) {
        let inner = indent.map { $0 + "  " }
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .number(text): out += text
        case let .string(text): Self.quote(text, into: &out)
        case let .array(items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (offset, item) in items.enumerated() {
                out += (offset > 0 ? "," : "") + (inner ?? "")
                item.write(to: &out, indent: inner)
            }
            out += (indent ?? "") + "]"
        case let .object(members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (offset, key) in members.keys.sorted().enumerated() {
                out += (offset > 0 ? "," : "") + (inner ?? "")
                Self.quote(key, into: &out)
                out += indent == nil ? ":" : " : "
                members[key]!.write(to: &out, indent: inner)
            }
            out += (indent ?? "") + "}"
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// Where and why JSON text broke: "invalid value at line 1, column 29".
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let text: String
}
