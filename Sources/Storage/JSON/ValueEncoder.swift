/// Encodes any `Encodable` value into a `JSONValue`, which `JSONWriter` then lays out: how every document is
/// written and every `--json` printed. A `Date` becomes its `Timestamp` text (`2026-11-21T08:12:00.000Z`) unless a
/// style says otherwise; a number that is not finite is refused, as JSON cannot hold it.
public enum ValueEncoder {
    /// How keys and dates are written.
    public struct Style: Sendable {
        /// Each key as written: as declared, or in snake case (`moodWord` as `mood_word`).
        public var key: @Sendable (String) -> String = { $0 }
        /// A date's text.
        public var date: @Sendable (Date) -> String = Timestamp.format

        public init() {}

        /// Keys in snake case, a moment as `date` gives it: the style of every `--json` and export.
        public static func snakeCase(date: @escaping @Sendable (Date) -> String) -> Style {
            var style = Style()
            (style.key, style.date) = (ValueEncoder.snakeCase, date)
            return style
        }
    }

    /// `value` as JSON, found at `path` (for the place an error names).
    public static func encode(
        _ value: some Encodable, at path: [any CodingKey] = [], style: Style = Style()
    ) throws -> JSONValue {
        try Slot.encoded(value, at: path, style: style)
    }

    /// `key` in snake case: a word starts at a capital after a small letter or a digit (`moodWord`, `mood_word`), and
    /// at the last capital of a run of them before a small letter (`httpURLText`, `http_url_text`); all in small
    /// letters.
    public static func snakeCase(_ key: String) -> String {
        let letters = Array(key)
        var words = ""
        for index in letters.indices {
            let letter = letters[index]
            if index > 0, letter.isUppercase {
                let before = letters[index - 1]
                let after = index + 1 < letters.count ? letters[index + 1] : nil
                if before.isLowercase || before.isNumber || (before.isUppercase && after?.isLowercase == true) {
                    words += "_"
                }
            }
            words += letter.lowercased()
        }
        return words
    }

    /// `value` as a document file, laid out by `JSONWriter`.
    public static func document(_ value: some Encodable) throws -> [UInt8] {
        JSONWriter.document(try encode(value))
    }
}

/// Where an encoded value goes: a plain value, or a container that values are still being added to.
enum Slot {
    case value(JSONValue)
    case container(EncodedContainer)

    var value: JSONValue {
        switch self {
        case let .value(value): value
        case let .container(container): container.value
        }
    }

    /// `value` encoded: dates as their text, JSON values as they are, anything else by its own `encode(to:)`.
    static func encoded<T: Encodable>(_ value: T, at path: [any CodingKey], style: ValueEncoder.Style) throws
        -> JSONValue
    {
        // A look at the type first: a cast is tried only when it is the one cast to.
        if T.self == Date.self, let date = value as? Date { return .string(style.date(date)) }
        if T.self == JSONValue.self, let json = value as? JSONValue { return json }
        let container = EncodedContainer()
        try value.encode(to: ValueEncoding(container: container, codingPath: path, style: style))
        return container.value
    }
}

/// The values encoded into one object, list or single value, as its containers add them.
final class EncodedContainer {
    var object: [String: Slot]?
    var list: [Slot]?
    var single: JSONValue?

    var value: JSONValue {
        if let object { return .object(object.mapValues(\.value)) }
        if let list { return .array(list.map(\.value)) }
        return single ?? .object([:])
    }
}

struct ValueEncoding: Encoder {
    let container: EncodedContainer
    let codingPath: [any CodingKey]
    let style: ValueEncoder.Style
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if container.object == nil { container.object = [:] }
        return KeyedEncodingContainer(KeyedWriter<Key>(container: container, codingPath: codingPath, style: style))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if container.list == nil { container.list = [] }
        return ListWriter(container: container, codingPath: codingPath, style: style)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleWriter(container: container, codingPath: codingPath, style: style)
    }
}

/// A whole number JSON holds as coach reads it (within `Int`), or the error that says it cannot.
private func whole(_ number: some FixedWidthInteger, at path: [any CodingKey]) throws -> JSONValue {
    guard let value = Int(exactly: number) else {
        throw EncodingError.invalidValue(
            number, EncodingError.Context(codingPath: path, debugDescription: "\(number) is out of range"))
    }
    return .int(value)
}

