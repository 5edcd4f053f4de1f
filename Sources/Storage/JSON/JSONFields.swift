/// A JSON object's fields in the order written, found by a walk: for a record's few fields that is quicker than a
/// table, and a month of records is read without making a table for each (`MonthFile` reads them so).
public struct JSONFields: Sendable {
    struct Field: Sendable {
        let key: String
        let value: JSONValue
    }

    /// The most fields read so; an object with more is read as a table.
    static let most = 16

    var fields: [Field] = []

    /// How many fields the object has.
    public var count: Int { fields.count }

    /// The object they make.
    public var object: JSONValue {
        .object(Dictionary(fields.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
    }

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

}

extension JSONReader {
    /// Reads a month file, `{"version": 1, "entries": [{…}, …]}`, each record's fields given to `take` with its place
    /// in the list as they are read, and says its version, its other fields (a later coach's), and where its last
    /// record ends (nil when it has none).
    /// Throws a `JSONSyntaxError` for text that is not JSON or names a key twice in one object, a `DecodingError` for
    /// a list that is missing or not a list of objects, and whatever `take` throws.
    mutating func month(
        listKey: String, _ take: (JSONFields, Int) throws -> Void
    ) throws -> (version: JSONValue?, others: UnknownFields, lastRecordEnd: Int?) {
        refusesRepeatedKeys = true
        skipSpace()
        guard next == UInt8(ascii: "{") else {
            let value = try value(depth: 0)
            throw value.mismatch([String: JSONValue].self, at: [])
        }
        index += 1
        var (version, sawList, end, keys): (JSONValue?, Bool, Int?, Set<String>) = (nil, false, nil, [])
        var others = UnknownFields()
        skipSpace()
        while next != UInt8(ascii: "}") {
            if !keys.isEmpty {
                try expect(UInt8(ascii: ","), "expected ',' or '}'")
                skipSpace()
            }
            guard next == UInt8(ascii: "\"") else { throw problem("invalid value") }
            let keyStart = index
            let key = try string()
            guard keys.insert(key).inserted else {
                index = keyStart
                throw repeated(key)
            }
            skipSpace()
            try expect(UInt8(ascii: ":"), "expected ':'")
            skipSpace()
            if key == listKey {
                end = try recordList(at: [PlainKey(key)], take)
                sawList = true
            } else {
                let value = try value(depth: 1)
                if key == "version" { version = value } else { others.fields[key] = value }
            }
            skipSpace()
        }
        index += 1
        skipSpace()
        if index < bytes.count { throw problem("unexpected text after the end") }
        guard sawList else {
            throw DecodingError.keyNotFound(
                PlainKey(listKey), DecodingError.Context(codingPath: [], debugDescription: ""))
        }
        return (version, others, end)
    }

    /// `[{…}, …]`, each object's fields in order given to `take`, and where the last object ends (nil when there
    /// is none). One list of fields holds each record in turn, its room kept.
    private mutating func recordList(
        at path: [any CodingKey], _ take: (JSONFields, Int) throws -> Void
    ) throws -> Int? {
        guard next == UInt8(ascii: "[") else { throw try value(depth: 1).mismatch([JSONValue].self, at: path) }
        index += 1
        skipSpace()
        var (record, end, count): (JSONFields, Int?, Int) = (JSONFields(), nil, 0)
        while next != UInt8(ascii: "]") {
            if end != nil {
                try expect(UInt8(ascii: ","), "expected ',' or ']'")
                skipSpace()
            }
            guard next == UInt8(ascii: "{") else {
                throw try value(depth: 2).mismatch([String: JSONValue].self, at: path + [PlainKey(index: count)])
            }
            try fields(depth: 2, into: &record)
            try take(record, count)
            (end, count) = (index, count + 1)
            skipSpace()
        }
        index += 1
        return end
    }

    /// An object's fields in order, in place of those `object` held. An object of more than `JSONFields.most`
    /// fields is read as a table, whose keys are checked for repeats as they are added.
    private mutating func fields(depth: Int, into object: inout JSONFields) throws(JSONSyntaxError) {
        let start = index
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
            guard next == UInt8(ascii: "\"") else { throw problem("invalid value") }
            guard object.fields.count < JSONFields.most else {
                index = start
                object = JSONFields(try members(depth: depth))
                return
            }
            let keyStart = index
            let (key, known) = try key(at: object.fields.count)
            allKnown = allKnown && known
            guard allKnown && recentKeysDiffer || object[key] == nil else {
                index = keyStart
                throw repeated(key)
            }
            skipSpace()
            try expect(UInt8(ascii: ":"), "expected ':'")
            skipSpace()
            object.fields.append(JSONFields.Field(key: key, value: try value(depth: depth + 1)))
            skipSpace()
        }
        index += 1
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
