import Storage

/// A machine's name is claimed in the remote when it is chosen (`sync init REMOTE`, `sync clone`, `sync rename`,
/// `sync remote`), not when the machine first sends: a commit over the remote's newest one adds
/// `ops/NAME/machine-name.json.jsonl`, one line no fold reads (a coach of any version folds nothing from it), and
/// is pushed at once. Two machines choosing one name at once race for one push: the other push is refused, and
/// that machine then finds the name taken.
extension SyncRun {
    /// Claims `name` in the remote, and keeps the claim in this replica's own folder for the next commit. False
    /// when another machine has it already: it has operation logs there that this replica did not send.
    func claim(_ name: String, remote: String) async throws(SyncError) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + Self.patience
        let file = replica.operations(of: name, for: SyncDevice.claimDocument)
        let path = "ops/\(name)/" + LogParts.file(of: SyncDevice.claimDocument, part: 1)
        for attempt in 1... {
            try await fetchRemote(remote)
            let theirs = try await git.commit("origin/main")
            if let theirs,
                try await git.run(["ls-tree", "--name-only", theirs, "ops/\(name)"], step: Self.claiming) != ""
            {
                return try await isSentFromHere(name, in: theirs)
            }
            if !FileManager.default.fileExists(atPath: file.path) { try replica.write(Self.claimLine(name), to: file) }
            let claim = try await commit(adding: file, at: path, over: theirs, by: name)
            let push = try await pushRemote(claim, device: name)
            if push.status == 0 {
                try await git.run(["update-ref", "refs/remotes/origin/main", claim], step: Self.claiming)
                return true
            }
            guard Self.isRefused(push), clock.now < deadline else {
                throw .git(step: Self.claiming, said: Self.reason(push))
            }
            try? await Task.sleep(for: Self.pause(after: attempt))
        }
        return false
    }

    /// What git was doing when a claim failed, as `SyncError.git` names it.
    static let claiming = "claim this machine's name in the remote"

    /// Whether the logs of `name` in the remote's commit `theirs` were sent from this replica: the latest commit
    /// that changed them is one this replica has (a replica given a new address of its remote).
    private func isSentFromHere(_ name: String, in theirs: String) async throws(SyncError) -> Bool {
        guard let head = try await git.commit("HEAD") else { return false }
        let last = try await git.run(["log", "-1", "--format=%H", theirs, "--", "ops/\(name)"], step: Self.claiming)
        return try await git.attempt(["merge-base", "--is-ancestor", last, head]).status == 0
    }

    /// A commit over `parent` holding its files and `file` at `path` (in place of anything in its way), made by the
    /// claim, not by the machine itself (compaction reads a machine's own commits as what it has seen). Over no
    /// parent (a remote with nothing yet), it holds the claim alone: this replica's commits are sent by its sync.
    private func commit(adding file: URL, at path: String, over parent: String?, by name: String)
        async throws(SyncError) -> String
    {
        let index = replica.repository.appendingPathComponent(".git/coach-claim-index").path
        try? FileManager.default.removeItem(atPath: index)
        defer { try? FileManager.default.removeItem(atPath: index) }
        let environment = [
            "GIT_INDEX_FILE": index, "GIT_AUTHOR_NAME": "coach", "GIT_AUTHOR_EMAIL": "claim@\(name)",
            "GIT_COMMITTER_NAME": "coach", "GIT_COMMITTER_EMAIL": "claim@\(name)",
        ]
        let blob = try await git.run(["hash-object", "-w", "--", file.path], step: Self.claiming)
        try await git.run(["read-tree", parent ?? "--empty"], step: Self.claiming, environment: environment)
        try await git.run(
            ["update-index", "--add", "--replace", "--cacheinfo", "100644,\(blob),\(path)"], step: Self.claiming,
            environment: environment)
        let tree = try await git.run(["write-tree"], step: Self.claiming, environment: environment)
        let parents = parent.map { ["-p", $0] } ?? []
        return try await git.run(
            ["commit-tree", tree] + parents + ["-m", "coach: \(name) claims its name"], step: Self.claiming,
            environment: environment)
    }

    /// The claim's one line: the name, when, and a random token, so that two machines' claims never make one commit.
    static func claimLine(_ name: String) -> Data {
        let token = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let time = Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
        return Data(#"{"claimed":"\#(name)","time":\#(time),"token":"\#(token)"}"#.utf8 + [0x0A])
    }
}

extension SyncDevice {
    /// The document whose log in a machine's folder claims its name: no coach document has this name, and the
    /// claim's line is no operation, so it folds to nothing.
    public static let claimDocument = "machine-name.json"
}
