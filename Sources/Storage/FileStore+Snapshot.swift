import Foundation

extension FileStore {
    /// Every file of the data directory by its path inside it, read under the lock so a second
    /// coach writing meanwhile cannot leave the set half old and half new. Hidden files (the lock,
    /// summaries, temporary files) and `skipping` (caches rebuilt from the rest) are left out.
    public func snapshot(skipping: Set<String>) throws -> [String: Data] {
        try withLock { try readAll(skipping: skipping) }
    }

    private func readAll(skipping: Set<String>) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = directory.standardizedFileURL.path
        guard let walk = FileManager.default.enumerator(atPath: root) else { return files }
        while let path = walk.nextObject() as? String {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                if info.st_mode & S_IFMT == S_IFDIR { walk.skipDescendants() }
                continue
            }
            guard info.st_mode & S_IFMT == S_IFREG, !skipping.contains(path) else { continue }
            do { files[path] = try Data(contentsOf: url) } catch {
                throw StoreError.cannotRead(path: url.path, reason: AtomicFile.reason(of: error))
            }
        }
        return files
    }

    /// Runs `change` with every file of `snapshot(skipping:)` under one hold of the lock, and writes
    /// each file it returns (path inside the data directory → contents), each atomically.
    public func rewrite(skipping: Set<String>, _ change: ([String: Data]) throws -> [String: Data]) throws {
        try withLock {
            let writes = try change(try readAll(skipping: skipping))
            for (path, data) in writes.sorted(by: { $0.key < $1.key }) {
                let url = directory.appendingPathComponent(path)
                try AtomicFile.makeFolder(url.deletingLastPathComponent())
                try AtomicFile.write(data, to: url)
            }
        }
    }
}
