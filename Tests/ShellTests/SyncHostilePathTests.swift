import Foundation
import Testing

/// What another machine sends under names that cannot be coach's records is skipped and named once in
/// `sync status`, and everything else keeps syncing; this machine's own records cannot be taken away.
@Suite(.serialized)
struct SyncHostilePathTests {
    static func start() throws -> SyncReplicas {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        #expect(
            try replicas.run("laptop", ["meal", "add", "Cake", "450", "--date", "2026-11-20", "--time", "08:00"]).status
                == 0)
        #expect(
            try replicas.run("laptop", ["meal", "add", "Pie", "300", "--date", "2026-11-20", "--time", "09:00"]).status
                == 0)
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        #expect(
            try replicas.run("desktop", ["sync", "clone", replicas.remote.path, "--machine", "desktop"]).status == 0)
        return replicas
    }

    @Test func aRemoteThatLostThisMachinesRecordsGetsThemBack() throws {
        let replicas = try Self.start()
        let attacker = try SyncAttacker(replicas)
        try attacker.commit { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("ops/laptop"))
        }
        #expect(try replicas.run("desktop", ["sync"]).status == 0)
        let synced = try replicas.run("laptop", ["sync"])
        #expect(synced.status == 0, "\(synced.err)")
        #expect(
            synced.out.contains("The remote had removed or changed 1 file of this machine's own records"),
            "\(synced.out)")
        #expect(try replicas.run("laptop", ["meal", "list", "2026-11-20"]).out.contains("Pie"))
        #expect(
            try replicas.run("laptop", ["sync", "status"]).out.contains(
                "\nown records   put back 1 file the remote lost or changed, 20"))
        let json = try replicas.run("laptop", ["sync", "status", "--json"]).out
        #expect(json.contains("\"restored\""), "\(json)")
        let held = try attacker.git(["ls-tree", "-r", "--name-only", "main", "ops/laptop"], in: replicas.remote)
        #expect(held.contains("ops/laptop/meals/2026-11.json.jsonl"), "\(held)")
        #expect(try replicas.run("desktop", ["sync"]).status == 0)
        let listed = try replicas.run("desktop", ["meal", "list", "2026-11-20"]).out
        #expect(listed.contains("Cake") && listed.contains("Pie"), "\(listed)")
        #expect(
            try replicas.run("laptop", ["sync"]).out
                == "Synced with '\(replicas.remote.path)': 0 changes sent, 0 received.\n")
    }

    @Test func anotherMachineWritingIntoThisMachinesFolderIsUndone() throws {
        let replicas = try Self.start()
        try SyncAttacker(replicas).addOperations(
            HostileLines.mealMonth + [HostileLines.meal("evil1")], device: "laptop", document: "meals/2026-11.json")
        let synced = try replicas.run("laptop", ["sync"])
        #expect(
            synced.out.contains("The remote had removed or changed 1 file of this machine's own records"),
            "\(synced.out)")
        #expect(!(try replicas.run("laptop", ["meal", "list", "2026-11-20"]).out.contains("Evil")))
        #expect(try replicas.run("desktop", ["sync"]).status == 0)
        #expect(!(try replicas.run("desktop", ["meal", "list", "2026-11-20"]).out.contains("Evil")))
    }

    /// Each kind of path that cannot be a coach document, as git's tree holds it, and what it is. (An
    /// empty name, the only way to an absolute path, never arrives: git refuses to send such a tree.)
    static let kinds: [([String], String)] = [
        (["ops", "mallory", "..", "..", "evil.jsonl"], "100644"),
        ([".git", "hooks", "post-merge"], "100644"),
        (["ops", "mallory", ".git", "config.jsonl"], "100644"),
        (["ops", "mallory", ".sync", "state.json.jsonl"], "100644"),
        (["ops", "Mallory!", "goals.json.jsonl"], "100644"),
        (["ops", "mallory", "meals.jsonl"], "100644"),
        (["ops", "mallory", "goals.json", "evil.json.jsonl"], "100644"),
        (["ops", "mallory", "notes.txt"], "100644"),
        (["ops", "mallory", "meals", "photos", "x.desktop.jsonl"], "100644"),
        (["ops", "mallory", "goals.json.jsonl"], "120000"),
        (["ops", "mallory", "breathing", "2026-11.json.jsonl"], "160000"),
    ]

    @Test(arguments: kinds)
    func aPathThatCannotBeACoachDocumentIsSkippedAndNamedOnce(parts: [String], mode: String) throws {
        let replicas = try Self.start()
        let content = mode == "160000" ? "" : HostileLines.mealMonth.joined(separator: "\n") + "\n"
        let attacker = try SyncAttacker(replicas)
        if mode == "160000" {
            // A submodule names a commit: any commit will do.
            let commit = try attacker.git(["rev-parse", "origin/main"])
            try attacker.commitRawLink(parts, commit: commit)
        } else {
            try attacker.commitRaw(parts, mode: mode, content: content)
        }
        for _ in 0..<2 {
            let synced = try replicas.run("laptop", ["sync"])
            #expect(synced.status == 0, "\(synced.err)")
            #expect(!synced.err.contains("again"))
        }
        #expect(
            try replicas.run("desktop", ["meal", "add", "Tea", "5", "--date", "2026-11-20", "--time", "10:00"]).status
                == 0)
        let desktop = try replicas.run("desktop", ["sync"])
        #expect(desktop.status == 0, "\(desktop.err)")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        #expect(try replicas.run("laptop", ["meal", "list", "2026-11-20"]).out.contains("Tea"))
        let shown = parts.joined(separator: "/")
        let status = try replicas.run("laptop", ["sync", "status"]).out
        #expect(status.components(separatedBy: "skipped: \(shown) (").count == 2, "\(status)")
        let json = try replicas.run("laptop", ["sync", "status", "--json"]).out
        #expect(json.contains("\"path\" : \"\(shown)\""), "\(json)")
        #expect(!FileManager.default.fileExists(atPath: replicas.coach.home.appendingPathComponent("evil.jsonl").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: replicas.data("laptop").appendingPathComponent("goals.json/evil.json").path))
    }
}
