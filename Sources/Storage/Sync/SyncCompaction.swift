/// A sync compacts the logs this device wrote to since its last commit, under the data lock and before
/// the commit: only this device's own files, each rewritten atomically (aside, then renamed over).
extension SyncReplica {
    /// Drops from this device's log of each document at `paths` the operations `LogCompaction` finds
    /// droppable; returns how many lines left.
    func compact(_ paths: [String], device: String) throws(SyncError) -> Int {
        var dropped = 0
        for path in paths {
            let file = operations(of: device, for: path)
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let own = SyncOperation.lines(data, device: device)
            let repeated = Set(Dictionary(grouping: own, by: \.key).filter { $0.value.count > 1 }.keys)
            // A log with one line a record has nothing to drop, and others' logs are not read.
            guard !repeated.isEmpty else { continue }
            var others: [SyncOperation] = []
            for other in devices() where other != device {
                let log = operations(of: other, for: path)
                guard let bytes = FileManager.default.contents(atPath: log.path) else { continue }
                others += SyncOperation.lines(bytes, device: other, keys: repeated)
            }
            let lines = LogCompaction.droppable(own.filter { repeated.contains($0.key) }, others: others)
            guard !lines.isEmpty else { continue }
            try write(LogCompaction.text(data, without: lines), to: file)
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
        return listing.split(separator: "\0").compactMap { name in
            guard name.hasPrefix(folder), name.hasSuffix(".jsonl") else { return nil }
            return String(name.dropFirst(folder.count).dropLast(6))
        }
    }
}