/// A number JSON can hold, or the error that says it cannot.
private func finite(_ number: Double, at path: [any CodingKey]) throws -> JSONValue {
    guard number.isFinite else {
        throw EncodingError.invalidValue(
            number, EncodingError.Context(codingPath: path, debugDescription: "\(number) is not a number JSON can hold")
        )
    }
    return .double(number)
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let container: EncodedContainer
    let codingPath: [any CodingKey]
    let style: ValueEncoder.Style

    private func put(_ value: JSONValue, _ key: Key) { container.object![style.key(key.stringValue)] = .value(value) }

    mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(.int(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        put(try finite(value, at: codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        put(try finite(Double(value), at: codingPath + [key]), key)
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(try whole(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(try whole(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(try whole(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(try whole(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(try whole(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(try whole(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(try whole(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(try whole(value, at: codingPath + [key]), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(try whole(value, at: codingPath + [key]), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        put(try Slot.encoded(value, at: codingPath + [key], style: style), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = EncodedContainer()
        container.object![style.key(key.stringValue)] = .container(nested)
        return ValueEncoding(container: nested, codingPath: codingPath + [key], style: style).container(
            keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = EncodedContainer()
        container.object![style.key(key.stringValue)] = .container(nested)
        return ValueEncoding(container: nested, codingPath: codingPath + [key], style: style).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named name: String) -> any Encoder {
        let nested = EncodedContainer()
        container.object![style.key(name)] = .container(nested)
        return ValueEncoding(container: nested, codingPath: codingPath + [PlainKey(name)], style: style)
    }
}

private struct ListWriter: UnkeyedEncodingContainer {
    let container: EncodedContainer
    let codingPath: [any CodingKey]
    let style: ValueEncoder.Style
    var count: Int { container.list!.count }

    private var here: [any CodingKey] { codingPath + [PlainKey(index: count)] }
    private func put(_ value: JSONValue) { container.list!.append(.value(value)) }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Int) throws { put(.int(value)) }
    mutating func encode(_ value: Double) throws { put(try finite(value, at: here)) }
    mutating func encode(_ value: Float) throws { put(try finite(Double(value), at: here)) }
    mutating func encode(_ value: Int8) throws { put(try whole(value, at: here)) }
    mutating func encode(_ value: Int16) throws { put(try whole(value, at: here)) }
    mutating func encode(_ value: Int32) throws { put(try whole(value, at: here)) }
    mutating func encode(_ value: Int64) throws { put(try whole(value, at: here)) }
    mutating func encode(_ value: UInt) throws { put(try whole(value, at: here)) }
    mutating func encode(_ value: UInt8) throws { put(try whole(value, at: here)) }
    mutating func encode(_ value: UInt16) throws { put(try whole(value, at: here)) }
    mutating func encode(_ value: UInt32) throws { put(try whole(value, at: here)) }
    mutating func encode(_ value: UInt64) throws { put(try whole(value, at: here)) }
    mutating func encode<T: Encodable>(_ value: T) throws { put(try Slot.encoded(value, at: here, style: style)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = EncodedContainer()
        let path = here
        container.list!.append(.container(nested))
        return ValueEncoding(container: nested, codingPath: path, style: style).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedContainer()
        let path = here
        container.list!.append(.container(nested))
        return ValueEncoding(container: nested, codingPath: path, style: style).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let nested = EncodedContainer()
        let path = here
        container.list!.append(.container(nested))
        return ValueEncoding(container: nested, codingPath: path, style: style)
    }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let container: EncodedContainer
    let codingPath: [any CodingKey]
    let style: ValueEncoder.Style

    mutating func encodeNil() throws { container.single = .null }
    mutating func encode(_ value: Bool) throws { container.single = .bool(value) }
    mutating func encode(_ value: String) throws { container.single = .string(value) }
    mutating func encode(_ value: Int) throws { container.single = .int(value) }
    mutating func encode(_ value: Double) throws { container.single = try finite(value, at: codingPath) }
    mutating func encode(_ value: Float) throws { container.single = try finite(Double(value), at: codingPath) }
    mutating func encode(_ value: Int8) throws { container.single = try whole(value, at: codingPath) }
    mutating func encode(_ value: Int16) throws { container.single = try whole(value, at: codingPath) }
    mutating func encode(_ value: Int32) throws { container.single = try whole(value, at: codingPath) }
    mutating func encode(_ value: Int64) throws { container.single = try whole(value, at: codingPath) }
    mutating func encode(_ value: UInt) throws { container.single = try whole(value, at: codingPath) }
    mutating func encode(_ value: UInt8) throws { container.single = try whole(value, at: codingPath) }
    mutating func encode(_ value: UInt16) throws { container.single = try whole(value, at: codingPath) }
    mutating func encode(_ value: UInt32) throws { container.single = try whole(value, at: codingPath) }
    mutating func encode(_ value: UInt64) throws { container.single = try whole(value, at: codingPath) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        container.single = try Slot.encoded(value, at: codingPath, style: style)
    }
}

/// A key made while coding: an object's key or a list's place, for the path an error names.
public struct PlainKey: CodingKey {
    public let stringValue: String
    public let intValue: Int?

    public init(_ name: String) { (stringValue, intValue) = (name, nil) }
    public init(index: Int) { (stringValue, intValue) = ("Index \(index)", index) }
    public init?(stringValue: String) { self.init(stringValue) }
    public init?(intValue: Int) { self.init(index: intValue) }
}
