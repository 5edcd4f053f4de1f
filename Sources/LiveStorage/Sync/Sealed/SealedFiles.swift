import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a replica keeps for a sealed remote, all in `.sync` and never pushed: `sealed` (a git repository
/// holding the remote's ciphertext as it is), `clear` (a git repository holding the same, opened: the replica's
/// `origin`), `keyring` (the remote's keys, opened) and `identity` (this machine's secret key), both 0600, and
/// `sealed.json` (what was last opened: each machine's list's generation, so a list replayed is refused).
struct SealedFiles: Sendable {
    let replica: SyncReplica

    var sealed: URL { replica.folder.appendingPathComponent("sealed") }
    var clear: URL { replica.folder.appendingPathComponent("clear") }
    var keyringFile: URL { replica.folder.appendingPathComponent("keyring") }
    var identityFile: URL { replica.folder.appendingPathComponent("identity") }
    var stateFile: URL { replica.folder.appendingPathComponent("sealed.json") }

    /// Whether the replica syncs with a sealed remote.
    var exists: Bool { FileManager.default.fileExists(atPath: keyringFile.path) }

    var sealedGit: GitRunner { GitRunner(repository: sealed) }
    var clearGit: GitRunner { GitRunner(repository: clear) }

    /// The keyring as last opened.
    func keyring() throws(SyncError) -> SealedKeyring {
        guard let bytes = FileManager.default.contents(atPath: keyringFile.path),
            let keyring = try? ValueDecoder.decode(SealedKeyring.self, from: JSONValue(parsing: bytes))
        else { throw .files("\(keyringFile.path) is damaged, so this replica cannot open its remote") }
        return keyring
    }

    /// This machine's secret key, nil for a remote opened with a passphrase.
    func identity() -> String? {
        guard let bytes = FileManager.default.contents(atPath: identityFile.path) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }

    /// Writes a file of the sealed or clear repository's work tree, without waiting for the disk: git holds what
    /// counts, and a sync stopped midway checks the files out again.
    func writeLoose(_ bytes: Data, to url: URL) throws(SyncError) {
        do {
            try AtomicFile.makeFolder(url.deletingLastPathComponent())
            try bytes.write(to: url)
        } catch {
            throw .files("\(url.path) could not be written; check the data directory's permissions and free space")
        }
    }

    /// Lets the clear repository read the replica's objects (git's alternates, a path relative to its own objects,
    /// so the data directory may move), so a commit of the replica's is taken there without a push.
    func shareObjects() throws(SyncError) {
        let file = clear.appendingPathComponent(".git/objects/info/alternates")
        let line = Data("../../../\(replica.repository.lastPathComponent)/.git/objects\n".utf8)
        guard FileManager.default.contents(atPath: file.path) != line else { return }
        try replica.write(line, to: file)
    }

    /// Writes a secret file 0600.
    func writeSecret(_ bytes: Data, to url: URL) throws(SyncError) {
        try replica.write(bytes, to: url)
        chmod(url.path, 0o600)
    }

    func save(_ keyring: SealedKeyring) throws(SyncError) {
        try writeSecret(Data(JSONWriter.line(Self.encoded(keyring)).utf8), to: keyringFile)
    }

    func state() -> SealedState {
        guard let bytes = FileManager.default.contents(atPath: stateFile.path),
            let state = try? ValueDecoder.decode(SealedState.self, from: JSONValue(parsing: bytes))
        else { return SealedState() }
        return state
    }

    func save(_ state: SealedState) throws(SyncError) {
        try replica.write(Data(JSONWriter.line(Self.encoded(state)).utf8), to: stateFile)
    }

    static func encoded(_ value: some Encodable) -> JSONValue {
        (try? ValueEncoder.encode(value)) ?? .null
    }
}

/// The remote's keys: who may read it (`recipients`, none for a passphrase), and the secret keys every file is
/// encrypted to, one made at each change of who may read it, the newest last (the older ones open older files).
struct SealedKeyring: Codable, Equatable, Sendable {
    var coach = "sealed-keys"
    var generation: Int
    var recipients: [String]
    var keys: [String]
    var passphrase = false
}

/// What a replica remembers of the sealed remote it opened.
struct SealedState: Codable, Equatable, Sendable {
    /// Each machine's list's generation, as last opened (a lower one is a list replayed).
    var seen: [String: Int] = [:]
    /// The sealed remote's commit last opened or sent, and the clear repository's commit that holds it opened.
    var opened: String?, clear: String?
    /// This machine's files as last sealed: log path → sequence number, sha256 of the ciphertext, sha256 of the
    /// plaintext, and the keyring generation it was sealed with.
    var own: [String: SealedEntry] = [:]
    /// The machine name `own` was sealed under.
    var ownDevice: String?
    /// What each opened file's ciphertext (by sha256) opened to: the path it holds, so unchanged files are not
    /// opened again.
    var known: [String: String] = [:]
    /// Each machine's public key, as its list names it.
    var keys: [String: String] = [:]
    /// The remote's commit each machine had taken in when it last sent.
    var saw: [String: String] = [:]
    /// This machine's pushes, newest last: the remote's commit, and the replica's commit whose logs it sealed.
    var sent: [[String]] = []
}

/// One file of a machine's list.
struct SealedEntry: Codable, Equatable, Sendable {
    var seq: Int
    var sha256: String
    var plain: String = ""
    var keys: Int = 0
}
