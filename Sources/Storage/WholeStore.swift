
/// Every file of a store read or written at once under its lock, so a backup is one moment of the
/// data however many shells write, and a restore merges into what is there at that instant.
public protocol WholeStore: Store {
    /// Every data file, path → bytes; caches, the lock and other names starting with `.` are left out.
    func snapshot() throws(StoreError) -> [String: Data]
    /// Under the lock: hands the current files to `plan` and writes the files it returns.
    func rewrite<R>(_ plan: ([String: Data]) throws -> (writes: [String: Data], result: R)) throws -> R
}

/// Whether `path` may name a data file: relative, no `.`/`..` or hidden part, no empty part.
public func isDataFilePath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.isEmpty && path.utf8.count <= 1024 && parts.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
        && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
}

extension FileStore: WholeStore {
    public func snapshot() throws(StoreError) -> [String: Data] {
        do { return try withLock { try readAll() } } catch let error as StoreError { throw error } catch {
            throw .cannotRead(path: directory.path, reason: AtomicFile.reason(of: error))
        }
    }

    public func rewrite<R>(_ plan: ([String: Data]) throws -> (writes: [String: Data], result: R)) throws -> R {
        try AtomicFile.makeFolder(directory)
        return try withLock {
            let (writes, result) = try plan(try readAll())
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
            case .folder where index == parts.count - 1: throw .cannotWrite(path: partial, reason: "a folder is in the way")
            case .file where index < parts.count - 1: throw .cannotWrite(path: partial, reason: "it is a file, not a folder")
            case .other: throw .cannotWrite(path: partial, reason: "it is neither a file nor a folder")
            default: continue
            }
        }
    }

    /// Regular files under the directory, hidden ones and symbolic links left out.
    private func readAll() throws -> [String: Data] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [:] }
        var files: [String: Data] = [:]
        let root = directory.standardizedFileURL.path
        for path in SystemCalls.files(under: root, hidden: false) where isDataFilePath(path) {
            let full = root + "/" + path
            do { files[path] = try Data(contentsOf: URL(fileURLWithPath: full)) } catch { throw StoreError.cannotRead(path: full, reason: AtomicFile.reason(of: error)) }
        }
        return files
    }
}

extension MemoryStore: WholeStore {
    public func snapshot() throws(StoreError) -> [String: Data] { everything().filter { isDataFilePath($0.key) } }

    public func rewrite<R>(_ plan: ([String: Data]) throws -> (writes: [String: Data], result: R)) throws -> R {
        let (writes, result) = try plan(try snapshot())
        for (path, data) in writes { setContents(data, at: path) }
        return result
    }
}
