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

    /// The records of `month` within bounds, in the order they were logged; the others, and those that could not be
    /// read, are reported to the command's `StoredValueWarnings`. Inlinable, so the bounds are checked by a reader
    /// made for the record.
    @inlinable
    public func records(in month: LogMonth) throws(StoreError) -> [Record] {
        StoredValueWarnings.kept(try storedRecords(in: month), in: Self.path(of: month))
    }

    /// Every record of `month` that could be read, out of bounds or not, for a reader that names them first; those
    /// that could not be read are reported.
    public func storedRecords(in month: LogMonth) throws(StoreError) -> [Record] {
        let path = Self.path(of: month)
        let file = try store.load(MonthFile<Record>.self, at: path)
        for record in file.setAside { StoredValueWarnings.report(Record.setAside(record).placed(in: path)) }
        return file.records
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
