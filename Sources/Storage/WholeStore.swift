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

extension FileStore: WholeStore {
    public func snapshot() throws(StoreError) -> [String: Data] {
        do { return try withLock { try readAll().files } } catch let error as StoreError { throw error } catch {
            throw .cannotRead(path: directory.path, reason: AtomicFile.reason(of: error))
        }
    }

    public func backupContents() throws(StoreError) -> BackupContents {
        do {
            return try withLock {
                let (files, links) = try readAll()
                return BackupContents(files: files.filter { !Self.isCache($0.value) }, links: links)
            }
        } catch let error as StoreError { throw error } catch {
            throw .cannotRead(path: directory.path, reason: AtomicFile.reason(of: error))
        }
    }

    public func rewrite<R>(_ plan: ([String: Data]) throws -> (writes: [String: Data], result: R)) throws -> R {
        try AtomicFile.makeFolder(directory)
        return try withLock {
            let (writes, result) = try plan(try readAll().files)
            // Every path is checked before the first write, so a refusal changes nothing.
            for path in writes.keys { try checkWritable(path) }
            for (path, data) in writes.sorted(by: { $0.key < $1.key }) {
                let url = directory.appendingPathComponent(path)
                try AtomicFile.makeFolder(url.deletingLastPathComponent())
                try AtomicFile.write(data, to: url)
            }
            return result
        }
    }

    /// Refuses a path that is not a data file's name, or whose way from the directory passes a symbolic
    /// link or a file (a restore must never write outside the data directory), or that names a folder.
    private func checkWritable(_ path: String) throws(StoreError) {
        guard isDataFilePath(path) else { throw .cannotWrite(path: path, reason: "not a data file's name") }
        var partial = directory.path
        let parts = path.split(separator: "/")
        for (index, part) in parts.enumerated() {
            partial += "/" + part
            switch SystemCalls.kind(of: partial) {
            case nil: return
            case .link: throw .symbolicLink(path: partial)
            case .folder where index == parts.count - 1:
                throw .cannotWrite(path: partial, reason: "a folder is in the way")
            case .file where index < parts.count - 1:
                throw .cannotWrite(path: partial, reason: "it is a file, not a folder")
            case .other: throw .cannotWrite(path: partial, reason: "it is neither a file nor a folder")
            default: continue
            }
        }
    }

    /// Regular files under the directory, hidden ones left out, and the paths of the symbolic links,
    /// which are not followed.
    private func readAll() throws -> (files: [String: Data], links: [String]) {
        guard FileManager.default.fileExists(atPath: directory.path) else { return ([:], []) }
        var files: [String: Data] = [:]
        let root = directory.standardizedFileURL.path
        let (paths, links) = SystemCalls.filesAndLinks(under: root, hidden: false)
        for path in paths where isDataFilePath(path) {
            let full = root + "/" + path
            do { files[path] = try Data(contentsOf: URL(fileURLWithPath: full)) } catch {
                throw StoreError.cannotRead(path: full, reason: AtomicFile.reason(of: error))
            }
        }
        return (files, links)
    }
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
