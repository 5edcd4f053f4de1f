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
    /// What a warning says of a record of the file that could not be read: where it is and what is wrong there, in
    /// every language coach speaks (given by Core, which keeps the words).
    static func setAside(_ record: SetAsideRecord) -> OutOfBounds
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

/// A record of a month file that could not be read (a value of another kind, a time that is not one): the rest of
/// the month is read without it, and it is written back as it stands, near where it was, until it is fixed by hand.
public struct SetAsideRecord: Equatable, Sendable {
    /// Its place in the file's list, from 0.
    public var place: Int
    /// The record as the file holds it.
    public var value: JSONValue
    /// What is wrong, in English: `expected a number at calories`.
    public var detail: String

    public init(place: Int, value: JSONValue, detail: String) {
        (self.place, self.value, self.detail) = (place, value, detail)
    }

    /// Its `id`, when it has one as text.
    public var id: String? { value["id"]?.stringValue }
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
    /// The records that could not be read, kept as they stand.
    public var setAside: [SetAsideRecord] = []
    /// The file as read: records added after its last are written into its bytes and the others kept as they stand,
    /// so a `meal add` writes one meal, not the month's hundreds.
    private var asRead:
        (
            bytes: [UInt8], version: Int, unknownFields: UnknownFields, setAside: [SetAsideRecord], records: [Record],
            lastRecordEnd: Int
        )?

    /// A month holding `records`.
    public init(records: [Record] = []) { self.records = records }

    public static func == (a: Self, b: Self) -> Bool {
        (a.version, a.records, a.unknownFields, a.setAside) == (b.version, b.records, b.unknownFields, b.setAside)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PlainKey.self)
        version = try container.decode(Int.self, forKey: PlainKey("version"))
        records = []
        let list = try container.decode([JSONValue].self, forKey: PlainKey(Record.listKey))
        for (place, item) in list.enumerated() {
            guard case let .object(fields) = item else {
                throw item.mismatch([String: JSONValue].self, at: [PlainKey(Record.listKey), PlainKey(index: place)])
            }
            do { records.append(try Record(fields: JSONFields(fields))) } catch {
                setAside.append(SetAsideRecord(place: place, value: item, detail: DocumentCoder.describe(error)))
            }
        }
        for key in container.allKeys where ![Record.listKey, "version"].contains(key.stringValue) {
            unknownFields.fields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PlainKey.self)
        try container.encode(version, forKey: PlainKey("version"))
        try container.encode(try list(), forKey: PlainKey(Record.listKey))
        for (key, value) in unknownFields.fields { try container.encode(value, forKey: PlainKey(key)) }
    }

    /// Reads the records one by one as the month's text is walked: no table is made for a record, nor a value for the
    /// whole file. A month from a newer coach is refused as one before what its records hold is; a record that cannot
    /// be read is set aside.
    public init(file bytes: [UInt8], path: String) throws(StoreError) {
        var records: [Record] = []
        var setAside: [SetAsideRecord] = []
        let month: (version: JSONValue?, others: UnknownFields, lastRecordEnd: Int?)
        do {
            var reader = JSONReader(bytes: bytes)
            month = try reader.month(listKey: Record.listKey) { fields, place in
                do { records.append(try Record(fields: fields)) } catch {
                    setAside.append(
                        SetAsideRecord(place: place, value: fields.object, detail: DocumentCoder.describe(error)))
                }
            }
        } catch {
            throw DocumentCoder.damaged(path, error)
        }
        self.version = try DocumentCoder.version(month.version, of: Self.self, at: path)
        (self.records, self.setAside, unknownFields) = (records, setAside, month.others)
        if let end = month.lastRecordEnd { asRead = (bytes, version, unknownFields, setAside, records, end) }
    }

    public func file() throws -> [UInt8] {
        if let added = try bytesAdded() { return added }
        var fields = unknownFields.fields
        (fields["version"], fields[Record.listKey]) = (.int(version), .array(try list()))
        return JSONWriter.document(.object(fields))
    }

    /// The records as JSON, each set aside back at its place (or the end, when the list has grown shorter).
    private func list() throws -> [JSONValue] {
        var list = try records.map { record in
            JSONValue.object(Dictionary(try record.sortedFields(), uniquingKeysWith: { first, _ in first }))
        }
        for record in setAside { list.insert(record.value, at: min(record.place, list.count)) }
        return list
    }

    /// The file as read with the records added since written after its last; nil when anything else changed.
    private func bytesAdded() throws -> [UInt8]? {
        guard let asRead, version == asRead.version, unknownFields == asRead.unknownFields,
            setAside == asRead.setAside,
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
