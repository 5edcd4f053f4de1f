/// Every file of a store read or written at once under its lock, so a backup is one moment of the
/// data however many shells write, and a restore merges into what is there at that instant.
public protocol WholeStore: Store {
    /// Every data file, path → bytes; the lock and other names starting with `.` are left out.
    func snapshot() throws(StoreError) -> [String: Data]
    /// What a backup holds, read under the lock: the data files, caches (`derived`) left out, and the
    /// symbolic links it passed by, which it does not follow.
    func backupContents() throws(StoreError) -> BackupContents
    /// Under the lock: hands the current files to `plan` and writes the files it returns.
    func rewrite<R>(_ plan: ([String: Data]) throws -> (writes: [String: Data], result: R)) throws -> R
}

/// The files a backup saves, and the symbolic links in the data directory that it did not.
public struct BackupContents: Equatable, Sendable {
    /// Data file path → bytes.
    public var files: [String: Data]
    /// The paths of the symbolic links, which coach did not make and does not follow.
    public var links: [String]

    public init(files: [String: Data], links: [String]) { (self.files, self.links) = (files, links) }
}

/// Whether `path` may name a data file: relative, no `.`/`..` or hidden part, no empty part.
public func isDataFilePath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.isEmpty && path.utf8.count <= 1024 && parts.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
        && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
}

extension MemoryStore: WholeStore {
    public func snapshot() throws(StoreError) -> [String: Data] { everything().filter { isDataFilePath($0.key) } }

    /// A memory store keeps no caches and has no links.
    public func backupContents() throws(StoreError) -> BackupContents {
        BackupContents(files: try snapshot(), links: [])
    }

    public func rewrite<R>(_ plan: ([String: Data]) throws -> (writes: [String: Data], result: R)) throws -> R {
        let (writes, result) = try plan(try snapshot())
        for (path, data) in writes { setContents(data, at: path) }
        return result
    }
}
