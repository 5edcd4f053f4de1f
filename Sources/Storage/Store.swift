/// Reads and changes stored documents. Every change re-reads the file under an exclusive lock,
/// so two coach processes never lose each other's writes.
public protocol Store: Sendable {
    /// The document at `path`, or `D.empty` when there is no file yet.
    func load<D: StoredDocument>(_ type: D.Type, at path: String) throws(StoreError) -> D
    /// Runs `change` on the freshly read document under the lock and saves the result if it differs.
    /// If `change` throws, nothing is written.
    func update<D: StoredDocument, R>(
        _ type: D.Type, at path: String, _ change: (inout D) throws -> R
    ) throws -> R
    /// The paths of the documents in `folder` (for partitioned logs), in no particular order.
    func documents(in folder: String) throws(StoreError) -> [String]
    /// Data derived from the document at `source` (a search index), kept at `path` and rebuilt by
    /// `build` whenever the document or the coach program changed since; a cache that cannot be
    /// saved is rebuilt next time.
    func derived(at path: String, from source: String, build: () throws -> Data) throws -> Data
    /// Data derived from the documents at `sources` together (a summary of every month of a log), kept at `path`
    /// and rebuilt by `build` whenever any of them, the list of them, or the coach program changed since: one
    /// file read where each document's own cache would be many.
    func derived(at path: String, from sources: [String], build: () throws -> Data) throws -> Data
    /// The document at `path` a piece at a time, nil when there is no file: for a document too large to hold
    /// whole (every imported place).
    func pieces(at path: String) throws(StoreError) -> FilePieces?
    /// Replaces the document at `path`, under the lock, with what `write` writes into the new file, given the
    /// current document a piece at a time (nil when there is none). Nothing is saved if `write` throws or keeps
    /// the old file (`FileWriter.keepOld`). A document of any size costs a piece and a block of memory.
    func replace<R>(at path: String, _ write: (FilePieces?, FileWriter) throws -> R) throws -> R
    /// The file derived from the document at `source` kept at `path`, when it was built from the document as it
    /// is now by this program; nil when it was not (or is not there).
    func freshDerived(at path: String, from source: String) -> Data?
    /// Builds the files derived from the document at `source` at `paths` (an index and its companions) in one
    /// pass: `build` writes each into the writer at its place in `paths`. A cache that cannot be saved is built
    /// again next time.
    func buildDerived(_ paths: [String], from source: String, build: ([FileWriter]) throws -> Void) throws
    /// Saves `data` as a new file in `folder` under the first name `names` gives (attempts 1, 2, …)
    /// that is not taken, deciding under the lock so two writers never share a name; returns it.
    func addFile(_ data: Data, in folder: String, names: (Int) -> String) throws(StoreError) -> String
    /// Removes the file `name` from `folder`, if it is there.
    func removeFile(_ name: String, in folder: String)
    /// Says, for as long as this process lives, that it is running as `role` (an open shell): a shared
    /// lock that the system releases when the process ends, however it ends.
    func announce(_ role: String)
    /// Whether a running process has announced `role`; with `besidesThisProcess`, another one.
    func isAnnounced(_ role: String, besidesThisProcess: Bool) -> Bool
    /// The processes that may write these files too: a change left half-done is marked with this one, and
    /// finished by another only once the one that marked it is gone.
    var processes: any Processes { get }
    /// Starts a group of changes: the lock is taken and kept, and every change is held in memory
    /// (and read back from there) until `closeGroup` writes them all.
    func openGroup() throws
    /// Writes every change held since `openGroup`, each file atomically and durably, and gives the
    /// lock back. Nothing the group did is saved if this throws.
    func closeGroup() throws
    /// Drops every change held since `openGroup`, writing none, and gives the lock back: a change of many files
    /// that failed half-way leaves them all as they were.
    func abandonGroup()
}

extension Store {
    /// Loads a single-file document from its default path.
    public func load<D: StoredDocument>(_ type: D.Type) throws(StoreError) -> D {
        try load(type, at: D.defaultPath)
    }

    /// Whether a running process has announced `role`.
    public func isAnnounced(_ role: String) -> Bool { isAnnounced(role, besidesThisProcess: false) }

    /// A store that keeps nothing builds it each time.
    public func derived(at path: String, from sources: [String], build: () throws -> Data) throws -> Data {
        try build()
    }

    /// A store that writes each change at once (in memory) has nothing to group.
    public func openGroup() throws {}
    public func closeGroup() throws {}
    public func abandonGroup() {}

    /// Changes a single-file document at its default path.
    public func update<D: StoredDocument, R>(_ type: D.Type, _ change: (inout D) throws -> R) throws -> R {
        try update(type, at: D.defaultPath, change)
    }
}
