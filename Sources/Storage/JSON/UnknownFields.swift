/// The fields of a record that its declaration does not name: a later coach's (a meal's rating, say), read from a
/// file or a sync and written back as they were, so that a rewrite by this build never erases them everywhere.
public struct UnknownFields: Equatable, Hashable, Sendable {
    /// Each field under its key.
    public var fields: [String: JSONValue] = [:]

    public init() {}

    public var isEmpty: Bool { fields.isEmpty }

    /// The fields of `object` that `record`'s declaration does not name.
    public init<R: JSONRecord>(of record: R, in object: JSONFields) throws {
        var copy = record
        var declared = DeclaredKeys()
        try copy.fields(&declared)
        for field in object.fields where !declared.keys.contains(field.key) { fields[field.key] = field.value }
    }
}

/// Names the keys a record's declaration visits, in order.
public struct DeclaredKeys: RecordFields {
    public private(set) var keys: [String] = []

    public init() {}

    public mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value) { keys.append(key) }
    public mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value?) { keys.append(key) }
    public mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value, missing: Value) {
        keys.append(key)
    }
    public mutating func field<Value: FieldValue & Equatable>(
        _ key: String, _ value: inout Value, omittedWhen omitted: Value
    ) { keys.append(key) }
}
