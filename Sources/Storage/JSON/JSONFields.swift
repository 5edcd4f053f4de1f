/// A JSON object's fields in the order written, found by a walk: for a record's few fields that is quicker than a
/// table, and a month of records is read without making a table for each (`MonthFile` reads them so).
public struct JSONFields: Sendable {
    struct Field: Sendable {
        let key: String
        let value: JSONValue
    }

    /// The most fields read so; an object with more is left to the standard decoder.
    static let most = 16

    var fields: [Field] = []

    /// Room for a record's few fields from the start, rather than growing it field by field.
    init() { fields.reserveCapacity(8) }

    /// The fields of an object read as a table.
    public init(_ object: [String: JSONValue]) { fields = object.map { Field(key: $0.key, value: $0.value) } }

    /// The value of `key`; nil when the object has no such field.
    public subscript(key: String) -> JSONValue? {
        for field in fields where field.key == key { return field.value }
        return nil
    }

    /// An optional field read by `read`: `.some(nil)` when the object has no such field, nil when it has one of
    /// another kind (a null among them), which leaves the file to the standard decoder. Inlinable, so a record's
    /// reader gets it made for its own types rather than a generic one (a month of meals reads three a meal).
    @inlinable
    public func optional<T>(_ key: String, as read: (JSONValue) -> T?) -> T?? {
        guard let value = self[key] else { return .some(nil) }
        return read(value).map { .some($0) }
    }
}

extension JSONReader {
    /// A month file's version and its records' fields: the plain shape coach writes, `{"version": 1, "entries":
    /// [{…}, …]}`. Nil for anything else (a list of other values, a key given twice, a record of more than
    /// `JSONFields.most` fields, text that is not JSON), which the standard decoder then reads or refuses.
    mutating func month(listKey: String) -> (version: JSONValue?, records: [JSONFields])? {
        do {
            skipSpace()
            guard next == UInt8(ascii: "{") else { return nil }
            index += 1
            var (version, records, keys): (JSONValue?, [JSONFields]?, Set<String>) = (nil, nil, [])
            skipSpace()
            while next != UInt8(ascii: "}") {
                if !keys.isEmpty { try expect(UInt8(ascii: ","), "expected ',' or '}'") }
                skipSpace()
                guard next == UInt8(ascii: "\"") else { return nil }
                let key = try string()
                guard keys.insert(key).inserted else { return nil }
                skipSpace()
                try expect(UInt8(ascii: ":"), "expected ':'")
                skipSpace()
                if key == listKey {
                    guard let list = try recordList() else { return nil }
                    records = list
                } else {
                    let value = try value(depth: 1)
                    if key == "version" { version = value }
                }
                skipSpace()
            }
            index += 1
            skipSpace()
            guard index == bytes.count, let records else { return nil }
            return (version, records)
        } catch {
            return nil
        }
    }

    /// `[{…}, …]`, each object's fields in order; nil when an item is not an object `fields` reads.
    private mutating func recordList() throws(JSONSyntaxError) -> [JSONFields]? {
        guard next == UInt8(ascii: "[") else { return nil }
        index += 1
        skipSpace()
        var records: [JSONFields] = []
        while next != UInt8(ascii: "]") {
            if !records.isEmpty {
                try expect(UInt8(ascii: ","), "expected ',' or ']'")
                skipSpace()
            }
            guard let record = try fields(depth: 2) else { return nil }
            records.append(record)
            skipSpace()
        }
        index += 1
        return records
    }

    /// An object's fields in order; nil when it is not an object, names a key twice or has too many fields.
    private mutating func fields(depth: Int) throws(JSONSyntaxError) -> JSONFields? {
        guard next == UInt8(ascii: "{") else { return nil }
        index += 1
        skipSpace()
        var object = JSONFields()
        while next != UInt8(ascii: "}") {
            if !object.fields.isEmpty {
                try expect(UInt8(ascii: ","), "expected ',' or '}'")
                skipSpace()
            }
            guard next == UInt8(ascii: "\""), object.fields.count < JSONFields.most else { return nil }
            let key = try key(at: object.fields.count)
            guard object[key] == nil else { return nil }
            skipSpace()
            try expect(UInt8(ascii: ":"), "expected ':'")
            skipSpace()
            object.fields.append(JSONFields.Field(key: key, value: try value(depth: depth + 1)))
            skipSpace()
        }
        index += 1
        return object
    }

    /// A record's key, as `string()` reads it; the text of a key written just so at the same place in the record
    /// before is used again rather than made anew (a month's records repeat their five or six keys).
    private mutating func key(at place: Int) throws(JSONSyntaxError) -> String {
        let start = index + 1
        if place < recentKeys.count {
            let known = recentKeys[place]
            let end = start + known.bytes.count
            if end < bytes.count, bytes[end] == UInt8(ascii: "\""), bytes[start..<end].elementsEqual(known.bytes) {
                index = end + 1
                return known.text
            }
        }
        let key = try string()
        // Only a key written without escapes matches its own bytes.
        let bytes = Array(key.utf8)
        if place <= recentKeys.count, bytes.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
            if place < recentKeys.count { recentKeys[place] = (key, bytes) } else { recentKeys.append((key, bytes)) }
        }
        return key
    }
}
