import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sending to a sealed remote: this machine's logs, as the clear repository holds them once pushed there, each
/// sealed (again only when it changed, or the keys did) with its place inside, the machine's list of them sealed
/// with a generation one higher, and committed over the remote's newest commit and pushed.
extension SyncRun {
    /// Seals and pushes `device`'s logs; gives back the push as git ran it (refused: another machine pushed first).
    func sendSealed(_ files: SealedFiles, cipher: any SyncCipher, device: String, commit: String)
        async throws(SyncError)
        -> ToolRun
    {
        let git = files.sealedGit
        let step = "commit the changes"
        guard let theirs = try await git.reference("refs/remotes/origin/main") else {
            throw .files("\(files.sealed.path) holds nothing of its remote; run 'sync' again")
        }
        var state = files.state()
        // Where the last sync left it, the remote's files need no checking out again.
        let checkedOut = try await git.reference("refs/heads/main") == theirs && state.opened == theirs
        if !checkedOut { try await git.run(["reset", "-q", "--hard", theirs], step: step) }
        // Whether every file written is one git tracks already (the remote holds it), so one commit takes them all.
        var tracked = checkedOut && state.ownDevice == device && state.seen[device] != nil
        // Renamed, the machine's files are sealed again under its new name.
        if state.ownDevice != device { (state.own, state.ownDevice) = ([:], device) }
        let keyring = try files.keyring()
        guard let key = keyring.keys.last, let recipient = cipher.recipient(of: key) else {
            throw .files("\(files.keyringFile.path) is damaged, so this replica cannot open its remote")
        }
        let folder = files.clear.appendingPathComponent("ops/\(device)").path
        let there = (try? FileManager.default.contentsOfDirectory(atPath: files.sealed.path + "/" + device)) ?? []
        var next =
            max(state.own.values.map(\.seq).max() ?? 0, there.compactMap { SealedLayout.number($0[...]) }.max() ?? 0)
            + 1
        var own: [String: SealedEntry] = [:]
        for path in SystemCalls.files(under: folder, hidden: true).sorted() {
            guard let bytes = FileManager.default.contents(atPath: folder + "/" + path) else { continue }
            let plain = fingerprint(bytes)
            if let entry = state.own[path], entry.plain == plain, entry.keys == keyring.generation {
                own[path] = entry
                continue
            }
            let seq = state.own[path]?.seq ?? next
            if seq == next { next += 1 }
            tracked = tracked && state.known[SealedLayout.file(device, seq)] != nil
            let header = SealedLogHeader(machine: device, seq: seq, path: path)
            let sealed = try cipher.seal(SealedLayout.plaintext(header, bytes), to: [recipient])
            try files.writeLoose(sealed, to: files.sealed.appendingPathComponent(SealedLayout.file(device, seq)))
            own[path] = SealedEntry(seq: seq, sha256: cipher.digest(sealed), plain: plain, keys: keyring.generation)
        }
        let kept = Set(own.values.map(\.seq))
        for name in there where SealedLayout.number(name[...]).map({ $0 > 0 && !kept.contains($0) }) ?? false {
            unlink(files.sealed.path + "/" + device + "/" + name)
        }
        let generation = (state.seen[device] ?? 0) + 1
        let listed = own.map { SealedListed(seq: $1.seq, path: $0, sha256: $1.sha256) }.sorted { $0.seq < $1.seq }
        let list = SealedList(
            machine: device, generation: generation, files: listed, key: files.identity().flatMap(cipher.recipient),
            opened: theirs)
        try files.writeLoose(
            try cipher.seal(SealedLayout.line(list), to: [recipient]),
            to: files.sealed.appendingPathComponent(SealedLayout.file(device, 0)))
        if !tracked { try await git.run(["add", "-A", "--", device], step: step) }
        try await git.run(["commit", "-q", "--no-verify", "-m", "coach"] + (tracked ? ["-a"] : []), step: step)
        let push = try await git.attempt(["push", "-q", "origin", "HEAD:refs/heads/main"], timeout: GitRunner.network)
        // A push that is taken moves `origin/main` along.
        guard push.status == 0, let head = try await git.reference("refs/heads/main") else { return push }
        state.known = state.known.filter { !$0.key.hasPrefix(device + "/") }
        for entry in listed { state.known[SealedLayout.file(device, entry.seq)] = entry.sha256 }
        (state.own, state.opened, state.clear) = (own, head, try await files.clearGit.reference("refs/heads/main"))
        state.seen[device] = generation
        state.sent = Array((state.sent + [[head, commit]]).suffix(500))
        try files.save(state)
        return push
    }
}

