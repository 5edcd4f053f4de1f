import Storage

/// The files of a replica inside the data directory: `.sync/repo` (the git repository, whose files
/// are the operation logs `ops/DEVICE/PATH.jsonl`), `.sync/base` (each document as last synced),
/// `.sync/index` (their fingerprints), `.sync/state.json` and `.sync/lock`. All of it is hidden, so
/// backups and listings leave it out.
public struct SyncReplica: Sendable {
    /// The data directory.
    public let data: URL

    /// Where its files are: `.sync` in the data directory.
    let folder: URL

    /// The replica of the data directory `data`.
    public init(data: URL) { (self.data, folder) = (data, data.appendingPathComponent(".sync")) }

    /// A replica being built in `folder`.
    init(data: URL, folder: URL) { (self.data, self.folder) = (data, folder) }

    /// The git repository.
    public var repository: URL { folder.appendingPathComponent("repo") }
    var base: URL { folder.appendingPathComponent("base") }
    var stateFile: URL { folder.appendingPathComponent("state.json") }
    var lockFile: URL { folder.appendingPathComponent("lock") }
    var indexFile: URL { folder.appendingPathComponent("index") }

    /// Whether the data directory is a replica.
    public var exists: Bool { FileManager.default.fileExists(atPath: stateFile.path) }

    /// The state; a replica whose state does not read cannot sync.
    public func state() throws(SyncError) -> SyncState {
        guard let data = FileManager.default.contents(atPath: stateFile.path) else {
            throw .notAReplica(data: self.data.path)
        }
        var state: SyncState
        do { state = try ValueDecoder.decode(SyncState.self, from: JSONValue(parsing: data)) } catch {
            // Started again from its repository, the replica keeps what it has not sent: a fresh clone would take
            // back the records deleted here since the last sync.
            guard let device = ownDevice() else {
                throw .files(
                    "\(stateFile.path) is damaged, so this replica cannot sync; move .sync aside (mv '\(folder.path)' '\(folder.path).bad') and run 'sync clone REMOTE' to start it again"
                )
            }
            state = SyncState(device: device)
        }
        if let index = FileManager.default.contents(atPath: indexFile.path) { state.readIndex(index) }
        return state
    }

    /// The name this machine syncs under, as its repository's commits are signed (`coach@laptop`); nil when that
    /// cannot be read as a name.
    func ownDevice() -> String? {
        let config = repository.appendingPathComponent(".git/config")
        guard SystemCalls.kind(of: config.path) == .file, let bytes = FileManager.default.contents(atPath: config.path),
            bytes.count <= 64 << 10
        else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmed() }
            guard parts.count == 2, parts[0] == "email", parts[1].hasPrefix("coach@") else { continue }
            let name = String(parts[1].dropFirst("coach@".count))
            return SyncDevice.isName(name) ? name : nil
        }
        return nil
    }

    /// Saves the state atomically: the fingerprints and stamps of every document in `index` (lines,
    /// read without a decoder: a command in a replica reads them each time), the rest in `state.json`.
    func save(_ state: SyncState) throws(SyncError) {
        guard let bytes = try? Data(ValueEncoder.document(state)) else {
            throw .files("the replica's state could not be encoded")
        }
        try write(state.index, to: indexFile)
        // Recording a command's changes moves only the index: the rest is not written (and synced to disk) again.
        if FileManager.default.contents(atPath: stateFile.path) != bytes { try write(bytes, to: stateFile) }
    }

    /// Writes a file of the replica atomically, creating its folder.
    func write(_ bytes: Data, to url: URL) throws(SyncError) {
        do {
            try AtomicFile.makeFolder(url.deletingLastPathComponent())
            try AtomicFile.write(bytes, to: url)
        } catch { throw .files(error.message) }
    }

    /// The devices that have operation logs, this one's included (none while `ops` is not a plain folder).
    func devices() -> [String] {
        guard SystemCalls.kind(of: repository.appendingPathComponent("ops").path) == .folder,
            InsidePath.problem(".sync/repo/ops", under: data.path, folder: true) == nil
        else { return [] }
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("ops").path)) ?? []
        return names.filter { SyncDevice.isName($0) }.sorted()
    }

    /// Every device's operations on the document at `path` (with `keys`, only those on these records).
    func operations(for path: String, keys: Set<String>? = nil) -> [SyncOperation] {
        gather(path, keys: keys, now: .max).operations
    }
}
