import Storage

/// Who may read a sealed remote: `sync keys add KEY` and `sync keys remove KEY|MACHINE` write the remote's keyring
/// again, one generation higher, sealed to the keys that remain. A removal also makes a new secret key that every
/// file pushed from then on is encrypted to, which the removed key never sees; what was pushed before stays
/// readable to it.
extension SyncRun {
    /// What a sealed remote is encrypted to, nil for a plain remote: the number of keys (0: a passphrase).
    public var sealedKeys: Int? {
        guard let files = sealedFiles, let keyring = try? files.keyring() else { return nil }
        return keyring.passphrase ? 0 : keyring.recipients.count
    }

    /// The public keys that may read the remote, and the machines whose lists name each.
    public func sealedRecipients() throws(SyncError) -> [(key: String, machines: [String])] {
        guard let files = sealedFiles else { throw .files("this replica's remote is not encrypted") }
        let state = files.state()
        return try files.keyring().recipients.map { key in
            (key, state.keys.filter { $0.value == key }.map(\.key).sorted())
        }
    }

    /// Adds the public keys `add` and removes `remove` (public keys or machines' names) from those that may read
    /// what is pushed from now on, then syncs.
    public func changeKeys(add: [String], remove: [String]) async throws(SyncError) -> SyncReport {
        guard let files = sealedFiles else { throw .files("this replica's remote is not encrypted") }
        let cipher = try needCipher()
        guard let remote = try await remote() else { throw .notAReplica(data: replica.data.path) }
        try await pushKeys(files, cipher, remote: remote, add: add, remove: remove)
        return try await sync()
    }

    /// Writes the new keyring into the remote, over its newest commit.
    private func pushKeys(
        _ files: SealedFiles, _ cipher: any SyncCipher, remote: String, add: [String], remove: [String]
    ) async throws(SyncError) {
        guard let lock = try SyncLocks.take(replica.lockFile.path, wait: true) else { throw .busy }
        defer { SyncLocks.release(lock) }
        for attempt in 1...RunAttempts.most {
            try await openSealed(files, cipher: cipher, remote: remote)
            let keyring = try files.keyring()
            guard !keyring.passphrase else {
                throw .files(
                    "this remote is encrypted with a passphrase: whoever has it reads the remote, so there are no keys to add or remove"
                )
            }
            let recipients = try newRecipients(keyring.recipients, add: add, remove: remove, files, cipher)
            guard recipients != keyring.recipients else { break }
            try await files.sealedGit.run(["reset", "-q", "--hard", "origin/main"], step: "commit the changes")
            var next = SealedKeyring(generation: keyring.generation + 1, recipients: recipients, keys: keyring.keys)
            if !Set(keyring.recipients).subtracting(recipients).isEmpty { next.keys.append(cipher.newIdentity()) }
            try replica.write(
                try cipher.seal(SealedLayout.line(next), to: recipients),
                to: files.sealed.appendingPathComponent(SealedLayout.keys(next.generation)))
            let git = files.sealedGit
            try await git.run(["add", "-A"], step: "commit the changes")
            try await git.run(["commit", "-q", "--no-verify", "-m", "coach"], step: "commit the changes")
            let push = try await git.attempt(
                ["push", "-q", "origin", "HEAD:refs/heads/main"], timeout: GitRunner.network)
            if push.status == 0 {
                try files.save(next)
                break
            }
            guard Self.isRefused(push), attempt < RunAttempts.most else {
                throw .git(step: "send the changes to '\(remote)'", said: Self.reason(push))
            }
            try? await Task.sleep(for: Self.pause(after: attempt))
        }
    }

    /// `recipients` with `add` added and `remove` (keys, or machines by the key their list names) removed.
    private func newRecipients(
        _ recipients: [String], add: [String], remove: [String], _ files: SealedFiles, _ cipher: any SyncCipher
    ) throws(SyncError) -> [String] {
        var keys = Set(recipients).union(add)
        let state = files.state()
        let own = files.identity().flatMap(cipher.recipient)
        for name in remove {
            guard let key = name.hasPrefix("age1") ? name : state.keys[name] else {
                throw .files("no machine named '\(name)' has a key in this remote's lists; give its public key (age1…)")
            }
            guard keys.contains(key) else { throw .files("\(key) is not one of the keys this remote is encrypted to") }
            guard key != own else {
                throw .files("\(key) is this machine's own key; remove it from another machine")
            }
            keys.remove(key)
        }
        return keys.sorted()
    }
}

/// How many times a change of keys is pushed before it gives up.
enum RunAttempts { static let most = 5 }
