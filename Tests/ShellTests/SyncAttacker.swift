import Foundation
import Testing

/// Someone who can push to the replicas' remote: a plain git clone of it, where a test commits what it
/// likes, including trees git itself would never write (`..`, `.git`, empty names), and pushes.
struct SyncAttacker {
    let replicas: SyncReplicas

    /// The attacker's clone.
    var folder: URL { replicas.coach.home.appendingPathComponent("attacker") }

    init(_ replicas: SyncReplicas) throws {
        self.replicas = replicas
        try git(["clone", "-q", replicas.remote.path, folder.path], in: replicas.coach.home)
        try git(["config", "user.name", "mallory"])
        try git(["config", "user.email", "mallory@example.org"])
    }

    /// Runs git in the clone (or `place`) and gives its output; a failure fails the test.
    @discardableResult
    func git(_ arguments: [String], input: String = "", in place: URL? = nil) throws -> String {
        let run = try replicas.coach.run(arguments, input: input, program: "/usr/bin/git", in: place ?? folder)
        #expect(run.status == 0, "git \(arguments.joined(separator: " ")): \(run.err)")
        return run.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Takes the remote's newest commit, lets `change` edit the clone's files (links too), commits and pushes.
    func commit(_ change: (URL) throws -> Void) throws {
        try git(["fetch", "-q", "origin"])
        try git(["reset", "-q", "--hard", "origin/main"])
        try change(folder)
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "mallory"])
        try git(["push", "-q", "origin", "HEAD:refs/heads/main"])
    }

    /// Commits, over the remote's newest commit, a file at the path made of `parts` exactly as given
    /// (git's own commands refuse such names), with git's `mode`, and pushes.
    func commitRaw(_ parts: [String], mode: String = "100644", content: String) throws {
        try commitEntry(parts, entry: "\(mode) blob \(try git(["hash-object", "-w", "--stdin"], input: content))")
    }

    /// Commits a submodule at the path made of `parts`, naming `commit`, and pushes.
    func commitRawLink(_ parts: [String], commit: String) throws {
        try commitEntry(parts, entry: "160000 commit \(commit)")
    }

    /// Commits the tree entry `entry` (`MODE TYPE OBJECT`) at the path made of `parts`, and pushes.
    private func commitEntry(_ parts: [String], entry: String) throws {
        try git(["fetch", "-q", "origin"])
        let parent = try git(["rev-parse", "origin/main"])
        let tree = try insert(parts[...], entry: entry, into: try git(["rev-parse", "origin/main^{tree}"]))
        let commit = try git(["commit-tree", tree, "-p", parent, "-m", "mallory"])
        try git(["push", "-q", "origin", "\(commit):refs/heads/main"])
    }

    /// Appends operation lines to `ops/DEVICE/PATH.jsonl` in the remote (made when missing).
    func addOperations(_ lines: [String], device: String = "mallory", document: String) throws {
        try commit { folder in
            let file = folder.appendingPathComponent("ops/\(device)/\(document).jsonl")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let old = (try? Data(contentsOf: file)) ?? Data()
            try (old + Data(lines.map { $0 + "\n" }.joined().utf8)).write(to: file)
        }
    }

    /// The tree `tree` with the file at `parts` put in (folders made as needed), built with mktree.
    private func insert(_ parts: ArraySlice<String>, entry: String, into tree: String?) throws -> String {
        let name = parts.first!
        var lines = try tree.map { try git(["ls-tree", $0]).split(separator: "\n").map(String.init) } ?? []
        let existing = lines.first { $0.hasSuffix("\t" + name) && $0.contains(" tree ") }
        lines.removeAll { $0.hasSuffix("\t" + name) }
        if parts.count == 1 {
            lines.append("\(entry)\t\(name)")
        } else {
            let subtree = existing.map { String($0.split(separator: " ")[2].prefix(40)) }
            lines.append("040000 tree \(try insert(parts.dropFirst(), entry: entry, into: subtree))\t\(name)")
        }
        return try git(["mktree"], input: lines.map { $0 + "\n" }.joined())
    }
}

/// Operation lines as coach writes them, for the tests to send.
enum HostileLines {
    /// A meal added as `id` on `day` (`2026-11-20`), with its fields' JSON given as they are.
    static func meal(
        _ id: String, name: String = "\"Evil\"", calories: String = "100", day: String = "2026-11-20",
        photo: String? = nil, time: String = "1000"
    ) -> String {
        let photoField = photo.map { ",\"photo\":\($0)" } ?? ""
        return #"{"k":"i:entries\u0000"# + id + #"","t":"# + time + #","v":{"calories":"# + calories + #","id":""# + id
            + #"","name":"# + name + #","quantity":1,"time":""# + day + #"T09:00:00Z""# + photoField + "}}"
    }

    /// The lines that make a month file of meals exist.
    static let mealMonth = [#"{"k":"a:entries","t":1000,"v":true}"#, #"{"k":"f:version","t":1000,"v":1}"#]

    /// A hash of every file's path and bytes under `folder`, to see that nothing there changed.
    static func fingerprint(of folder: URL) -> String {
        let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
        return paths.map { path in
            let bytes = (try? Data(contentsOf: folder.appendingPathComponent(path))) ?? Data()
            return path + ":" + bytes.base64EncodedString()
        }.joined(separator: "\n")
    }
}
