import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The live store: JSON files in the data directory, written atomically under `flock`.
public struct FileStore: Store {
    /// The data directory this store reads and writes.
    public let directory: URL
    /// Changes held for a group of commands (`openGroup`), shared by every copy of this store.
    let group = WriteGroup()
    /// The documents decoded last, shared by every copy of this store.
    let decoded = ReadDocuments()

    /// The directory's path, kept as text: a URL made for each file read costs more than reading a small file.
    let root: String

    /// A store over `directory`; the folder is created (0700) on the first write.
    public init(directory: URL) {
        self.directory = directory
        root = directory.path
    }

    /// The path of the file at `path` inside the data directory.
    func fullPath(_ path: String) -> String { root.hasSuffix("/") ? root + path : root + "/" + path }

    public func load<D: StoredDocument>(_ type: D.Type, at path: String) throws(StoreError) -> D {
        let full = fullPath(path)
        if let held = group.document(at: path) {
            if let document = held as? D { return document }
            return try decode(D.self, from: try encoded(held, at: URL(fileURLWithPath: full)), path: full)
        }
        // One lstat tells the usual cases apart, as every line of a script asks for the settings: nothing there (the
        // defaults, with no open), the same version of a regular file decoded before (not decoded again), or anything
        // else, read and checked as always.
        var info = stat()
        if lstat(full, &info) != 0 {
            if errno == ENOENT { return D.empty }
        } else if info.st_mode & S_IFMT == S_IFREG,
            let known = decoded.document(D.self, at: path, stamp: FileStamp(info))
        {
            return known
        }
        var stamp: FileStamp?
        guard let data = try readIfPresent(atPath: full, stamp: &stamp) else { return D.empty }
        let document = try decode(D.self, from: data, path: full)
        decoded.keep(document, at: path, stamp: stamp)
        return document
    }

    /// The document in `data`, read from the file at `path`; a damaged one says whether it syncs.
    private func decode<D: StoredDocument>(_ type: D.Type, from data: Data, path: String) throws(StoreError) -> D {
        do { return try DocumentCoder.decode(D.self, from: data, path: path) } catch {
            guard case let .damaged(_, detail, nil) = error, let document = Self.syncedAs(path) else { throw error }
            throw .damaged(path: path, detail: detail, syncedAs: document)
        }
    }

    /// The path of the document at `path` (absolute) in the replica that syncs it, if one does: moved aside,
    /// its records would be deleted on every machine.
    static func syncedAs(_ path: String) -> String? { SyncReplica.holding(path)?.document }

    /// This machine's processes: the other coaches that write these files run here.
    public var processes: any Processes { SystemProcesses() }

    public func update<D: StoredDocument, R>(
        _ type: D.Type, at path: String, _ change: (inout D) throws -> R
    ) throws -> R {
        let url = directory.appendingPathComponent(path)
        try AtomicFile.makeFolder(url.deletingLastPathComponent())
        return try withLock {
            let original = try load(D.self, at: path)
            var document = original
            let result = try change(&document)
            if document != original {
                if group.isOpen {
                    group.hold(document, at: path)
                } else {
                    try AtomicFile.write(try encoded(document, at: url), to: url)
                    // Under the lock no other coach writes it: the file now there is the one just written.
                    decoded.keep(document, at: path, stamp: FileStamp(path: fullPath(path)))
                }
            }
            return result
        }
    }

