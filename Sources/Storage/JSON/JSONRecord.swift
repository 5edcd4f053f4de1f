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
/// Fields a record holds that its declaration does not name (a later coach's) are kept in `unknownFields` and written
/// back with it. `JSONRecordTests` holds every record's declaration to its stored properties.
public protocol JSONRecord: Codable, Equatable, Sendable {
    /// A record whose fields reading then sets: every property at a value of its own.
    init()
    /// The fields read that `fields(_:)` does not name, written back as they were: `public var unknownFields =
    /// UnknownFields()`.
    var unknownFields: UnknownFields { get set }
    /// Visits each field once, in any order (files list them by key): reading sets them, writing takes them.
    mutating func fields(_ fields: inout some RecordFields) throws
    /// The record `fields` hold, or a `DecodingError` naming the field that is missing or of another kind. Given by
    /// the declaration: a requirement only so that each record's reader is made for its own type (a month of meals is
    /// read on every `meal add`).
    init(fields: JSONFields) throws
    /// The record's fields in the order of their keys; given by the declaration, as `init(fields:)` is.
    func sortedFields() throws -> [(key: String, value: JSONValue)]
}

/// What a record's declaration is given: each call names one field.
public protocol RecordFields {
    /// A field every record has.
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value) throws
    /// A field a record may leave out: nil when it does (or holds null), and left out when nil.
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value?) throws
    /// A field that is `missing` when a record leaves it out (or holds null), and always written.
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value, missing: Value) throws
    /// A field that is `omitted` when a record leaves it out (or holds null), and left out when it is `omitted`.
    mutating func field<Value: FieldValue & Equatable>(_ key: String, _ value: inout Value, omittedWhen omitted: Value)
        throws
}

/// A value a record's field holds, read from and written as JSON.
public protocol FieldValue {
    /// The value `json` holds; a `DecodingError`, its place counted from this value, when it holds another kind.
    init(json: JSONValue) throws
    /// The value as JSON; an `EncodingError` for one JSON cannot hold.
    func json() throws -> JSONValue
}

extension JSONRecord {
    @inlinable
    public init(fields: JSONFields) throws {
        self.init()
        var reader = FieldsReader(fields: fields)
        try self.fields(&reader)
        if reader.found < fields.count { unknownFields = try UnknownFields(of: self, in: fields) }
    }

    @inlinable
    public func sortedFields() throws -> [(key: String, value: JSONValue)] {
        var copy = self
        var writer = FieldsWriter()
        try copy.fields(&writer)
        for (key, value) in unknownFields.fields { writer.fields.append((key, value)) }
        return writer.fields.sorted { $0.key < $1.key }
    }

    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case let .object(object) = value else {
            throw value.mismatch([String: JSONValue].self, at: decoder.codingPath)
        }
        do { try self.init(fields: JSONFields(object)) } catch { throw placed(error, under: decoder.codingPath) }
    }

    /// Each field under its key, so an encoder's style of keys (`--json`'s snake case) applies to them.
    public func encode(to encoder: any Encoder) throws {
        let fields: [(key: String, value: JSONValue)]
        do { fields = try sortedFields() } catch { throw placed(error, under: encoder.codingPath) }
        var container = encoder.container(keyedBy: PlainKey.self)
        for (key, value) in fields { try container.encode(value, forKey: PlainKey(key)) }
    }
}

/// `error` with its place, if it names one, counted from `path` rather than from where it was found.
public func placed(_ error: any Error, under path: [any CodingKey]) -> any Error {
    guard !path.isEmpty else { return error }
    func moved(_ context: DecodingError.Context) -> DecodingError.Context {
        DecodingError.Context(
            codingPath: path + context.codingPath, debugDescription: context.debugDescription,
            underlyingError: context.underlyingError)
    }
    switch error {
    case let DecodingError.dataCorrupted(context): return DecodingError.dataCorrupted(moved(context))
    case let DecodingError.keyNotFound(key, context): return DecodingError.keyNotFound(key, moved(context))
    case let DecodingError.typeMismatch(type, context): return DecodingError.typeMismatch(type, moved(context))
    case let DecodingError.valueNotFound(type, context): return DecodingError.valueNotFound(type, moved(context))
    case let EncodingError.invalidValue(value, context):
        return EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError))
    default: return error
    }
}

/// Reads a record's fields from those of its JSON object. Inlinable, with the declaration's calls, so that each
/// record's reader is made for its own fields' types.
@usableFromInline
struct FieldsReader: RecordFields {
    @usableFromInline let fields: JSONFields
    /// How many of the declaration's keys the fields hold: fewer than the fields, and some are unknown.
    @usableFromInline var found = 0

    @inlinable init(fields: JSONFields) { self.fields = fields }

    /// The value of `key`, counted as found.
    @inlinable
    mutating func lookUp(_ key: String) -> JSONValue? {
        let value = fields[key]
        if value != nil { found += 1 }
        return value
    }

