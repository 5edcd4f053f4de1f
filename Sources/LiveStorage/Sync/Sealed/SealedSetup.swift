import Storage

/// Making a replica of a sealed remote: `sync init REMOTE --encrypt|--recipient …` seals a new (empty) remote with a
/// keyring of its own; `sync clone REMOTE` of a sealed remote opens its keyring with this machine's key or the
/// passphrase. The replica's `origin` becomes the clear repository, which the sealed remote is opened into.
extension SyncRun {
    /// Sets up the sealed side of the replica being made for `remote`: nothing for a plain remote joined without
    /// `sealing`.
    func setUpSealed(_ remote: String, sealing: SyncSealing?, clone: Bool) async throws(SyncError) {
        let files = SealedFiles(replica: replica)
        let step = "create the replica's repository"
        guard let sealing else {
            // A plain replica is never made of an encrypted remote: its records would be pushed there in clear.
            try await fetchRemote(remote)
            let keys = "origin/main:" + SealedLayout.keys(1)
            guard try await self.git.attempt(["cat-file", "-e", keys]).status != 0 else {
                guard clone else { throw Self.encryptedAlready(remote) }
                // The first keyring's header says whether a passphrase (scrypt) or machines' keys open the remote.
                let header = try await self.git.attempt(["cat-file", "-p", keys]).output
                throw header.contains("\n-> scrypt ") ? Self.needsPassphrase(remote) : Self.needsKey(remote)
            }
            return
        }
        let git = files.sealedGit
        try makeFolder(files.sealed)
        for arguments in Self.repositorySteps + [["remote", "add", "origin", remote]] {
            try await git.run(arguments, step: step)
        }
        let fetch = try await git.attempt(["fetch", "-q", "origin"], timeout: GitRunner.network)
        guard fetch.status == 0 else { throw .unreachable(remote: remote, said: fetch.said) }
        let theirs = try await git.commit("origin/main")
        let sealed = try await git.attempt(["cat-file", "-e", "origin/main:" + SealedLayout.keys(1)]).status == 0
        if !sealed {
            guard !clone else {
                try? FileManager.default.removeItem(at: files.sealed)
                return
            }
            guard theirs == nil else {
                throw .files(
                    "'\(remote)' holds data in clear already; an encrypted remote starts empty: make a new one (git init --bare) for it"
                )
            }
            try await seal(remote, sealing, files)
        } else {
            guard clone else { throw Self.encryptedAlready(remote) }
            try await git.run(["checkout", "-q", "-B", "main", "origin/main"], step: step)
            try await join(sealing, files)
        }
        try await makeClear(files)
    }

    static func encryptedAlready(_ remote: String) -> SyncError {
        .files("'\(remote)' is encrypted already; join it with 'sync clone \(remote) --identity FILE'")
    }

    static func needsKey(_ remote: String) -> SyncError {
        .files("'\(remote)' is encrypted to its machines' keys; give this machine's key with --identity FILE")
    }

    /// The refusal of `sync clone` of a remote encrypted with a passphrase when none was given: at a terminal the
    /// command asks for it instead.
    public static func needsPassphrase(_ remote: String) -> SyncError {
        .files(
            "'\(remote)' is encrypted with a passphrase; give it with --passphrase-file FILE, or run 'sync clone' at a terminal to type it"
        )
    }

    /// git's steps that make a repository of the replica's.
    static let repositorySteps: [[String]] = [
        ["init", "-q"], ["symbolic-ref", "HEAD", "refs/heads/main"], ["config", "user.name", "coach"],
        ["config", "user.email", "coach@sealed"], ["config", "commit.gpgsign", "false"],
        ["config", "core.autocrlf", "false"], ["config", "core.symlinks", "false"],
    ]

    private func makeFolder(_ url: URL) throws(SyncError) {
        do { try AtomicFile.makeFolder(url) } catch { throw .files(error.message) }
    }

    /// A new keyring sealed into the new remote, with its README, pushed.
    private func seal(_ remote: String, _ sealing: SyncSealing, _ files: SealedFiles) async throws(SyncError) {
        let cipher = try needCipher()
        var keyring = SealedKeyring(generation: 1, recipients: [], keys: [cipher.newIdentity()])
        let bytes: Data
        switch sealing {
        case let .keys(recipients, identity):
            guard let own = cipher.recipient(of: identity) else { throw .files("this machine's key does not read") }
            keyring.recipients = Array(Set(recipients + [own])).sorted()
            bytes = try cipher.seal(SealedLayout.line(keyring), to: keyring.recipients)
            try files.writeSecret(Data((identity + "\n").utf8), to: files.identityFile)
        case let .passphrase(passphrase):
            keyring.passphrase = true
            bytes = try cipher.seal(SealedLayout.line(keyring), passphrase: passphrase)
        case .identity: throw .files("a new encrypted remote needs --recipient, --recipients-file or --encrypt")
        }
        try replica.write(bytes, to: files.sealed.appendingPathComponent(SealedLayout.keys(1)))
        try replica.write(SealedLayout.readme, to: files.sealed.appendingPathComponent("README"))
        let git = files.sealedGit
        let step = "create the replica's repository"
        try await git.run(["add", "-A"], step: step)
        try await git.run(["commit", "-q", "--no-verify", "-m", "coach"], step: step)
        let push = try await git.attempt(["push", "-q", "origin", "HEAD:refs/heads/main"], timeout: GitRunner.network)
        guard push.status == 0 else { throw .git(step: step, said: push.said) }
        try await git.run(["fetch", "-q", "origin"], step: step, timeout: GitRunner.network)
        try files.save(keyring)
    }

    /// The remote's newest keyring, opened with this machine's key or the passphrase.
    private func join(_ sealing: SyncSealing, _ files: SealedFiles) async throws(SyncError) {
        let cipher = try needCipher()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: files.sealed.path + "/_keys")) ?? []
        let newest = names.compactMap { SealedLayout.number($0[...]) }.max() ?? 1
        let path = SealedLayout.keys(newest)
        guard case let .bytes(bytes) = InsidePath.read(path, under: files.sealed.path, limit: SealedLayout.largestList)
        else { throw SealedRefused.error(path, SealedRefused.missing) }
        let opened: Result<Data, SealedRefusal>
        switch sealing {
        case let .passphrase(passphrase): opened = cipher.open(bytes, passphrase: passphrase)
        case let .identity(identity), let .keys(_, identity): opened = cipher.open(bytes, with: [identity])
        }
        let plain: Data
        switch opened {
        case let .success(bytes): plain = bytes
        case let .failure(refusal):
            throw .files("cannot open '\(path)' of the remote: \(refusal.reason). Nothing was changed here")
        }
        guard let keyring = SealedLayout.read(SealedKeyring.self, plain), keyring.coach == "sealed-keys",
            keyring.generation == newest, !keyring.keys.isEmpty
        else { throw SealedRefused.error(path, SealedRefused.moved) }
        if case let .identity(identity) = sealing {
            try files.writeSecret(Data((identity + "\n").utf8), to: files.identityFile)
        }
        try files.save(keyring)
    }

    /// The clear repository, made the replica's `origin`.
    private func makeClear(_ files: SealedFiles) async throws(SyncError) {
        let step = "create the replica's repository"
        try makeFolder(files.clear)
        for arguments in Self.repositorySteps + [["config", "receive.denyCurrentBranch", "updateInstead"]] {
            try await files.clearGit.run(arguments, step: step)
        }
        try await git.run(["remote", "set-url", "origin", files.clear.path], step: step)
    }
}
