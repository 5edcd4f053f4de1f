import CSQLite
import Storage

/// A SQLite database another app made (Loop's backup), opened read-only through the system's SQLite, loaded at run
/// time (`libsqlite3.so.0`, or `$COACH_SQLITE_LIBRARY`): nothing is ever written to it, and coach builds without
/// SQLite's headers.
public final class SQLiteFile {
    /// Why the database could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// No SQLite on this machine.
        case missing
        /// SQLite's own words: not a database, a table missing, …
        case refused(String)
        /// More rows than asked for at most.
        case tooManyRows(Int)
    }

    /// The library's calls, read-only once loaded.
    private final class Library: @unchecked Sendable {
        let calls: UnsafeMutablePointer<coach_sqlite>

        init?(_ name: String) {
            calls = .allocate(capacity: 1)
            calls.initialize(to: coach_sqlite())
            guard coach_sqlite_load(calls, name) == 0 else { return nil }
        }
    }

    /// The library, loaded once; nil when it is missing.
    private static let library = Library(
        ProcessInfo.processInfo.environment["COACH_SQLITE_LIBRARY"] ?? "libsqlite3.so.0")

    private let sqlite: UnsafeMutablePointer<coach_sqlite>
    private let database: OpaquePointer

    /// Opens `path` read-only; SQLite reads it only when asked.
    public init(path: String) throws(Failure) {
        guard let sqlite = Self.library?.calls else { throw .missing }
        var handle: UnsafeMutableRawPointer?
        let status = sqlite.pointee.open_v2(path, &handle, Int32(COACH_SQLITE_OPEN_READONLY), nil)
        guard status == Int32(COACH_SQLITE_OK), let handle else {
            let reason = handle.map { Self.words(sqlite, $0) } ?? "cannot open it"
            if let handle { _ = sqlite.pointee.close_v2(handle) }
            throw .refused(reason)
        }
        (self.sqlite, database) = (sqlite, OpaquePointer(handle))
    }

    /// SQLite's words for the last failure on `handle`.
    private static func words(_ sqlite: UnsafeMutablePointer<coach_sqlite>, _ handle: UnsafeMutableRawPointer) -> String
    {
        sqlite.pointee.errmsg(handle).map { String(cString: $0) } ?? "an unknown failure"
    }

    deinit { _ = sqlite.pointee.close_v2(UnsafeMutableRawPointer(database)) }

    /// The rows `sql` selects, each value an integer, a real, text or null (blobs read as null), at most `most`.
    public func rows(_ sql: String, most: Int) throws(Failure) -> [[JSONValue]] {
        let handle = UnsafeMutableRawPointer(database)
        var statement: UnsafeMutableRawPointer?
        guard sqlite.pointee.prepare_v2(handle, sql, -1, &statement, nil) == Int32(COACH_SQLITE_OK), let statement
        else { throw .refused(Self.words(sqlite, handle)) }
        defer { _ = sqlite.pointee.finalize(statement) }
        var rows: [[JSONValue]] = []
        while true {
            let status = sqlite.pointee.step(statement)
            guard status == Int32(COACH_SQLITE_ROW) else {
                guard status == Int32(COACH_SQLITE_DONE) else {
                    throw .refused(Self.words(sqlite, handle))
                }
                return rows
            }
            guard rows.count < most else { throw .tooManyRows(most) }
            rows.append(
                (0..<sqlite.pointee.column_count(statement)).map { column in
                    switch Int(sqlite.pointee.column_type(statement, column)) {
                    case COACH_SQLITE_INTEGER: .int(Int(sqlite.pointee.column_int64(statement, column)))
                    case COACH_SQLITE_FLOAT: .double(sqlite.pointee.column_double(statement, column))
                    case COACH_SQLITE_TEXT:
                        .string(
                            sqlite.pointee.column_text(statement, column).map {
                                String(
                                    decoding: UnsafeBufferPointer(
                                        start: $0, count: Int(sqlite.pointee.column_bytes(statement, column))),
                                    as: UTF8.self)
                            } ?? "")
                    default: .null
                    }
                })
        }
    }
}
