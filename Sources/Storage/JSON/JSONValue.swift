/// Any JSON value, so a document can be taken apart into records and put back together without knowing its type.
public enum JSONValue: Codable, Equatable, Hashable, Sendable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    case array([JSONValue]), object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        // Coach's own decoder holds the value read already: taken as it is.
        if let decoding = decoder as? ValueDecoding {
            self = decoding.value
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Int.self) {
            self = .int(value)
        } else if let value = try? single.decode(Double.self) {
            self = .double(value)
        } else if let value = try? single.decode(String.self) {
            self = .string(value)
        } else if let value = try? single.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try single.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        // Coach's own encoder takes the value as it is.
        if let encoding = encoder as? ValueEncoding {
            encoding.container.single = self
            return
        }
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
    public var canonical: String { JSONWriter.line(self) }

    /// The value as a document file: laid out as coach writes every document, a line break at the end.
    public var documentBytes: Data { Data(JSONWriter.document(self)) }

    /// Reads one whole JSON value; the error says what broke, at which line and column.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        var reader = JSONReader(bytes: bytes.withContiguousStorageIfAvailable { Array($0) } ?? Array(bytes))
        self = try reader.document()
    }

    /// Reads `data` as JSON; nil when it is not JSON.
    public static func read(_ data: Data) -> JSONValue? { try? JSONValue(parsing: data) }

    public var objectValue: [String: JSONValue]? { if case let .object(fields) = self { fields } else { nil } }
    public var arrayValue: [JSONValue]? { if case let .array(items) = self { items } else { nil } }
    public var stringValue: String? { if case let .string(text) = self { text } else { nil } }
    public var intValue: Int? { if case let .int(number) = self { number } else { nil } }
    /// A number of either kind.
    public var doubleValue: Double? {
        switch self {
        case let .int(number): Double(number)
        case let .double(number): number
        default: nil
        }
    }

    public subscript(key: String) -> JSONValue? { objectValue?[key] }

    /// A short piece of text naming the value: a string as it is, anything else as JSON.
    public var name: String {
        if case let .string(text) = self { return text }
        return canonical
    }
}

/// Where and why JSON text broke: "invalid value at line 1, column 29".
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let text: String
    /// Whether the text is JSON but names a key twice in one object, which a document may not.
    public var isRepeatedKey = false

    public init(text: String) { self.text = text }
}

/// FNV-1a, 64 bits: a quick fingerprint of a file's bytes, to notice which documents changed.
public func fingerprint(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    // Over the bytes in place: a replica fingerprints a changed document after every command.
    data.withUnsafeBytes { bytes in
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
    }
    return String(hash, radix: 16)
}
