import Storage

/// `sync rename NEW-NAME`: a replica takes another name, as a copy of another machine's must.
extension SyncRun {
    /// Names this machine `name` in the replica from now on, and notes the replica's place as its own.
    /// Operations recorded under the old name and not committed yet move to the new one (the machine
    /// it was copied from sends them too, which folds to the same); the old name's committed
    /// operations stay, as every machine's do. The same name keeps it, and takes this place. With a remote,
    /// the new name is claimed there first.
    public func rename(to name: String) async throws(SyncError) {
        guard SyncDevice.isName(name) else { throw .badMachineName(name) }
        guard replica.exists else { throw .notAReplica(data: replica.data.path) }
        guard let lock = try SyncLocks.take(replica.lockFile.path, wait: true) else { throw .busy }
        defer { SyncLocks.release(lock) }
        SyncLocks.removeStaleGitLocks(in: replica.repository)
        let old = try replica.state().device
        if name != old {
            if replica.devices().contains(name) { throw .nameTaken(name) }
            // Claimed in the remote before it is taken here: a machine that chose it a moment before has it.
            if let remote = try await remote(), try await !claim(name, remote: remote) { throw .nameTaken(name) }
        }
        try await SyncLocks.withData(replica.data) { () async throws(SyncError) in
            var state = try replica.state()
            if name != old {
                try await moveUncommitted(from: old, to: name)
                try await git.run(["config", "user.email", "coach@\(name)"], step: "rename this machine")
            }
            (state.device, state.place) = (name, SyncPlace.of(replica.data))
            try replica.save(state)
        }
    }

    /// Appends what `old`'s operation logs gained since the last commit to `new`'s, and puts `old`'s back.
    private func moveUncommitted(from old: String, to new: String) async throws(SyncError) {
        let folder = replica.repository.appendingPathComponent("ops/\(old)")
        let documents = Set(
            SystemCalls.files(under: folder.path, hidden: true).compactMap { LogParts.part($0)?.document })
        for document in documents.sorted() {
            let now = try replica.ownParts(old, document).reduce(Data(), +)
            // git gives each part without its last line break.
            var committed: [String] = []
            for number in 1...LogParts.most {
                let shown = try await git.attempt([
                    "show", "HEAD:ops/\(old)/" + LogParts.file(of: document, part: number),
                ])
                guard shown.status == 0 else { break }
                committed.append(shown.output)
            }
            let before = Data(committed.joined(separator: "\n").utf8)
            var added = now.starts(with: before) ? now.dropFirst(before.count) : now[...]
            while added.first == UInt8(ascii: "\n") { added = added.dropFirst() }
            guard !added.isEmpty else { continue }
            try replica.append(Data(added), to: new, for: document)
        }
        _ = try await git.attempt(["checkout", "-q", "HEAD", "--", "ops/\(old)"])
        _ = try await git.attempt(["clean", "-fdq", "--", "ops/\(old)"])
    }
}
