/// Decodes any `Decodable` value from a `JSONValue`: how every document is read. A `Date` is read from its
/// `Timestamp` text. What does not fit throws a `DecodingError` naming the place (`entries[3].calories`), which
/// `DocumentCoder.describe` turns into words.
public enum ValueDecoder {
    /// `T` read from `value`, found at `path` (for the place an error names).
    public static func decode<T: Decodable>(
        _ type: T.Type, from value: JSONValue, at path: [any CodingKey] = []
    ) throws -> T {
        try ValueDecoding(value: value, codingPath: path).decoded(T.self)
    }
}

struct ValueDecoding: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// `T` read from this value: a date from its text, a JSON value as it is, anything else by its own `init(from:)`.
    func decoded<T: Decodable>(_ type: T.Type) throws -> T {
        // A look at the type first: a cast is tried only when it is the one cast to.
        if T.self == Date.self, let date = try value.date(at: codingPath) as? T { return date }
        if T.self == JSONValue.self, let value = value as? T { return value }
        return try T(from: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case let .object(fields) = value else { throw value.mismatch([String: JSONValue].self, at: codingPath) }
        return KeyedDecodingContainer(KeyedReader<Key>(fields: fields, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case let .array(items) = value else { throw value.mismatch([JSONValue].self, at: codingPath) }
        return ListReader(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleReader(value: value, codingPath: codingPath)
    }
}

extension JSONValue {
    /// The error for a value of another kind than `type`: `expected a number, found null` when it is null.
    @inlinable
    public func mismatch(_ type: Any.Type, at path: [any CodingKey]) -> DecodingError {
        let context = DecodingError.Context(codingPath: path, debugDescription: "")
        return self == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    @inlinable
    public func string(at path: [any CodingKey]) throws -> String {
        guard case let .string(text) = self else { throw mismatch(String.self, at: path) }
        return text
    }

    @inlinable
    public func bool(at path: [any CodingKey]) throws -> Bool {
        guard case let .bool(flag) = self else { throw mismatch(Bool.self, at: path) }
        return flag
    }

    @inlinable
    public func double(at path: [any CodingKey]) throws -> Double {
        guard let number = doubleValue else { throw mismatch(Double.self, at: path) }
        return number
    }

    /// A whole number that fits `T`; a number with a fraction, or one too large, says so.
    @inlinable
    public func integer<T: FixedWidthInteger>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
        switch self {
        case let .int(number):
            if let fitting = T(exactly: number) { return fitting }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path, debugDescription: "\(number) is out of range"))
        case let .double(number):
            let whole = number == number.rounded()
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: whole ? "\(number) is out of range" : "expected a whole number, found \(number)"))
        default:
            throw mismatch(Int.self, at: path)
        }
    }

    /// A date from its text, `2026-11-21T08:12:00.000Z`.
    @inlinable
    public func date(at path: [any CodingKey]) throws -> Date {
        let text = try string(at: path)
        guard let date = Timestamp.read(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path, debugDescription: "'\(text)' is not a date like 2026-11-21T08:12:00.000Z"))
        }
        return date
    }
}

private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }
    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    private func value(_ key: Key) throws -> JSONValue {
        guard let value = fields[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: ""))
        }
        return value
    }

    private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).bool(at: path(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).string(at: path(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).double(at: path(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try value(key).double(at: path(key))) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).integer(type, at: path(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).integer(type, at: path(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).integer(type, at: path(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).integer(type, at: path(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).integer(type, at: path(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).integer(type, at: path(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).integer(type, at: path(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try value(key).integer(type, at: path(key))
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try value(key).integer(type, at: path(key))
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try value(key).integer(type, at: path(key))
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try ValueDecoding(value: try value(key), codingPath: path(key)).decoded(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ValueDecoding(value: try value(key), codingPath: path(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoding(value: try value(key), codingPath: path(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ValueDecoding(value: fields["super"] ?? .null, codingPath: codingPath + [PlainKey("super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoding(value: fields[key.stringValue] ?? .null, codingPath: path(key))
    }
}

private struct ListReader: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey]) { (self.items, self.codingPath) = (items, codingPath) }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The next item and its place, moving past it.
    private mutating func next(_ type: Any.Type) throws -> (JSONValue, [any CodingKey]) {
        let path = codingPath + [PlainKey(index: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: path, debugDescription: "the list ends here"))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let (value, path) = try next(type)
        return try value.bool(at: path)
    }
    mutating func decode(_ type: String.Type) throws -> String {
        let (value, path) = try next(type)
        return try value.string(at: path)
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        let (value, path) = try next(type)
        return try value.double(at: path)
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        let (value, path) = try next(type)
        return Float(try value.double(at: path))
    }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try value.integer(type, at: path)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try ValueDecoding(value: value, codingPath: path).decoded(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (value, path) = try next([String: JSONValue].self)
        return try ValueDecoding(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([JSONValue].self)
        return try ValueDecoding(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(JSONValue.self)
        return ValueDecoding(value: value, codingPath: path)
    }
}

private struct SingleReader: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try value.bool(at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try value.string(at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try value.double(at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(try value.double(at: codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try value.integer(type, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.integer(type, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.integer(type, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.integer(type, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.integer(type, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.integer(type, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.integer(type, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.integer(type, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.integer(type, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.integer(type, at: codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try ValueDecoding(value: value, codingPath: codingPath).decoded(T.self)
    }
}
