/// A record kept in JSON whose fields are declared once, in `fields(_:)`: each field's key, its value, and what a
/// record that leaves it out means. Reading a record (a month file's, on every `meal add`), writing one (the whole
/// month, or the records added to it), and its `Codable` conformance, through which it nests in other documents,
/// all come from that one declaration. Adding a field is one line there beside its property:
///
/// ```swift
/// public var note: String?
/// …
/// try fields.field("note", &note)
/// ```
///
/// `JSONRecordTests` holds every record's declaration to its stored properties.
public protocol JSONRecord: Codable, Equatable, Sendable {
    /// A record whose fields reading then sets: every property at a value of its own.
    init()
    /// Visits each field once, in any order (files list them by key): reading sets them, writing takes them.
    mutating func fields(_ fields: inout some RecordFields) throws
}

/// What a record's declaration is given: each call names one field.
public protocol RecordFields {
    /// A field every record has.
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value) throws
    /// A field a record may leave out: nil when it does, and left out when nil.
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value?) throws
    /// A field that is `missing` when a record leaves it out, and always written.
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value, missing: Value) throws
    /// A field that is `omitted` when a record leaves it out, and left out when it is `omitted`.
    mutating func field<Value: FieldValue & Equatable>(_ key: String, _ value: inout Value, omittedWhen omitted: Value)
        throws
}

/// A value a record's field holds, read from and written as JSON.
public protocol FieldValue {
    /// The value `json` holds; a `DecodingError` at `path` when it holds another kind.
    init(json: JSONValue, at path: [any CodingKey]) throws
    /// The value as JSON.
    func json(at path: [any CodingKey]) throws -> JSONValue
}

extension JSONRecord {
    /// The record `fields` hold, or a `DecodingError` naming the field at `path` that is missing or of another kind.
    public init(fields: JSONFields, at path: [any CodingKey] = []) throws {
        self.init()
        var reader = FieldsReader(fields: fields, path: path)
        try self.fields(&reader)
    }

    /// The record's fields in the order of their keys.
    public func sortedFields(at path: [any CodingKey] = []) throws -> [(key: String, value: JSONValue)] {
        var copy = self
        var writer = FieldsWriter(path: path)
        try copy.fields(&writer)
        return writer.fields.sorted { $0.key < $1.key }
    }

    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case let .object(object) = value else {
            throw value.mismatch([String: JSONValue].self, at: decoder.codingPath)
        }
        try self.init(fields: JSONFields(object), at: decoder.codingPath)
    }

    public func encode(to encoder: any Encoder) throws {
        let fields = try sortedFields(at: encoder.codingPath)
        try JSONValue.object(Dictionary(fields, uniquingKeysWith: { first, _ in first })).encode(to: encoder)
    }
}

/// Reads a record's fields from those of its JSON object.
private struct FieldsReader: RecordFields {
    let fields: JSONFields
    let path: [any CodingKey]

    private func missing(_ key: String) -> DecodingError {
        .keyNotFound(PlainKey(key), DecodingError.Context(codingPath: path, debugDescription: ""))
    }

    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value) throws {
        guard let json = fields[key] else { throw missing(key) }
        value = try Value(json: json, at: path + [PlainKey(key)])
    }

    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value?) throws {
        // A null is a value left out, as the standard decoder reads an optional.
        guard let json = fields[key], json != .null else { return value = nil }
        value = try Value(json: json, at: path + [PlainKey(key)])
    }

    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value, missing: Value) throws {
        guard let json = fields[key], json != .null else { return value = missing }
        value = try Value(json: json, at: path + [PlainKey(key)])
    }

    mutating func field<Value: FieldValue & Equatable>(_ key: String, _ value: inout Value, omittedWhen omitted: Value)
        throws
    {
        try field(key, &value, missing: omitted)
    }
}

/// Takes a record's fields, in the order declared.
private struct FieldsWriter: RecordFields {
    let path: [any CodingKey]
    var fields: [(key: String, value: JSONValue)] = []

    init(path: [any CodingKey]) {
        self.path = path
        fields.reserveCapacity(8)
    }

    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value) throws {
        fields.append((key, try value.json(at: path + [PlainKey(key)])))
    }

    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value?) throws {
        if let present = value { fields.append((key, try present.json(at: path + [PlainKey(key)]))) }
    }

    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value, missing: Value) throws {
        try field(key, &value)
    }

    mutating func field<Value: FieldValue & Equatable>(_ key: String, _ value: inout Value, omittedWhen omitted: Value)
        throws
    {
        if value != omitted { try field(key, &value) }
    }
}

extension String: FieldValue {
    public init(json: JSONValue, at path: [any CodingKey]) throws { self = try json.string(at: path) }
    public func json(at path: [any CodingKey]) -> JSONValue { .string(self) }
}

extension Int: FieldValue {
    public init(json: JSONValue, at path: [any CodingKey]) throws { self = try json.integer(Int.self, at: path) }
    public func json(at path: [any CodingKey]) -> JSONValue { .int(self) }
}

extension Double: FieldValue {
    public init(json: JSONValue, at path: [any CodingKey]) throws { self = try json.double(at: path) }
    public func json(at path: [any CodingKey]) throws -> JSONValue {
        guard isFinite else {
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: path, debugDescription: "\(self) is not a number JSON can hold"))
        }
        return .double(self)
    }
}

extension Bool: FieldValue {
    public init(json: JSONValue, at path: [any CodingKey]) throws { self = try json.bool(at: path) }
    public func json(at path: [any CodingKey]) -> JSONValue { .bool(self) }
}

extension Date: FieldValue {
    public init(json: JSONValue, at path: [any CodingKey]) throws { self = try json.date(at: path) }
    public func json(at path: [any CodingKey]) -> JSONValue { .string(Timestamp.format(self)) }
}

extension Array: FieldValue where Element: FieldValue {
    public init(json: JSONValue, at path: [any CodingKey]) throws {
        guard case let .array(items) = json else { throw json.mismatch([JSONValue].self, at: path) }
        self = try items.indices.map { try Element(json: items[$0], at: path + [PlainKey(index: $0)]) }
    }

    public func json(at path: [any CodingKey]) throws -> JSONValue {
        .array(try indices.map { try self[$0].json(at: path + [PlainKey(index: $0)]) })
    }
}

extension Dictionary: FieldValue where Key == String, Value: FieldValue {
    public init(json: JSONValue, at path: [any CodingKey]) throws {
        guard case let .object(entries) = json else { throw json.mismatch([String: JSONValue].self, at: path) }
        self = [:]
        for (key, value) in entries { self[key] = try Value(json: value, at: path + [PlainKey(key)]) }
    }

    public func json(at path: [any CodingKey]) throws -> JSONValue {
        var entries: [String: JSONValue] = [:]
        for (key, value) in self { entries[key] = try value.json(at: path + [PlainKey(key)]) }
        return .object(entries)
    }
}

/// A value of a field that codes itself (an enum of names, a pattern of numbers) through the same coders as every
/// document: give it `FieldValue` with no body.
extension FieldValue where Self: Codable {
    public init(json: JSONValue, at path: [any CodingKey]) throws {
        self = try ValueDecoder.decode(Self.self, from: json, at: path)
    }

    public func json(at path: [any CodingKey]) throws -> JSONValue { try ValueEncoder.encode(self, at: path) }
}
