import Storage

/// What of the remote's newest commit a sync takes in. The remote is another person's input: only
/// operation logs in the shapes coach reads are merged (never a link, a `..`, a `.git` or a file of
/// any other name), and this machine's own folder stays as this machine wrote it.
extension SyncRun {
    /// One file of a commit, as `git ls-tree -r -l` lists it.
    struct TreeEntry: Equatable {
        var mode: String, object: String, size: Int?, path: String

        /// Whether it is in `folder` (or is that path itself).
        func isIn(_ folder: String) -> Bool { path == folder || path.hasPrefix(folder + "/") }
    }

    /// The commit to merge for `theirs`: itself when it holds only files coach reads and leaves this
    /// machine's folder as this machine wrote it, else a commit over it without the others and with
    /// this machine's folder as HEAD has it. Nil when `theirs` is merged already. What was left out
    /// is noted in `state` and `report`.
    func admitted(_ theirs: String, _ state: inout SyncState, _ report: inout SyncReport) async throws(SyncError)
        -> String?
    {
        let head = try await git.commit("HEAD")
        var base: String?
        if let head {
            if head == theirs { return nil }
            let found = try await git.attempt(["merge-base", head, theirs])
            base = found.status == 0 && !found.output.isEmpty ? found.output : nil
            if base == theirs { return nil }
        }
        let own = "ops/\(state.device)"
        let step = "read what the remote holds"
        let changed = try await git.run(
            ["diff", "-z", "--name-only", "--no-renames", base ?? Self.emptyTree, theirs, "--", own], step: step)
        var ownFiles = Set(changed.split(separator: "\0"))
        if !ownFiles.isEmpty, let head {
            // Changed by the remote, but to what this machine holds (its name's claim, sent apart): no change to it.
            let differ = try await git.run(
                ["diff", "-z", "--name-only", "--no-renames", head, theirs, "--", own], step: step)
            ownFiles.formIntersection(differ.split(separator: "\0"))
        }
        let ownChanged = ownFiles.count
        var kept: [TreeEntry] = []
        var skipped: [SkippedFile] = []
        for entry in try await entries(of: theirs) where ownChanged == 0 || !entry.isIn(own) {
            // This machine's folder, as this machine wrote it, is kept whole.
            if entry.isIn(own) {
                kept.append(entry)
            } else if let reason = Self.problem(of: entry) {
                skipped.append(SkippedFile(path: entry.path, reason: reason))
            } else {
                kept.append(entry)
            }
        }
        let others = kept.filter { !$0.isIn(own) }.map { (path: $0.path, size: $0.size ?? 0) }
        if let (path, total) = RemoteTotal.passed(by: others) { throw .remoteHoldsTooMuch(path: path, total: total) }
        if ownChanged > 0, let head {
            kept += try await entries(of: head, under: own).filter { ReceivedPath.strangeKind($0.mode) == nil }
            // The claim of this machine's name is put back too, but it holds no records.
            let claim = "/" + LogParts.file(of: SyncDevice.claimDocument, part: 1)
            let records = ownFiles.filter { !$0.hasSuffix(claim) }.count
            if records > 0 {
                state.restored = OwnRecordsRestored(time: millis, files: records)
                report.restored += records
            }
        }
        report.skipped += state.skip(skipped)
        guard !skipped.isEmpty || ownChanged > 0 else { return theirs }
        return try await commit(kept, over: theirs)
    }

    /// Sends nothing when a file of this machine's own logs in `commit` is one the other machines would not read
    /// for its size, or when the logs of all machines would pass a `RemoteTotal`: a sync that said it sent them
    /// would be untrue (coach splits its logs well below the bound).
    func checkOwnLogs(in commit: String) async throws(SyncError) {
        let own = "ops/\(try replica.state().device)"
        let files = try await entries(of: commit)
        for entry in files where entry.isIn(own) {
            guard let log = LogParts.part(String(entry.path.dropFirst(own.count + 1))), let size = entry.size,
                size > SyncLimits.largestFile(for: log.document)
            else { continue }
            throw .wouldBeRefused(path: entry.path, size: size, limit: SyncLimits.largestFile(for: log.document))
        }
        if let (path, total) = RemoteTotal.passed(by: files.map { (path: $0.path, size: $0.size ?? 0) }) {
            throw .wouldHoldTooMuch(path: path, total: total)
        }
    }

    /// Why coach does not read `entry`; nil when it does.
    static func problem(of entry: TreeEntry) -> String? {
        if let reason = ReceivedPath.problem(entry.path, mode: entry.mode) { return reason }
        guard entry.path != "README" else {
            return (entry.size ?? 0) > SyncLimits.jsonLine ? "larger than the 64 KiB a README may be" : nil
        }
        let file = entry.path.split(separator: "/").dropFirst(2).joined(separator: "/")
        guard let document = LogParts.part(file)?.document else { return "not a coach document" }
        if let size = entry.size, size > SyncLimits.largestFile(for: document) {
            return SyncLimits.tooLarge(size, for: document)
        }
        return nil
    }

    /// The files of `commit` (under `folder`), as git lists them.
    func entries(of commit: String, under folder: String? = nil) async throws(SyncError) -> [TreeEntry] {
        let listing = try await git.run(
            ["ls-tree", "-r", "-z", "-l", "--full-tree", commit] + (folder.map { ["--", $0] } ?? []),
            step: "read what the remote holds")
        return listing.split(separator: "\0").compactMap { line -> TreeEntry? in
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            let fields = line[..<tab].split(separator: " ")
            guard fields.count == 4 else { return nil }
            return TreeEntry(
                mode: String(fields[0]), object: String(fields[2]), size: Int(fields[3]),
                path: String(line[line.index(after: tab)...]))
        }
    }

    /// A commit over `parent` holding exactly `entries` (as plain files), built in an index of its own.
    func commit(_ entries: [TreeEntry], over parent: String) async throws(SyncError) -> String {
        let index = replica.repository.appendingPathComponent(".git/coach-admitted-index").path
        let environment = ["GIT_INDEX_FILE": index]
        let step = "set aside what coach does not read"
        try? FileManager.default.removeItem(atPath: index)
        defer { try? FileManager.default.removeItem(atPath: index) }
        try await git.run(["read-tree", "--empty"], step: step, environment: environment)
        for start in stride(from: 0, to: entries.count, by: 500) {
            let chunk = entries[start..<min(start + 500, entries.count)]
            let arguments = chunk.flatMap { ["--cacheinfo", "100644,\($0.object),\($0.path)"] }
            try await git.run(["update-index", "--add"] + arguments, step: step, environment: environment)
        }
        let tree = try await git.run(["write-tree"], step: step, environment: environment)
        return try await git.run(
            ["commit-tree", tree, "-p", parent, "-m", "coach: what \(parent.prefix(12)) holds that coach reads"],
            step: step)
    }
}

extension SyncState {
    /// Notes files left out, each once (the newest `SkippedFile.most`); returns those not noted before.
    mutating func skip(_ files: [SkippedFile]) -> [SkippedFile] {
        let new = files.filter { file in !skipped.contains { $0.path == file.path } }
        skipped = Array((skipped + new).suffix(SkippedFile.most))
        return new
    }
}
