import Storage

/// Every file of the data directory read or written at once, under the store's lock.
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
                return BackupContents(files: files.filter { !DerivedFile.isCache($0.value) }, links: links)
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
