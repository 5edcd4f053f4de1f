import FoundationEssentials

/// Any JSON value, read and written with the standard coders, so a document can be taken apart
/// into records and put back together without knowing its type.
public enum JSONValue: Codable, Equatable, Hashable, Sendable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    case array([JSONValue]), object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let value = try? single.decode(Bool.self) { self = .bool(value) }
        else if let value = try? single.decode(Int.self) { self = .int(value) }
        else if let value = try? single.decode(Double.self) { self = .double(value) }
        else if let value = try? single.decode(String.self) { self = .string(value) }
        else if let value = try? single.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try single.decode([String: JSONValue].self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .null: try single.encodeNil()
        case let .bool(value): try single.encode(value)
        case let .int(value): try single.encode(value)
        case let .double(value): try single.encode(value)
        case let .string(value): try single.encode(value)
        case let .array(value): try single.encode(value)
        case let .object(value): try single.encode(value)
        }
    }

    /// The value as one line of JSON, keys sorted: equal values give equal text.
    public var canonical: String {
        var text = ""
        JSONText.write(self, into: &text)
        return text
    }

    /// The value as a document file: pretty-printed, keys sorted, a line break at the end (as coach writes).
    public var documentBytes: Data {
        var text = ""
        JSONText.pretty(self, into: &text)
        text += "\n"
        return Data(text.utf8)
    }

    /// Reads `data` as JSON; nil when it is not JSON.
    public static func read(_ data: Data) -> JSONValue? { JSONText.parse(data) }

    /// A short piece of text naming the value: a string as it is, anything else as JSON.
    var name: String {
        if case let .string(text) = self { return text }
        return canonical
    }
}

/// FNV-1a, 64 bits: a quick fingerprint of a file's bytes, to notice which documents changed.
public func fingerprint(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    return String(hash, radix: 16)
}