/// Reaching the remote: a plain one through git, a sealed one opened into the clear repository first and sealed
/// after each push to it.
extension SyncRun {
    /// The sealed remote's files, nil for a plain remote.
    var sealedFiles: SealedFiles? {
        let files = SealedFiles(replica: replica)
        return files.exists ? files : nil
    }

    /// The cipher a sealed replica needs.
    func needCipher() throws(SyncError) -> any SyncCipher {
        guard let cipher else { throw .files("this replica's remote is encrypted, and this coach cannot open it") }
        return cipher
    }

    /// Fetches what the remote holds into `origin/main`.
    func fetchRemote(_ remote: String) async throws(SyncError) {
        if let files = sealedFiles {
            try await openSealed(files, cipher: try needCipher(), remote: remote)
            // The clear repository is on this disk: when it holds what was fetched from it last, there is nothing new.
            if let clear = try await files.clearGit.reference("refs/heads/main"),
                try await git.reference("refs/remotes/origin/main") == clear
            {
                return
            }
        }
        let fetch = try await git.attempt(["fetch", "-q", "origin"], timeout: GitRunner.network)
        guard fetch.status == 0 else { throw .unreachable(remote: remote, said: fetch.said) }
    }

    /// Pushes `commit` as the remote's `main`, holding `device`'s logs; a sealed push refused leaves `origin/main`
    /// (and the clear repository) as they were.
    func pushRemote(_ commit: String, device: String) async throws(SyncError) -> ToolRun {
        let before = try await git.reference("refs/remotes/origin/main")
        let files = sealedFiles
        var moved: ToolRun?
        if let files, let before, try await files.clearGit.reference("refs/heads/main") == before {
            moved = try await moveClear(files, to: commit)
        }
        let push: ToolRun
        if let moved {
            push = moved
        } else {
            push = try await git.attempt(
                ["push", "-q", "origin", "\(commit):refs/heads/main"], timeout: GitRunner.network)
        }
        guard push.status == 0, let files else { return push }
        let sent = try await sendSealed(files, cipher: try needCipher(), device: device, commit: commit)
        guard sent.status != 0 else { return sent }
        let step = "read what the remote holds"
        if let before {
            try await files.clearGit.run(["reset", "-q", "--hard", before], step: step)
            try await git.run(["update-ref", "refs/remotes/origin/main", before], step: step)
        } else {
            try await files.clearGit.run(["update-ref", "-d", "refs/heads/main"], step: step)
            try await git.run(["update-ref", "-d", "refs/remotes/origin/main"], step: step)
        }
        return sent
    }

    /// The clear repository moved on to `commit` as a push there would move it, at a fraction of its cost: it reads
    /// the replica's objects (git's alternates), so only its branch and files move, and `origin/main` with them. Nil
    /// when that could not be done: the push does it.
    private func moveClear(_ files: SealedFiles, to commit: String) async throws(SyncError) -> ToolRun? {
        try files.shareObjects()
        let moved = try await files.clearGit.attempt(["reset", "-q", "--hard", commit])
        guard moved.status == 0 else { return nil }
        try await git.run(["update-ref", "refs/remotes/origin/main", commit], step: "commit the changes")
        return moved
    }

    /// The replica's commit holding this device's logs as machine `other` last saw them, as its list says: this
    /// device's latest push at or before the remote's commit `other` had taken in. Nil when that is not known.
    func sealedSeen(by other: String, _ files: SealedFiles) async throws(SyncError) -> String? {
        let state = files.state()
        guard let saw = state.saw[other] else { return nil }
        let pushes = Dictionary(state.sent.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }) { $1 }
        let history = try await files.sealedGit.attempt(["rev-list", "--max-count=5000", saw])
        guard history.status == 0 else { return nil }
        return history.output.split(separator: "\n").lazy.compactMap { pushes[String($0)] }.first
    }
}