    /// The value of `key` read as `Value`, an error placed at the key.
    @inlinable
    func read<Value: FieldValue>(_ json: JSONValue, _ key: String) throws -> Value {
        do { return try Value(json: json) } catch { throw placed(error, under: [PlainKey(key)]) }
    }

    @inlinable
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value) throws {
        guard let json = lookUp(key) else {
            throw DecodingError.keyNotFound(PlainKey(key), DecodingError.Context(codingPath: [], debugDescription: ""))
        }
        value = try read(json, key)
    }

    @inlinable
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value?) throws {
        // A null is a value left out, as the standard decoder reads an optional.
        guard let json = lookUp(key), json != .null else {
            value = nil
            return
        }
        value = try read(json, key) as Value
    }

    @inlinable
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value, missing: Value) throws {
        guard let json = lookUp(key), json != .null else {
            value = missing
            return
        }
        value = try read(json, key)
    }

    @inlinable
    mutating func field<Value: FieldValue & Equatable>(_ key: String, _ value: inout Value, omittedWhen omitted: Value)
        throws
    {
        try field(key, &value, missing: omitted)
    }
}

/// Takes a record's fields, in the order declared.
@usableFromInline
struct FieldsWriter: RecordFields {
    @usableFromInline var fields: [(key: String, value: JSONValue)] = []

    @inlinable init() { fields.reserveCapacity(8) }

    @inlinable
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value) throws {
        do { fields.append((key, try value.json())) } catch { throw placed(error, under: [PlainKey(key)]) }
    }

    @inlinable
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value?) throws {
        if var present = value { try field(key, &present) }
    }

    @inlinable
    mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value, missing: Value) throws {
        try field(key, &value)
    }

    @inlinable
    mutating func field<Value: FieldValue & Equatable>(_ key: String, _ value: inout Value, omittedWhen omitted: Value)
        throws
    {
        if value != omitted { try field(key, &value) }
    }
}

extension String: FieldValue {
    @inlinable public init(json: JSONValue) throws { self = try json.string(at: []) }
    @inlinable public func json() -> JSONValue { .string(self) }
}

extension Int: FieldValue {
    @inlinable public init(json: JSONValue) throws { self = try json.integer(Int.self, at: []) }
    @inlinable public func json() -> JSONValue { .int(self) }
}

extension Double: FieldValue {
    @inlinable public init(json: JSONValue) throws { self = try json.double(at: []) }
    @inlinable
    public func json() throws -> JSONValue {
        guard isFinite else {
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: [], debugDescription: "\(self) is not a number JSON can hold"))
        }
        return .double(self)
    }
}

extension Bool: FieldValue {
    @inlinable public init(json: JSONValue) throws { self = try json.bool(at: []) }
    @inlinable public func json() -> JSONValue { .bool(self) }
}

extension Date: FieldValue {
    @inlinable public init(json: JSONValue) throws { self = try json.date(at: []) }
    @inlinable public func json() -> JSONValue { .string(Timestamp.format(self)) }
}

extension Array: FieldValue where Element: FieldValue {
    @inlinable
    public init(json: JSONValue) throws {
        guard case let .array(items) = json else { throw json.mismatch([JSONValue].self, at: []) }
        self = try items.indices.map { index in
            do { return try Element(json: items[index]) } catch { throw placed(error, under: [PlainKey(index: index)]) }
        }
    }

    @inlinable
    public func json() throws -> JSONValue {
        .array(
            try indices.map { index in
                do { return try self[index].json() } catch { throw placed(error, under: [PlainKey(index: index)]) }
            })
    }
}

extension Dictionary: FieldValue where Key == String, Value: FieldValue {
    public init(json: JSONValue) throws {
        guard case let .object(entries) = json else { throw json.mismatch([String: JSONValue].self, at: []) }
        self = [:]
        for (key, value) in entries {
            do { self[key] = try Value(json: value) } catch { throw placed(error, under: [PlainKey(key)]) }
        }
    }

    public func json() throws -> JSONValue {
        var entries: [String: JSONValue] = [:]
        for (key, value) in self {
            do { entries[key] = try value.json() } catch { throw placed(error, under: [PlainKey(key)]) }
        }
        return .object(entries)
    }
}

/// A record as a field of another: its own fields, as an object.
extension FieldValue where Self: JSONRecord {
    @inlinable
    public init(json: JSONValue) throws {
        guard case let .object(fields) = json else { throw json.mismatch([String: JSONValue].self, at: []) }
        try self.init(fields: JSONFields(fields))
    }

    @inlinable
    public func json() throws -> JSONValue {
        .object(Dictionary(try sortedFields(), uniquingKeysWith: { first, _ in first }))
    }
}

extension Int32: FieldValue {}

extension Int64: FieldValue {}

/// A value of a field that codes itself (an enum of names, a pattern of numbers) through the same coders as every
/// document: give it `FieldValue` with no body.
extension FieldValue where Self: Codable {
    public init(json: JSONValue) throws { self = try ValueDecoder.decode(Self.self, from: json) }
    public func json() throws -> JSONValue { try ValueEncoder.encode(self) }
}
