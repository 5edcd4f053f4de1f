import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Taking in a sealed remote: its newest commit fetched into `.sync/sealed`, every file checked and opened, and
/// what they hold written into `.sync/clear`, the replica's `origin`, as one commit. Any file refused stops it
/// before anything is written: nothing is taken in.
extension SyncRun {
    /// Fetches the sealed remote and opens what changed into the clear repository.
    func openSealed(_ files: SealedFiles, cipher: any SyncCipher, remote: String) async throws(SyncError) {
        let fetch = try await files.sealedGit.attempt(["fetch", "-q", "origin"], timeout: GitRunner.network)
        guard fetch.status == 0 else { throw .unreachable(remote: remote, said: fetch.said) }
        guard let theirs = try await files.sealedGit.reference("refs/remotes/origin/main") else { return }
        var state = files.state()
        let clearHead = try await files.clearGit.reference("refs/heads/main")
        if state.opened == theirs, clearHead == state.clear { return }
        if clearHead != state.clear {
            // A sync stopped between its push to the clear repository and the remote: what it pushed there is not sent.
            let step = "reset an interrupted merge"
            if let was = state.clear {
                try await files.clearGit.run(["reset", "-q", "--hard", was], step: step)
            } else {
                try await files.clearGit.run(["update-ref", "-d", "refs/heads/main"], step: step)
                try await files.clearGit.run(["rm", "-rqf", "--ignore-unmatch", "."], step: step)
                state.known = [:]
            }
        }
        try await files.sealedGit.run(["reset", "-q", "--hard", theirs], step: "read what the remote holds")
        let root = files.sealed.path
        var keyring = try files.keyring()
        if let newer = try newerKeyring(files, keyring, cipher: cipher) { keyring = newer }
        var writes: [String: Data] = [:]
        var known: [String: String] = [:]
        var machines: Set<String> = []
        var present: Set<String> = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for machine in names.sorted()
        where SyncDevice.isName(machine) && SystemCalls.kind(of: root + "/" + machine) == .folder {
            let listPath = SealedLayout.file(machine, 0)
            let listBytes = try read(listPath, root, limit: SealedLayout.largestList)
            let list = try open(listPath, listBytes, keyring, cipher)
            guard let list = SealedLayout.read(SealedList.self, list), list.coach == "sealed-list" else {
                throw SealedRefused.error(listPath, SealedRefused.notSealed)
            }
            guard list.machine == machine, list.seq == 0 else {
                throw SealedRefused.error(listPath, SealedRefused.moved)
            }
            guard list.generation >= state.seen[machine] ?? 0 else {
                throw SealedRefused.error(listPath, SealedRefused.olderList)
            }
            machines.insert(machine)
            state.keys[machine] = list.key
            state.saw[machine] = list.opened
            state.seen[machine] = list.generation
            for listed in list.files {
                let name = SealedLayout.file(machine, listed.seq)
                let clear = "ops/\(machine)/\(listed.path)"
                guard listed.seq > 0, ReceivedPath.problem(clear, mode: "100644") == nil,
                    LogParts.part(listed.path) != nil
                else { throw SealedRefused.error(name, SealedRefused.strange) }
                let bytes = try read(name, root, limit: SealedLayout.largest(for: listed.path))
                guard cipher.digest(bytes) == listed.sha256 else {
                    throw SealedRefused.error(name, SealedRefused.notListed)
                }
                known[name] = listed.sha256
                present.insert(clear)
                if state.known[name] == listed.sha256 { continue }
                guard let (header, log) = SealedLayout.log(try open(name, bytes, keyring, cipher)) else {
                    throw SealedRefused.error(name, SealedRefused.notSealed)
                }
                guard header == SealedLogHeader(machine: machine, seq: listed.seq, path: listed.path) else {
                    throw SealedRefused.error(name, SealedRefused.moved)
                }
                writes[clear] = log
            }
        }
        if let gone = state.seen.keys.sorted().first(where: { !machines.contains($0) }) {
            throw SealedRefused.error(SealedLayout.file(gone, 0), SealedRefused.listGone)
        }
        try await writeClear(files, writes: writes, present: present)
        (state.known, state.opened, state.clear) = (
            known, theirs, try await files.clearGit.reference("refs/heads/main")
        )
        if keyring != (try files.keyring()) { try files.save(keyring) }
        try files.save(state)
    }

    /// The bytes of the sealed file `path`; a missing file is refused.
    private func read(_ path: String, _ root: String, limit: Int) throws(SyncError) -> Data {
        switch InsidePath.read(path, under: root, limit: limit) {
        case let .bytes(bytes): return bytes
        case .missing: throw SealedRefused.error(path, SealedRefused.missing)
        case let .refused(reason): throw SealedRefused.error(path, reason)
        case let .tooLarge(size): throw SealedRefused.error(path, SyncLimits.tooLarge(size, for: path))
        }
    }

    /// The plaintext of the sealed file `path`, opened with the keyring's keys.
    private func open(_ path: String, _ bytes: Data, _ keyring: SealedKeyring, _ cipher: any SyncCipher)
        throws(SyncError) -> Data
    {
        switch cipher.open(bytes, with: keyring.keys.reversed()) {
        case let .success(plain): return plain
        case let .failure(refusal): throw SealedRefused.error(path, refusal.reason)
        }
    }

    /// The remote's newest keyring when it is newer than the one kept here, opened with this machine's key.
    func newerKeyring(_ files: SealedFiles, _ keyring: SealedKeyring, cipher: any SyncCipher) throws(SyncError)
        -> SealedKeyring?
    {
        let root = files.sealed.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/_keys")) ?? []
        let newest = names.compactMap { SealedLayout.number($0[...]) }.max() ?? 0
        let path = SealedLayout.keys(max(newest, keyring.generation))
        guard newest >= keyring.generation else { throw SealedRefused.error(path, SealedRefused.olderKeys) }
        guard newest > keyring.generation else { return nil }
        let bytes = try read(path, root, limit: SealedLayout.largestList)
        guard let identity = files.identity(), case let .success(plain) = cipher.open(bytes, with: [identity]) else {
            throw SealedRefused.removed(path)
        }
        guard let newer = SealedLayout.read(SealedKeyring.self, plain), newer.coach == "sealed-keys",
            newer.generation == newest, newer.keys.starts(with: keyring.keys), !newer.passphrase
        else { throw SealedRefused.error(path, SealedRefused.moved) }
        return newer
    }

    /// Writes what was opened into the clear repository, removes the logs the remote no longer lists, and commits.
    private func writeClear(_ files: SealedFiles, writes: [String: Data], present: Set<String>) async throws(SyncError)
    {
        let clear = files.clear
        for path in SystemCalls.files(under: clear.appendingPathComponent("ops").path, hidden: true)
        where !present.contains("ops/" + path) {
            unlink(clear.path + "/ops/" + path)
        }
        for (path, bytes) in writes { try files.writeLoose(bytes, to: clear.appendingPathComponent(path)) }
        let git = files.clearGit
        try await git.run(["add", "-A"], step: "read what the remote holds")
        let same = try await git.attempt(["diff", "--cached", "--quiet"])
        guard same.status != 0 else { return }
        try await git.run(["commit", "-q", "--no-verify", "-m", "coach: opened"], step: "read what the remote holds")
    }
}
