/// A record kept in a log partitioned by month, one file a month: `meals/2026-11.json`.
/// Its values are checked on every read: a record out of bounds is left out of `records` (and reported)
/// but kept in its file, which `update` changes as it stands.
public protocol MonthlyRecord: JSONRecord, BoundedRecord {
    /// The folder of the month files: `meals`.
    static var folder: String { get }
    /// The key the month file lists its records under: `entries`.
    static var listKey: String { get }
    /// The format version of the month files this build writes.
    static var currentVersion: Int { get }
    /// Whether `records` begin with `others`, each equal (`==`). Given below: a requirement only so that each record's
    /// comparison is made for its own type (a `meal add` compares the month's hundreds of meals as read).
    static func records(_ records: [Self], beginWith others: [Self]) -> Bool
}

extension MonthlyRecord {
    @inlinable
    public static func records(_ records: [Self], beginWith others: [Self]) -> Bool {
        guard records.count >= others.count else { return false }
        return others.withUnsafeBufferPointer { others in
            records.withUnsafeBufferPointer { records in
                for index in others.indices where others[index] != records[index] { return false }
                return true
            }
        }
    }
}

/// One month file of a log: `{"version": 1, "entries": […]}`, the records in the order they were logged, read and
/// written through each record's declaration (`JSONRecord`).
public struct MonthFile<Record: MonthlyRecord>: StoredDocument {
    public static var currentVersion: Int { Record.currentVersion }
    public static var defaultPath: String { Record.folder + "/log.json" }
    public static var empty: MonthFile { MonthFile() }

    public var version = Record.currentVersion
    public var records: [Record]
    /// The file's fields besides its version and records (a later coach's), kept as they were.
    public var unknownFields = UnknownFields()
    /// The file as read: records added after its last are written into its bytes and the others kept as they stand,
    /// so a `meal add` writes one meal, not the month's hundreds.
    private var asRead:
        (bytes: [UInt8], version: Int, unknownFields: UnknownFields, records: [Record], lastRecordEnd: Int)?

    /// A month holding `records`.
    public init(records: [Record] = []) { self.records = records }

    public static func == (a: Self, b: Self) -> Bool {
        (a.version, a.records, a.unknownFields) == (b.version, b.records, b.unknownFields)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PlainKey.self)
        version = try container.decode(Int.self, forKey: PlainKey("version"))
        records = try container.decode([Record].self, forKey: PlainKey(Record.listKey))
        for key in container.allKeys where ![Record.listKey, "version"].contains(key.stringValue) {
            unknownFields.fields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PlainKey.self)
        try container.encode(version, forKey: PlainKey("version"))
        try container.encode(records, forKey: PlainKey(Record.listKey))
        for (key, value) in unknownFields.fields { try container.encode(value, forKey: PlainKey(key)) }
    }

    /// Reads the records one by one as the month's text is walked: no table is made for a record, nor a value for the
    /// whole file. A month from a newer coach is refused as one before what its records hold is.
    public init(file bytes: [UInt8], path: String) throws(StoreError) {
        var records: [Record] = []
        var unread: (any Error)?
        let month: (version: JSONValue?, others: UnknownFields, lastRecordEnd: Int?)
        do {
            var reader = JSONReader(bytes: bytes)
            month = try reader.month(listKey: Record.listKey) { fields, place in
                guard unread == nil else { return }
                do { records.append(try Record(fields: fields)) } catch {
                    unread = placed(error, under: [PlainKey(Record.listKey), PlainKey(index: place)])
                }
            }
        } catch {
            throw DocumentCoder.damaged(path, error)
        }
        self.version = try DocumentCoder.version(month.version, of: Self.self, at: path)
        if let unread { throw DocumentCoder.damaged(path, unread) }
        (self.records, unknownFields) = (records, month.others)
        if let end = month.lastRecordEnd { asRead = (bytes, version, unknownFields, records, end) }
    }

    public func file() throws -> [UInt8] {
        if let added = try bytesAdded() { return added }
        let list = try records.map { record in
            JSONValue.object(Dictionary(try record.sortedFields(), uniquingKeysWith: { first, _ in first }))
        }
        var fields = unknownFields.fields
        (fields["version"], fields[Record.listKey]) = (.int(version), .array(list))
        return JSONWriter.document(.object(fields))
    }

    /// The file as read with the records added since written after its last; nil when anything else changed.
    private func bytesAdded() throws -> [UInt8]? {
        guard let asRead, version == asRead.version, unknownFields == asRead.unknownFields,
            records.count > asRead.records.count,
            Record.records(records, beginWith: asRead.records)
        else { return nil }
        var added = JSONWriter()
        for record in records[asRead.records.count...] {
            try added.item(record.sortedFields(), depth: 2, first: false)
        }
        let (bytes, end) = (asRead.bytes, asRead.lastRecordEnd)
        var file: [UInt8] = []
        file.reserveCapacity(bytes.count + added.bytes.count)
        file += bytes[..<end]
        file += added.bytes
        file += bytes[end...]
        return file
    }
}
