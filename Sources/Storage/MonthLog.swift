/// A calendar month, the unit a growing log is partitioned by: `2026-11`.
public struct LogMonth: Hashable, Comparable, Sendable {
    public let year: Int, month: Int

    /// The month `month` (1–12) of `year`.
    public init(year: Int, month: Int) {
        (self.year, self.month) = (year, month)
    }

    /// `2026-11`.
    public var text: String {
        // The usual four-digit year written into its seven bytes: ten years of month paths are named on every `today`.
        guard (1000...9999).contains(year), (1...12).contains(month) else { return "\(year)-\(CivilDate.two(month))" }
        return String(unsafeUninitializedCapacity: 7) { bytes in
            var year = year
            for index in (0..<4).reversed() {
                bytes[index] = UInt8(ascii: "0") + UInt8(year % 10)
                year /= 10
            }
            (bytes[4], bytes[5], bytes[6]) = (
                UInt8(ascii: "-"), UInt8(ascii: "0") + UInt8(month / 10), UInt8(ascii: "0") + UInt8(month % 10)
            )
            return 7
        }
    }

    /// Reads `2026-11`; nil for anything else.
    public init?(_ text: some StringProtocol) { self.init(utf8: text.utf8) }

    /// Reads `2026-11` from its bytes, without making a string of them (a path's months are read often).
    init?(utf8 bytes: some Sequence<UInt8>) {
        var (year, month, count) = (0, 0, 0)
        for byte in bytes {
            let digit = Int(byte) - 0x30
            switch count {
            case 4: guard byte == UInt8(ascii: "-") else { return nil }
            case 0..<7:
                guard (0...9).contains(digit) else { return nil }
                if count < 4 { year = year * 10 + digit } else { month = month * 10 + digit }
            default: return nil
            }
            count += 1
        }
        guard count == 7, (1...12).contains(month) else { return nil }
        self.init(year: year, month: month)
    }

    /// The month after this one.
    public var next: LogMonth {
        month == 12 ? LogMonth(year: year + 1, month: 1) : LogMonth(year: year, month: month + 1)
    }

    /// Its first day.
    public var firstDay: CivilDate { CivilDate(year: year, month: month, day: 1) }

    /// Every month from `first` through `last`, oldest first.
    public static func range(_ first: LogMonth, through last: LogMonth) -> [LogMonth] {
        var months: [LogMonth] = []
        var month = first
        while month <= last {
            months.append(month)
            month = month.next
        }
        return months
    }

    public static func < (a: Self, b: Self) -> Bool { (a.year, a.month) < (b.year, b.month) }
}

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

/// A log partitioned by month: a write touches one small file however many years it holds,
/// and a reader of a period opens only that period's months.
public struct MonthLog<Record: MonthlyRecord>: Sendable {
    /// Where the month files are kept.
    public let store: any Store

    /// The log of `Record`s in `store`.
    public init(store: any Store) { self.store = store }

    /// `meals/2026-11.json`.
    public static func path(of month: LogMonth) -> String {
        var path = Record.folder
        path += "/"
        path += month.text
        path += ".json"
        return path
    }

    /// The month a path like `meals/2026-11.json` names; nil for the folder's other files.
    public static func month(ofPath path: String) -> LogMonth? {
        var path = path
        // On the bytes in place: ten years of months are listed on every `today`.
        return path.withUTF8 { bytes in
            let folder = Record.folder.utf8
            guard bytes.count == folder.count + "/2026-11.json".utf8.count, bytes.starts(with: folder),
                bytes[folder.count] == UInt8(ascii: "/"), bytes[(bytes.count - 5)...].elementsEqual(".json".utf8)
            else { return nil }
            return LogMonth(utf8: bytes[(folder.count + 1)..<(folder.count + 8)])
        }
    }

    /// The records of `month` within bounds, in the order they were logged; the others are reported
    /// to the command's `StoredValueWarnings`. Inlinable, so the bounds are checked by a reader made for the record.
    @inlinable
    public func records(in month: LogMonth) throws(StoreError) -> [Record] {
        StoredValueWarnings.kept(try storedRecords(in: month), in: Self.path(of: month))
    }

    /// Every record of `month` as stored, out of bounds or not, for a reader that names them first.
    public func storedRecords(in month: LogMonth) throws(StoreError) -> [Record] {
        try store.load(MonthFile<Record>.self, at: Self.path(of: month)).records
    }

    /// Runs `change` on `month`'s records under the store's lock and saves them if they changed.
    public func update<R>(_ month: LogMonth, _ change: (inout [Record]) throws -> R) throws -> R {
        try store.update(MonthFile<Record>.self, at: Self.path(of: month)) { try change(&$0.records) }
    }

    /// Adds `record` at the end of `month`.
    public func append(_ record: Record, in month: LogMonth) throws {
        try update(month) { $0.append(record) }
    }

    /// The months that have a file, oldest first.
    public func months() throws(StoreError) -> [LogMonth] {
        try store.documents(in: Record.folder).compactMap(Self.month(ofPath:)).sorted()
    }

    /// The records of `first` through `last`, month by month. A span of more than a year lists the
    /// folder rather than trying every month in it.
    public func records(from first: LogMonth, through last: LogMonth) throws(StoreError) -> [Record] {
        let span = (last.year - first.year) * 12 + last.month - first.month
        let months =
            span > 12 ? try self.months().filter { $0 >= first && $0 <= last } : LogMonth.range(first, through: last)
        var records: [Record] = []
        for month in months { records += try self.records(in: month) }
        return records
    }

    /// Every record of every month, month by month.
    public func all() throws(StoreError) -> [Record] {
        var records: [Record] = []
        for month in try months() { records += try self.records(in: month) }
        return records
    }
}