    public func documents(in folder: String) throws(StoreError) -> [String] {
        // Read with readdir(3): `today` lists every log's folder of ten years of months.
        let full = fullPath(folder)
        guard let stream = opendir(full) else {
            if errno == ENOENT { return addedByGroup(in: folder, besides: []) }
            throw .cannotRead(path: full, reason: AtomicFile.systemReason())
        }
        defer { closedir(stream) }
        var paths: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if Self.isDocument(name) { paths.append(folder + "/" + name) }
        }
        return paths + addedByGroup(in: folder, besides: paths)
    }

    public func derived(at path: String, from source: String, build: () throws -> Data) throws -> Data {
        // The first line names the program and the source version the rest was built from.
        // A source the open group changed is not on disk yet: build from it, and keep nothing.
        if group.holds(source) { return try build() }
        let sourceStamp = Self.stamp(of: fullPath(source))
        let stamp = DerivedFile.mark + Data("\(Self.programStamp) \(sourceStamp)\n".utf8)
        if let cached = try? readIfPresent(atPath: fullPath(path)), cached.starts(with: stamp) {
            return cached.dropFirst(stamp.count)
        }
        let url = directory.appendingPathComponent(path)
        let data = try build()
        // A cache is only a shortcut: if it cannot be saved, the next run builds it again.
        try? AtomicFile.makeFolder(url.deletingLastPathComponent())
        try? AtomicFile.write(stamp + data, to: url)
        return data
    }

    public func addFile(_ data: Data, in folder: String, names: (Int) -> String) throws(StoreError) -> String {
        let url = directory.appendingPathComponent(folder)
        try AtomicFile.makeFolder(url)
        do {
            return try withLock {
                var attempt = 1
                while FileManager.default.fileExists(atPath: url.appendingPathComponent(names(attempt)).path) {
                    attempt += 1
                }
                try AtomicFile.write(data, to: url.appendingPathComponent(names(attempt)))
                return names(attempt)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotWrite(path: url.path, reason: "\(error)")
        }
    }

    public func removeFile(_ name: String, in folder: String) {
        unlink(directory.appendingPathComponent(folder).appendingPathComponent(name).path)
    }

    /// Caches also depend on the program (its bundled catalogs), so a new coach rebuilds them.
    static let programStamp = stamp(of: SystemCalls.programPath).replacing(" ", with: ":")

    /// Identifies one version of a file without reading it: inode, size and change time
    /// (every save renames a new inode into place).
    static func stamp(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "absent" }
        let modified = SystemCalls.modified(info)
        return "\(info.st_ino) \(info.st_size) \(modified.seconds).\(modified.nanoseconds)"
    }

    func encoded(_ document: some StoredDocument, at url: URL) throws(StoreError) -> Data {
        do { return try DocumentCoder.encode(document) } catch {
            throw .cannotWrite(path: url.path, reason: "\(error)")
        }
    }

    /// Holds an exclusive `flock` on `.lock` in the data directory while `body` runs (taken already
    /// while a group is open).
    func withLock<R>(_ body: () throws -> R) throws -> R {
        if group.isOpen { return try body() }
        let fd = try takeLock()
        defer {
            flock(fd, LOCK_UN)
            close(fd)
        }
        tidyOnFirstLock()
        return try body()
    }

    /// Opens `.lock` and takes an exclusive `flock` on it; the caller gives it back and closes it.
    func takeLock() throws(StoreError) -> Int32 {
        try AtomicFile.makeFolder(directory)
        let lockPath = directory.appendingPathComponent(".lock").path
        // O_NOFOLLOW: a `.lock` planted as a symbolic link must not make coach create or open a file elsewhere.
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            if errno == ELOOP { throw StoreError.symbolicLink(path: lockPath) }
            throw StoreError.cannotLock(path: lockPath, reason: AtomicFile.systemReason())
        }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(fd)
                throw StoreError.cannotLock(path: lockPath, reason: AtomicFile.systemReason())
            }
        }
        return fd
    }

    func readIfPresent(_ url: URL) throws(StoreError) -> Data? { try readIfPresent(atPath: url.path) }

    func readIfPresent(atPath path: String) throws(StoreError) -> Data? {
        var stamp: FileStamp?
        return try readIfPresent(atPath: path, stamp: &stamp)
    }

    /// The file's bytes, and in `stamp` the version they were read from.
    func readIfPresent(atPath path: String, stamp: inout FileStamp?) throws(StoreError) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            if errno == ENOTDIR, let blocker = AtomicFile.fileInTheWay(of: directory) {
                throw .cannotCreateDirectory(path: directory.path, reason: blocker)
            }
            throw .cannotRead(path: path, reason: AtomicFile.systemReason())
        }
        defer { close(fd) }
        // One read into a buffer sized by fstat (a search index of megabytes would otherwise be
        // copied chunk by chunk); the loop covers a file that grows or a short read.
        var info = stat()
        let expected = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
        stamp = expected > 0 || info.st_ino != 0 ? FileStamp(info) : nil
        // A byte more than the file holds, so the end shows at once; not a fixed 64 KiB, which the system
        // zeroes page by page for each of the hundreds of small summaries `today` reads.
        var data = Data(count: max(expected + 1, 1024))
        var length = 0
        while true {
            if length == data.count { data.count *= 2 }
            let count = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + length, $0.count - length) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: AtomicFile.systemReason())
            }
            if count == 0 { break }
            length += count
        }
        data.count = length
        return data
    }
}
