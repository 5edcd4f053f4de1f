import Storage

/// Making a data directory a replica: `sync init [REMOTE]` and `sync clone REMOTE`.
extension SyncRun {
    /// Makes the data directory a replica, its documents this device's first operations; with a
    /// remote, syncs with it at once. `clone` asks the remote to hold coach data already.
    public func start(remote: String?, clone: Bool, machine: String? = nil, sealing: SyncSealing? = nil)
        async throws(SyncError) -> SyncReport
    {
        if let machine, !SyncDevice.isName(machine) { throw .badMachineName(machine) }
        if let remote { try SyncError.check(remote: remote) }
        guard await GitRunner.isInstalled() else { throw .gitMissing }
        if replica.exists { throw .alreadyAReplica(data: replica.data.path, remote: try? await self.remote()) }
        if let remote {
            // Reached before anything is made here, so an unreachable remote changes nothing; from the nearest folder
            // there is, as on a new machine not even the data directory's parent (~/.local/share) may be yet.
            var place = replica.data.deletingLastPathComponent()
            while place.path != "/", SystemCalls.target(of: place.path) != .folder {
                place = place.deletingLastPathComponent()
            }
            let probe = GitRunner(repository: place)
            let heads = try await probe.attempt(["ls-remote", "--heads", "--", remote], timeout: GitRunner.network)
            guard heads.status == 0 else { throw .unreachable(remote: remote, said: heads.said) }
            if clone, !heads.output.contains("refs/heads/main") { throw .emptyRemote(remote: remote) }
        }
        // The name is claimed in the remote at once: a machine that chose it a moment before has it.
        var device = machine ?? SyncDevice.newName()
        for tries in 1... {
            try await make(remote: remote, device: device)
            guard let remote else { break }
            let claimed: Bool
            do {
                try await setUpSealed(remote, sealing: sealing, clone: clone)
                claimed = try await claim(device, remote: remote)
            } catch {
                try? FileManager.default.removeItem(at: replica.folder)
                throw error
            }
            if claimed { break }
            try? FileManager.default.removeItem(at: replica.folder)
            // A name made up here that happens to be taken is simply made up again.
            guard machine == nil, tries < 5 else { throw .machineTaken(device) }
            device = SyncDevice.newName()
        }
        return try await sync()
    }

    /// Builds the replica's folder aside and renames it into place, so a replica is whole or absent.
    private func make(remote: String?, device: String) async throws(SyncError) {
        do { try AtomicFile.makeFolder(replica.data) } catch { throw .files(error.message) }
        let aside = replica.data.appendingPathComponent(".sync-new")
        try? FileManager.default.removeItem(at: aside)
        let building = SyncReplica(data: replica.data, folder: aside)
        do {
            try AtomicFile.makeFolder(building.repository)
            let git = GitRunner(repository: building.repository)
            let steps: [[String]] =
                [
                    ["init", "-q"], ["symbolic-ref", "HEAD", "refs/heads/main"],
                    ["config", "user.name", "coach"], ["config", "user.email", "coach@\(device)"],
                    ["config", "commit.gpgsign", "false"], ["config", "core.autocrlf", "false"],
                    // A link another machine committed is checked out as a plain file holding its text.
                    ["config", "core.symlinks", "false"],
                ] + (remote.map { [["remote", "add", "origin", $0]] } ?? [])
            for step in steps { try await git.run(step, step: "create the replica's repository") }
            try building.write(Self.readme, to: building.repository.appendingPathComponent("README"))
            try await git.run(["add", "README"], step: "create the replica's repository")
            try await git.run(
                ["commit", "-q", "--no-verify", "-m", "coach: \(device) starts syncing"],
                step: "create the replica's repository")
            try building.save(SyncState(device: device, place: SyncPlace.of(replica.data)))
            try FileManager.default.moveItem(at: aside, to: replica.folder)
        } catch {
            try? FileManager.default.removeItem(at: aside)
            if let error = error as? SyncError { throw error }
            throw .files(
                "cannot make \(replica.data.path) a replica: its folder \(replica.folder.path) could not be made; check the data directory's permissions and free space"
            )
        }
    }

    /// What the repository's first commit says about it.
    static let readme = Data(
        """
        This repository is kept by coach's 'sync' (see 'coach help sync').
        ops/DEVICE/PATH.jsonl: the changes each machine made to the document PATH of coach's data
        directory, one JSON object a line: {"k": record, "t": time in ms, "v": value (or "x": true,
        deleted), "r": the change it replaced}. Each machine appends only to its own folder; coach
        folds them, the latest change of each record winning. A log that passes 16 MiB goes on in
        PATH.2.jsonl, PATH.3.jsonl and so on. ops/DEVICE/machine-name.json.jsonl holds the line that
        claimed the name DEVICE when a machine chose it. Do not edit these files by hand.

        """.utf8)
}
