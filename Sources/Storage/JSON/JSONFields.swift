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
        // Through the buffer: a walk over the fields themselves copies each one, its key and value retained. Keys of
        // another length are passed by without comparing their text.
        let length = key.utf8.count
        return fields.withUnsafeBufferPointer { fields in
            for index in fields.indices where fields[index].key.utf8.count == length && fields[index].key == key {
                return fields[index].value
            }
            return nil
        }
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
    /// Reads a month file, each of its records' fields given to `take` as they are read, and says its version and
    /// where its last record ends (nil when it has none): the plain shape coach writes, `{"version": 1, "entries":
    /// [{…}, …]}`. `read` is false for anything else (a list of other values, a key given twice, a record of more
    /// than `JSONFields.most` fields, text that is not JSON) or when `take` refuses a record; the standard decoder
    /// then reads the file or says what is wrong.
    mutating func month(
        listKey: String, _ take: (JSONFields) -> Bool
    ) -> (read: Bool, version: JSONValue?, lastRecordEnd: Int?) {
        do {
            skipSpace()
            guard next == UInt8(ascii: "{") else { return (false, nil, nil) }
            index += 1
            var (version, sawList, end, keys): (JSONValue?, Bool, Int?, Set<String>) = (nil, false, nil, [])
            skipSpace()
            while next != UInt8(ascii: "}") {
                if !keys.isEmpty { try expect(UInt8(ascii: ","), "expected ',' or '}'") }
                skipSpace()
                guard next == UInt8(ascii: "\"") else { return (false, nil, nil) }
                let key = try string()
                guard keys.insert(key).inserted else { return (false, nil, nil) }
                skipSpace()
                try expect(UInt8(ascii: ":"), "expected ':'")
                skipSpace()
                if key == listKey {
                    guard let list = try recordList(take) else { return (false, nil, nil) }
                    (sawList, end) = (true, list)
                } else {
                    let value = try value(depth: 1)
                    if key == "version" { version = value }
                }
                skipSpace()
            }
            index += 1
            skipSpace()
            return (index == bytes.count && sawList, version, end)
        } catch {
            return (false, nil, nil)
        }
    }

    /// `[{…}, …]`, each object's fields in order given to `take`, and where the last object ends (nil when there
    /// is none); `.none` when an item is not an object `fields` reads or `take` refuses it. One list of fields holds
    /// each record in turn, its room kept.
    private mutating func recordList(_ take: (JSONFields) -> Bool) throws(JSONSyntaxError) -> Int?? {
        guard next == UInt8(ascii: "[") else { return .none }
        index += 1
        skipSpace()
        var (record, end): (JSONFields, Int?) = (JSONFields(), nil)
        while next != UInt8(ascii: "]") {
            if end != nil {
                try expect(UInt8(ascii: ","), "expected ',' or ']'")
                skipSpace()
            }
            guard try fields(depth: 2, into: &record), take(record) else { return .none }
            end = index
            skipSpace()
        }
        index += 1
        return .some(end)
    }

    /// An object's fields in order, in place of those `object` held; false when it is not an object, names a key
    /// twice or has too many fields.
    private mutating func fields(depth: Int, into object: inout JSONFields) throws(JSONSyntaxError) -> Bool {
        guard next == UInt8(ascii: "{") else { return false }
        index += 1
        skipSpace()
        // One by one from the end: emptying it whole goes through a general replacement costing hundreds more.
        while !object.fields.isEmpty { object.fields.removeLast() }
        // While every key is the one at its place in the records before, and those differ, none is given twice.
        var allKnown = true
        while next != UInt8(ascii: "}") {
            if !object.fields.isEmpty {
                try expect(UInt8(ascii: ","), "expected ',' or '}'")
                skipSpace()
            }
            guard next == UInt8(ascii: "\""), object.fields.count < JSONFields.most else { return false }
            let (key, known) = try key(at: object.fields.count)
            allKnown = allKnown && known
            guard allKnown && recentKeysDiffer || object[key] == nil else { return false }
            skipSpace()
            try expect(UInt8(ascii: ":"), "expected ':'")
            skipSpace()
            object.fields.append(JSONFields.Field(key: key, value: try value(depth: depth + 1)))
            skipSpace()
        }
        index += 1
        return true
    }

    /// A record's key, as `string()` reads it; the text of a key written just so at the same place in the record
    /// before is used again rather than made anew (a month's records repeat their five or six keys).
    private mutating func key(at place: Int) throws(JSONSyntaxError) -> (text: String, known: Bool) {
        let start = index + 1
        if place < recentKeys.count {
            let known = recentKeys[place]
            let end = start + known.bytes.count
            if end < bytes.count, bytes[end] == UInt8(ascii: "\""), Self.holds(bytes, known.bytes, at: start) {
                index = end + 1
                return (known.text, true)
            }
        }
        let key = try string()
        // Only a key written without escapes matches its own bytes.
        let bytes = Array(key.utf8)
        if place <= recentKeys.count, bytes.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
            if place < recentKeys.count { recentKeys[place] = (key, bytes) } else { recentKeys.append((key, bytes)) }
        }
        return (key, false)
    }

    /// Whether `bytes` hold `part` from `start` on, `part` ending within them.
    private static func holds(_ bytes: [UInt8], _ part: [UInt8], at start: Int) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            part.withUnsafeBufferPointer { part in
                for offset in part.indices where bytes[start + offset] != part[offset] { return false }
                return true
            }
        }
    }
}
