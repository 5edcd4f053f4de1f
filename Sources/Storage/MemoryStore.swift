import Synchronization

/// An in-memory store for tests: the same JSON encoding and version rules, no files.
public final class MemoryStore: Store {
    private let files = Mutex<[String: Data]>([:])
    private let roles = Mutex<Set<String>>([])
    /// The processes sharing it: this one alone, unless a test says otherwise.
    public let processes: any Processes

    /// An empty store, shared with `processes`.
    public init(processes: any Processes = OnlyThisProcess()) { self.processes = processes }

    /// The raw bytes saved at `path`, as the file store would have written them.
    public func contents(at path: String) -> Data? {
        files.withLock { $0[path] }
    }

    /// Every file, path → bytes.
    public func everything() -> [String: Data] { files.withLock { $0 } }

    /// Puts raw bytes at `path`, to test damaged or newer files.
    public func setContents(_ data: Data, at path: String) {
        files.withLock { $0[path] = data }
    }

    public func announce(_ role: String) { roles.withLock { _ = $0.insert(role) } }

    /// This process is the only one a memory store knows.
    public func isAnnounced(_ role: String, besidesThisProcess: Bool) -> Bool {
        !besidesThisProcess && roles.withLock { $0.contains(role) }
    }

    public func documents(in folder: String) throws(StoreError) -> [String] {
        files.withLock { files in files.keys.filter { $0.hasPrefix(folder + "/") } }
    }

    public func derived(at path: String, from source: String, build: () throws -> Data) throws -> Data {
        try build()
    }

    public func addFile(_ data: Data, in folder: String, names: (Int) -> String) throws(StoreError) -> String {
        files.withLock { files in
            var attempt = 1
            while files[folder + "/" + names(attempt)] != nil { attempt += 1 }
            files[folder + "/" + names(attempt)] = data
            return names(attempt)
        }
    }

    public func removeFile(_ name: String, in folder: String) {
        _ = files.withLock { $0.removeValue(forKey: folder + "/" + name) }
    }

    public func load<D: StoredDocument>(_ type: D.Type, at path: String) throws(StoreError) -> D {
        guard let data = contents(at: path) else { return D.empty }
        return try DocumentCoder.decode(D.self, from: data, path: path)
    }

    public func update<D: StoredDocument, R>(
        _ type: D.Type, at path: String, _ change: (inout D) throws -> R
    ) throws -> R {
        try files.withLock { files in
            var document = try files[path].map { try DocumentCoder.decode(D.self, from: $0, path: path) } ?? D.empty
            let original = document
            let result = try change(&document)
            if document != original { files[path] = try DocumentCoder.encode(document) }
            return result
        }
    }
}

extension MemoryStore {
    public func pieces(at path: String) throws(StoreError) -> FilePieces? {
        contents(at: path).map { data in
            let pieces = FilePieces(data)
            pieces.path = path
            return pieces
        }
    }

    public func replace<R>(at path: String, _ make: (FilePieces?, FileWriter) throws -> R) throws -> R {
        let file = FileWriter(inMemoryFor: path)
        let result = try make(try pieces(at: path), file)
        if !file.keepOld { setContents(file.written, at: path) }
        return result
    }

    public func freshDerived(at path: String, from source: String) -> Data? {
        guard let cached = contents(at: Self.cachePath(path)), let stamp = cached.firstIndex(of: 0x0A) else {
            return nil
        }
        let built = String(decoding: cached[..<stamp], as: UTF8.self)
        return built == fingerprint(contents(at: source) ?? Data()) ? cached[(stamp + 1)...] : nil
    }

    public func buildDerived(_ paths: [String], from source: String, build: ([FileWriter]) throws -> Void) throws {
        let writers = paths.map { FileWriter(inMemoryFor: $0) }
        let stamp = Data((fingerprint(contents(at: source) ?? Data()) + "\n").utf8)
        try build(writers)
        for (path, writer) in zip(paths, writers) { setContents(stamp + writer.written, at: Self.cachePath(path)) }
    }

    /// Where a cache is kept, apart from the documents (which `everything` lists).
    private static func cachePath(_ path: String) -> String { ".cache/" + path }
}
