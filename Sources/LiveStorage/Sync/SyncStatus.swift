import Storage

/// Where a replica stands: its remote, its last sync, and what waits in each direction.
public struct SyncStatus: Equatable, Sendable {
    /// The remote's address, nil when there is none.
    public var remote: String?
    /// This machine's name in the replica.
    public var device: String
    /// When the last sync that reached the remote ended, milliseconds since 1970.
    public var lastSync: Int64?
    /// Documents changed here since the last sync.
    public var changedHere: [String]
    /// Commits made here that the remote has not got yet.
    public var toSend: Int
    /// Commits the last fetch brought that are not folded in yet.
    public var toReceive: Int
    /// Whether the shell syncs after each change.
    public var auto: Bool
    /// Records edited differently on two machines, the later edit kept.
    public var clashes: [SyncClash]
    /// The machines that have synced into this replica.
    public var devices: [String]
    /// Why the last sync failed, and when; nil when it worked.
    public var problem: String?, problemTime: Int64?
    /// Files other machines sent that cannot be coach's records, left out.
    public var skipped: [SkippedFile] = []
    /// How many operations wait, dated more than a day ahead of this machine's clock.
    public var waiting = 0
    /// The last time the remote had lost or changed this machine's records, put back and sent again.
    public var restored: OwnRecordsRestored?
    /// How the remote is encrypted: nil in clear, 0 with a passphrase, else to this many keys.
    public var encrypted: Int?
}

extension SyncRun {
    /// Where the replica stands, without reaching the remote.
    public func status() async throws(SyncError) -> SyncStatus {
        let state = try replica.state()
        let remote = try await self.remote()
        let theirs = try await git.commit("origin/main")
        func count(_ range: String) async throws(SyncError) -> Int {
            Int(try await git.run(["rev-list", "--count", range], step: "count the commits")) ?? 0
        }
        let mine = try await git.commit("HEAD")
        let toSend = mine == nil || remote == nil ? 0 : try await count(theirs.map { "\($0)..HEAD" } ?? "HEAD")
        let toReceive = theirs == nil || mine == nil ? 0 : try await count("HEAD..\(theirs!)")
        let own = "ops/\(state.device)/"
        let uncommitted = try await git.run(
            ["status", "-z", "--porcelain", "-uall", "--", own], step: "read the replica's state"
        )
        .split(separator: "\0").compactMap { line -> String? in
            guard let start = line.firstRange(of: own) else { return nil }
            return LogParts.part(String(line[start.upperBound...]))?.document
        }
        .filter { $0 != SyncDevice.claimDocument }
        return SyncStatus(
            remote: remote, device: state.device, lastSync: state.lastSync,
            changedHere: Set(replica.changedDocuments(state, leaving: local).paths + uncommitted).sorted(),
            toSend: toSend, toReceive: toReceive,
            auto: state.auto, clashes: state.clashes, devices: replica.devices(), problem: state.problem,
            problemTime: state.problemTime,
            skipped: state.skipped, waiting: state.waiting.values.reduce(0, +), restored: state.restored,
            encrypted: sealedKeys)
    }

    /// Turns syncing after each change in the shell on or off.
    public func setAuto(_ on: Bool) async throws(SyncError) {
        guard replica.exists else { throw .notAReplica(data: replica.data.path) }
        try await SyncLocks.withData(replica.data) { () async throws(SyncError) in
            var state = try replica.state()
            state.auto = on
            try replica.save(state)
        }
    }

    /// Forgets the clashes, skipped files and restored records listed so far.
    public func forgetClashes() async throws(SyncError) {
        guard replica.exists else { throw .notAReplica(data: replica.data.path) }
        try await SyncLocks.withData(replica.data) { () async throws(SyncError) in
            var state = try replica.state()
            state.forgotten = Array((state.forgotten + state.clashes).suffix(10 * SyncClash.most))
            (state.clashes, state.skipped, state.restored) = ([], [], nil)
            try replica.save(state)
        }
    }

    /// Whether the shell syncs in the background after each change.
    public var syncsAfterChanges: Bool { (try? replica.state())?.auto ?? false }

    /// Sets the remote to sync with, checking first that it can be reached, and claims this machine's name there
    /// (the remote is left as it was when another machine has the name).
    public func setRemote(_ address: String) async throws(SyncError) {
        try SyncError.check(remote: address)
        guard replica.exists else { throw .notAReplica(data: replica.data.path) }
        if sealedFiles != nil {
            throw .files("an encrypted remote's address cannot be changed here; make a new replica with 'sync clone'")
        }
        let heads = try await git.attempt(["ls-remote", "--heads", "--", address], timeout: GitRunner.network)
        guard heads.status == 0 else { throw .unreachable(remote: address, said: heads.said) }
        guard let lock = try SyncLocks.take(replica.lockFile.path, wait: true) else { throw .busy }
        defer { SyncLocks.release(lock) }
        let (was, tracked) = (try await remote(), try await git.commit("origin/main"))
        try await git.run(["remote", was == nil ? "add" : "set-url", "origin", address], step: "set the remote")
        let device = try replica.state().device
        let claimed: Bool
        do throws(SyncError) {
            try await fetchRemote(address)
            if try await git.attempt(["cat-file", "-e", "origin/main:" + SealedLayout.keys(1)]).status == 0 {
                throw Self.encryptedAlready(address)
            }
            claimed = try await claim(device, remote: address)
        } catch {
            try await putBack(was, tracked)
            throw error
        }
        guard claimed else {
            try await putBack(was, tracked)
            throw .machineTakenThere(name: device, remote: address)
        }
    }

    /// Puts back the remote `address` (none: nil) a replica had, and what it had fetched from it (`tracked`).
    private func putBack(_ address: String?, _ tracked: String?) async throws(SyncError) {
        guard let address else {
            try await git.run(["remote", "remove", "origin"], step: "set the remote")
            return
        }
        try await git.run(["remote", "set-url", "origin", address], step: "set the remote")
        let ref = "refs/remotes/origin/main"
        try await git.run(
            tracked.map { ["update-ref", ref, $0] } ?? ["update-ref", "-d", ref], step: "set the remote")
    }
}
