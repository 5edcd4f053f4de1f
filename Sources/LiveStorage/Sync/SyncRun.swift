import Storage

/// What one sync did.
public struct SyncReport: Equatable, Sendable {
    /// The remote, nil for a replica without one.
    public var remote: String?
    /// Changes recorded here and sent (or kept, without a remote).
    public var sent = 0
    /// Changes that arrived from other machines.
    public var received = 0
    /// Documents rewritten with what arrived.
    public var documents = 0
    /// Documents that do not read, left as they are and not synced.
    public var unreadable: [String] = []
    /// Clashes found by this sync.
    public var clashes = 0
    /// Locks a stopped push left in the remote (a folder), removed by this sync.
    public var removedLocks: [RemoteLock] = []
    /// Files the remote holds that cannot be coach's records, found by this sync and left out.
    public var skipped: [SkippedFile] = []
    /// Files of this machine's own records the remote had removed, changed or added, put back and sent again.
    public var restored = 0
}

/// One sync of a replica: record this machine's changes as operations, commit, fetch, merge (never
/// a conflict: each device writes only its own files), fold what arrived into the documents, push;
/// a push refused because another machine pushed first integrates that and tries again.
public struct SyncRun: Sendable {
    /// The replica.
    public let replica: SyncReplica
    /// Documents that belong to this machine only (the stopwatch, timers, the undo step).
    public let local: Set<String>
    /// The wall clock.
    public let now: @Sendable () -> Date
    /// Finishes what commands killed midway left half-made (a meal change pending in the undo step),
    /// before what other machines sent is folded in: finished later, it would be made again over theirs.
    public let settle: @Sendable () -> Void
    /// The encryption a replica of a sealed remote opens and seals it with.
    public var cipher: (any SyncCipher)?
    /// git's empty tree, to compare the first commit with.
    static let emptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
    /// How many times a push is refused while the remote stands still (a lock in the way) before a sync gives up.
    static let attempts = 5
    /// How long a sync goes on trying while other machines' pushes are taken before its own.
    static let patience = Duration.seconds(300)

    /// A sync of the replica in the data directory `data`.
    public init(
        data: URL, local: Set<String>, now: @escaping @Sendable () -> Date, settle: @escaping @Sendable () -> Void = {}
    ) {
        (replica, self.local, self.now, self.settle) = (SyncReplica(data: data), local, now, settle)
    }

    var git: GitRunner { GitRunner(repository: replica.repository) }
    var millis: Int64 { Int64((now().timeIntervalSince1970 * 1000).rounded(.down)) }

    /// Syncs now; with `wait` false, does nothing (throws `.busy`) while another sync runs. A failure
    /// is noted for `sync status`.
    public func sync(wait: Bool = true) async throws(SyncError) -> SyncReport {
        do {
            return try await attempt(wait: wait)
        } catch {
            if error != .busy, replica.exists {
                try? await SyncLocks.withData(replica.data) { () async throws(SyncError) in
                    var state = try replica.state()
                    (state.problem, state.problemTime) = (error.message, millis)
                    try replica.save(state)
                }
            }
            throw error
        }
    }

    func attempt(wait: Bool) async throws(SyncError) -> SyncReport {
        guard replica.exists else { throw .notAReplica(data: replica.data.path) }
        guard let lock = try SyncLocks.take(replica.lockFile.path, wait: wait) else { throw .busy }
        defer { SyncLocks.release(lock) }
        SyncLocks.removeStaleGitLocks(in: replica.repository)
        if let files = sealedFiles {
            for git in [files.sealed, files.clear] { SyncLocks.removeStaleGitLocks(in: git) }
        }
        // A replica made by an earlier coach checks links out as links: as plain files from now on.
        _ = try await git.attempt(["config", "core.symlinks", "false"])
        try await checkPlace()
        settle()
        var report = SyncReport()
        report.remote = try await remote()
        let sentBefore = try await git.commit(report.remote == nil ? "HEAD" : "origin/main")
        try await SyncLocks.withData(replica.data) { () async throws(SyncError) in
            let state = try replica.state()
            try await putBackOwnFolder(state)
            try await recover(state)
            try await commitChanges(&report)
        }
        if let remote = report.remote {
            try await exchange(with: remote, &report)
        } else {
            try await integrate(&report, fetched: false)
        }
        try await SyncLocks.withData(replica.data) { () async throws(SyncError) in
            var state = try replica.state()
            if report.remote != nil { (state.lastSync, state.problem, state.problemTime) = (millis, nil, nil) }
            try replica.save(state)
            report.sent = try await linesAdded(since: sentBefore, under: "ops/\(state.device)")
        }
        return report
    }

