/// A record kept in a log partitioned by month, one file a month: `meals/2026-11.json`.
/// Its values are checked on every read: a record out of bounds is left out of `records` (and reported)
/// but kept in its file, which `update` changes as it stands.
public protocol MonthlyRecord: Codable, Equatable, Sendable, BoundedRecord {
    /// The folder of the month files: `meals`.
    static var folder: String { get }
    /// The key the month file lists its records under: `entries`.
    static var listKey: String { get }
    /// The format version of the month files this build writes.
    static var currentVersion: Int { get }
    /// Whether the record reads its JSON itself (`init(json:)`), so its month files are tried on that path first.
    static var readsOwnJSON: Bool { get }
    /// The record read from its JSON object's fields; nil leaves the whole file to the standard decoder.
    init?(json: JSONFields)
    /// Writes the fields the standard encoder writes, in the order of their keys; false (the default) leaves the
    /// whole file to the standard encoder, so a record that does not write itself is never written empty.
    func write(into object: inout JSONObjectWriter) -> Bool
    /// Whether `other` is this record unchanged, everything it writes the same (`==` by default).
    func isIdentical(to other: Self) -> Bool
    /// Adds the record `init(json:)` reads from `fields` to `records`; false when it reads none.
    static func read(_ fields: JSONFields, into records: inout [Self]) -> Bool
    /// Whether `records` begin with `before`, each unchanged (`isIdentical`).
    static func records(_ records: [Self], beginWith before: [Self]) -> Bool
}

extension MonthlyRecord {
    /// Inlinable, so each record's conformance gets it made for its own type: made generic, it looks up the
    /// types of an optional record and a list of them for every record of a month.
    @inlinable
    public static func read(_ fields: JSONFields, into records: inout [Self]) -> Bool {
        guard let record = Self(json: fields) else { return false }
        records.append(record)
        return true
    }

    /// Inlinable for the same reason; through the buffers, as walking the records otherwise copies each.
    @inlinable
    public static func records(_ records: [Self], beginWith before: [Self]) -> Bool {
        guard records.count >= before.count else { return false }
        return before.withUnsafeBufferPointer { before in
            records.withUnsafeBufferPointer { records in
                for index in before.indices where !before[index].isIdentical(to: records[index]) { return false }
                return true
            }
        }
    }

    public func isIdentical(to other: Self) -> Bool { self == other }
    public static var readsOwnJSON: Bool { false }
    public init?(json: JSONFields) { nil }
    public func write(into object: inout JSONObjectWriter) -> Bool { false }
}

/// One month file of a log: `{"version": 1, "entries": […]}`, the records in the order they were logged.
public struct MonthFile<Record: MonthlyRecord>: StoredDocument {
    public static var currentVersion: Int { Record.currentVersion }
    public static var defaultPath: String { Record.folder + "/log.json" }
    public static var empty: MonthFile { MonthFile() }

    public var version = Record.currentVersion
    public var records: [Record]
    /// The file as read past the standard decoder, when it held a record: records added after its last are written
    /// into its bytes, the others kept as they stand (a `meal add` writes one meal, not the month's hundreds).
    private var asRead: (bytes: [UInt8], version: Int, records: [Record], lastRecordEnd: Int)?

    /// A month holding `records`.
    public init(records: [Record] = []) { self.records = records }

    public static func == (a: Self, b: Self) -> Bool { (a.version, a.records) == (b.version, b.records) }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        static var version: Key { Key(stringValue: "version") }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        version = try container.decode(Int.self, forKey: .version)
        records = try container.decode([Record].self, forKey: Key(stringValue: Record.listKey))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(version, forKey: .version)
        try container.encode(records, forKey: Key(stringValue: Record.listKey))
    }

    public static var readsOwnJSON: Bool { Record.readsOwnJSON }

    /// The records read as field lists, not tables (a month of meals is read on every `meal add`).
    public init?(ownJSON bytes: [UInt8]) {
        var reader = JSONReader(bytes: bytes)
        var records: [Record] = []
        // Each record made as its fields are read, rather than every record's fields held first.
        let month = reader.month(listKey: Record.listKey) { Record.read($0, into: &records) }
        guard month.read, case let .int(version)? = month.version, version <= Record.currentVersion else { return nil }
        (self.version, self.records) = (version, records)
        if let end = month.lastRecordEnd { asRead = (bytes, version, records, end) }
    }

    public var fileBytes: [UInt8]? {
        if let added = bytesAdded { return added }
        var written = true
        let bytes = JSONObjectWriter.document { object in
            let listFirst = Record.listKey < "version"
            if !listFirst { object.add("version", version) }
            object.add(Record.listKey, objects: records) { record, fields in
                written = record.write(into: &fields) && written
            }
            if listFirst { object.add("version", version) }
        }
        return written ? bytes : nil
    }

    /// The file as read with the records added since written after its last; nil when anything else changed.
    private var bytesAdded: [UInt8]? {
        guard let asRead, version == asRead.version, records.count > asRead.records.count,
            Record.records(records, beginWith: asRead.records)
        else { return nil }
        var written = true
        let added = JSONObjectWriter.objects(records[asRead.records.count...], depth: 2) { record, fields in
            written = record.write(into: &fields) && written
        }
        guard written else { return nil }
        let (bytes, end) = (asRead.bytes, asRead.lastRecordEnd)
        var file: [UInt8] = []
        file.reserveCapacity(bytes.count + added.count)
        file += bytes[..<end]
        file += added
        file += bytes[end...]
        return file
    }
}
