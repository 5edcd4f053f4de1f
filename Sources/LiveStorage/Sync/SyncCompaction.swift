import Storage

/// A sync compacts the logs this device wrote to since its last commit, under the data lock and before
/// the commit: only this device's own files, each rewritten atomically (aside, then renamed over).
extension SyncReplica {
    /// The documents at `paths` whose log of this device has a record twice or more: the only ones
    /// compaction can shorten.
    func compactable(_ paths: [String], device: String) -> [String] {
        paths.filter { path in
            guard let parts = try? ownParts(device, path), !parts.isEmpty else { return false }
            var keys = Set<String>()
            return SyncOperation.lines(parts.reduce(Data(), +), device: device).contains {
                !keys.insert($0.key).inserted
            }
        }
    }

    /// Drops from this device's log of each document at `paths` the operations `LogCompaction` finds
    /// droppable, an edit counting as settled when `settled` says so for that document; returns how many lines left.
    /// Each part of the log only shrinks, so none grows past its bound.
    func compact(_ paths: [String], device: String, settled: (String, SyncOperation) -> Bool) throws(SyncError) -> Int {
        var dropped = 0
        for path in paths {
            let parts = try ownParts(device, path)
            let own = SyncOperation.lines(parts.reduce(Data(), +), device: device)
            let repeated = Set(Dictionary(grouping: own, by: \.key).filter { $0.value.count > 1 }.keys)
            // A log with one line a record has nothing to drop, and others' logs are not read.
            guard !repeated.isEmpty else { continue }
            var others: [SyncOperation] = []
            for other in devices() where other != device {
                guard case let .bytes(bytes) = log(of: other, for: path) else { continue }
                others += SyncOperation.lines(bytes, device: other, keys: repeated)
            }
            let lines = LogCompaction.droppable(own.filter { repeated.contains($0.key) }, others: others) {
                settled(path, $0)
            }
            guard !lines.isEmpty else { continue }
            try write(LogCompaction.parts(parts, without: lines), of: device, for: path, was: parts)
            dropped += lines.count
        }
        return dropped
    }
}

extension SyncRun {
    /// The documents whose logs of this device are staged for the next commit (`git add` has run).
    func stagedDocuments(of device: String) async throws(SyncError) -> [String] {
        let folder = "ops/\(device)/"
        let arguments = ["diff", "--cached", "--name-only", "--no-renames", "-z", "--", folder]
        let listing = try await git.run(arguments, step: "note the changes")
        let documents = listing.split(separator: "\0").compactMap { name in
            name.hasPrefix(folder) ? LogParts.part(String(name.dropFirst(folder.count)))?.document : nil
        }
        return Array(Set(documents)).sorted()
    }

    /// Compacts this device's logs of the documents at `staged`, an edit counting as settled once every
    /// other machine has seen it or it is `settledAfter` old; returns how many lines left.
    func compactOwn(_ staged: [String], device: String) async throws(SyncError) -> Int {
        let compactable = replica.compactable(staged, device: device)
        guard !compactable.isEmpty else { return 0 }
        let seen = try await seenByAll(compactable, device: device)
        let old = millis - Self.settledAfter
        return try replica.compact(compactable, device: device) { path, edit in
            edit.time < old || seen.map { $0[path]?.contains(edit.id) == true } ?? true
        }
    }

    /// After how long an edit counts as settled even when a machine has not shown that it saw it: a
    /// machine that has not synced for 30 days is taken for gone. (Should it come back with an edit made
    /// from the version before, that edit replaces the record whole, the later one winning, and the two
    /// are listed as a clash, instead of merging field by field.)
    static let settledAfter: Int64 = 30 * 86_400_000

    /// For each document at `paths`, the ids of this device's operations every other machine has seen:
    /// those in this device's log as each machine's latest commit here holds it (a machine commits its
    /// own changes before it merges, so whatever it made before seeing them is here already).
    /// Nil when there is no other machine: all of them have seen everything.
    func seenByAll(_ paths: [String], device: String) async throws(SyncError) -> [String: Set<String>]? {
        var commits: [String] = []
        let sealed = sealedFiles
        for other in replica.devices() where other != device {
            if let sealed {
                guard let commit = try await sealedSeen(by: other, sealed) else { return [:] }
                commits.append(commit)
                continue
            }
            let found = try await git.attempt(["log", "-1", "--format=%H", "--author=<coach@\(other)>", "HEAD"])
            guard found.status == 0, !found.output.isEmpty else { return [:] }
            commits.append(found.output)
        }
        guard !commits.isEmpty else { return nil }
        var seen: [String: Set<String>] = [:]
        for path in paths {
            var common: Set<String>?
            for commit in commits {
                var log = Data()
                for number in 1...LogParts.most {
                    let part = "\(commit):ops/\(device)/" + LogParts.file(of: path, part: number)
                    let shown = try await git.attempt(["show", part])
                    guard shown.status == 0 else { break }
                    log.append(contentsOf: shown.output.utf8 + [0x0A])
                }
                let ids = Set(SyncOperation.lines(log, device: device).map(\.id))
                common = common.map { $0.intersection(ids) } ?? ids
            }
            seen[path] = common ?? []
        }
        return seen
    }
}
