import Synchronization

/// An in-memory store for tests: the same JSON encoding and version rules, no files.
public final class MemoryStore: Store {
    private let files = Mutex<[String: Data]>([:])
    private let roles = Mutex<Set<String>>([])

    /// An empty store.
    public init() {}

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
    public func isAnnounced(_ role: String, besidesThisProcess: Bool) -> Bool { !besidesThisProcess && roles.withLock { $0.contains(role) } }

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
