import Storage

/// What git says changed between two commits of the replica: which documents' operations, and how many.
extension SyncRun {
    /// How many operation lines the files under `folder` gained from `old` (nil: from nothing) to HEAD.
    func linesAdded(since old: String?, under folder: String) async throws(SyncError) -> Int {
        guard try await git.commit("HEAD") != nil else { return 0 }
        let arguments =
            old.map { ["diff", "--numstat", "--no-renames", $0, "HEAD", "--", folder] }
            ?? ["diff", "--numstat", "--no-renames", Self.emptyTree, "HEAD", "--", folder]
        let listing = try await git.run(arguments, step: "count the changes sent")
        // The line that claimed this machine's name is no change.
        let claim = LogParts.file(of: SyncDevice.claimDocument, part: 1)
        return listing.split(separator: "\n").filter { !$0.hasSuffix("/" + claim) }.reduce(0) {
            $0 + (Int($1.split(separator: "\t").first ?? "") ?? 0)
        }
    }

    /// The documents whose operations changed between two commits (all of them from the start),
    /// counting the operations other devices added.
    func changedPaths(since old: String?, to new: String, device: String, report: inout SyncReport)
        async throws(SyncError) -> [String]
    {
        // -z: paths exactly as they are (a photo named 'фото 1.jpg' is not quoted).
        let arguments = ["diff", "-z", "--numstat", "--no-renames", old ?? Self.emptyTree, new, "--", "ops"]
        let listing = try await git.run(arguments, step: "list what arrived")
        var paths = Set<String>()
        for line in listing.split(separator: "\0") {
            let fields = line.split(separator: "\t", maxSplits: 2)
            guard let file = fields.last, ReceivedPath.problem(String(file)) == nil, file != "README" else { continue }
            let parts = file.dropFirst(4).split(separator: "/", maxSplits: 1)
            // This machine's own operations came from its documents: they hold them already.
            guard parts.count == 2, parts[0] != device, let log = LogParts.part(String(parts[1])),
                log.document != SyncDevice.claimDocument
            else { continue }
            paths.insert(log.document)
            if fields.count == 3 { report.received += Int(fields[0]) ?? 0 }
        }
        return paths.sorted()
    }
}
