
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
            for (path, data) in writes.sorted(by: { $0.key < $1.key }) {
                guard isDataFilePath(path) else { throw StoreError.cannotWrite(path: path, reason: "not a data file's name") }
                let url = directory.appendingPathComponent(path)
                try AtomicFile.makeFolder(url.deletingLastPathComponent())
                try AtomicFile.write(data, to: url)
            }
            return result
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