    /// Records, as operations of this device, what changed in the documents since they were last
    /// recorded: run when a command that may have changed them ends, so each change is timed when it
    /// was made, not when it is synced. Does nothing outside a replica.
    @discardableResult
    public func recordChanges() async throws(SyncError) -> Int {
        guard replica.exists else { return 0 }
        return try await SyncLocks.withData(replica.data) { () async throws(SyncError) -> Int in
            var state = try replica.state()
            // A copy records nothing under the name it shares: its changes wait for 'sync rename'.
            guard !isCopy(state) else { return 0 }
            let changed = replica.changedDocuments(state, leaving: local, quick: true)
            guard !changed.paths.isEmpty || !changed.restamped.isEmpty else { return 0 }
            let recorded = try replica.record(&state, leaving: local, now: millis, found: changed).count
            try replica.save(state)
            return recorded
        }
    }

    /// The remote's address, nil when the replica has none.
    func remote() async throws(SyncError) -> String? {
        let run = try await (sealedFiles?.sealedGit ?? git).attempt(["config", "--get", "remote.origin.url"])
        return run.status == 0 && !run.output.isEmpty ? run.output : nil
    }

    /// Puts right what a sync killed midway left: this device's operations not yet committed are
    /// committed; other devices' files half-merged are reset to the last commit.
    func recover(_ state: SyncState) async throws(SyncError) {
        try await commitOwn(state)
        let status = try await git.run(["status", "--porcelain"], step: "read the replica's state")
        let merging = FileManager.default.fileExists(
            atPath: replica.repository.appendingPathComponent(".git/MERGE_HEAD").path)
        guard !status.isEmpty || merging else { return }
        try await git.run(["reset", "-q", "--hard"], step: "reset an interrupted merge")
        try await git.run(["clean", "-fdq"], step: "reset an interrupted merge")
    }

    /// Commits this device's operation logs, if they changed, each compacted first.
    func commitOwn(_ state: SyncState) async throws(SyncError) {
        let folder = "ops/\(state.device)"
        guard FileManager.default.fileExists(atPath: replica.repository.appendingPathComponent(folder).path) else {
            return
        }
        try replica.splitLargeLogs(of: state.device)
        try await git.run(["add", "-A", "--", folder], step: "note the changes")
        let staged = try await stagedDocuments(of: state.device)
        guard !staged.isEmpty else { return }
        if try await compactOwn(staged, device: state.device) > 0 {
            try await git.run(["add", "-A", "--", folder], step: "note the changes")
        }
        try await git.run(
            ["commit", "-q", "--no-verify", "-m", "coach: changes from \(state.device)"], step: "commit the changes")
    }

    /// Records and commits this machine's changes (under the data lock).
    func commitChanges(_ report: inout SyncReport) async throws(SyncError) {
        var state = try replica.state()
        let unreadable = try replica.record(&state, leaving: local, now: millis).unreadable
        report.unreadable = unreadable
        try replica.save(state)
        try await commitOwn(state)
    }

    /// Under the data lock: records what changed here meanwhile, merges what was fetched, folds every
    /// document whose operations changed since the documents were last folded, and notes the commit.
    func integrate(_ report: inout SyncReport, fetched: Bool) async throws(SyncError) {
        try await SyncLocks.withData(replica.data) { () async throws(SyncError) in
            try await commitChanges(&report)
            var state = try replica.state()
            let skippedBefore = state.skipped
            if fetched, let theirs = try await git.commit("origin/main"),
                let admitted = try await admitted(theirs, &state, &report)
            {
                try replica.save(state)
                let merge = try await git.attempt([
                    "merge", "-q", "--no-edit", "--allow-unrelated-histories", "-m", "coach: merge", admitted,
                ])
                if merge.status != 0 {
                    _ = try? await git.attempt(["merge", "--abort"])
                    throw .git(step: "merge what other machines sent", said: merge.said)
                }
            }
            guard let head = try await git.commit("HEAD"),
                head != state.folded || !state.unfolded.isEmpty || !state.waiting.isEmpty
            else { return }
            let arrived =
                head == state.folded
                ? [] : try await changedPaths(since: state.folded, to: head, device: state.device, report: &report)
            // Operations that waited, dated ahead of this machine's clock, are looked at again each time.
            let paths = Set(arrived).union(state.unfolded).union(state.waiting.keys).sorted()
            let clashes = state.clashes.count
            report.documents += try replica.refold(paths, &state, leaving: local, now: millis)
            report.skipped += state.skipped.filter { file in
                !skippedBefore.contains(file) && !report.skipped.contains(file)
            }
            report.unreadable = Set(report.unreadable).union(state.unfolded).sorted()
            report.clashes += max(0, state.clashes.count - clashes)
            state.folded = head
            try replica.save(state)
        }
    }
}
