import Foundation
import Testing

/// Machines that sync with one remote at the same moment take turns: each push refused because another was
/// taken first is tried again after folding that in, and every machine ends with every change.
@Suite(.serialized)
struct SyncTogetherTests {
    @Test(arguments: [false, true]) func machinesSyncingAtOnceAllSucceed(sealed: Bool) throws {
        // Six on an encrypted remote, where each sync also seals and opens; twelve on a plain one.
        let names = (1...(sealed ? 6 : 12)).map { "m\($0)" }
        let replicas = try SyncReplicas(["first"] + names, sealed: sealed)
        try replicas.run("first", ["meal", "add", "Apple", "52", "--date", "2026-11-20"])
        #expect(try replicas.start("first").status == 0)
        for name in names {
            #expect(try replicas.join(name).status == 0)
            try replicas.run(name, ["meal", "add", "Pear-\(name)", "60", "--date", "2026-11-20"])
        }
        let syncs = names.map { name in
            replicas.coach.start(
                ["--data-dir", replicas.data(name).path, "sync"], input: "", tag: name)
        }
        for sync in syncs { sync.waitUntilExit() }
        for (name, sync) in zip(names, syncs) {
            #expect(sync.terminationStatus == 0, "\(name): \(replicas.coach.read("err" + name))")
        }
        for name in ["first"] + names { try replicas.run(name, ["sync", "--quiet"]) }
        for name in ["first"] + names {
            let listed = try replicas.run(name, ["meal", "list", "2026-11-20"]).out
            #expect(
                names.allSatisfy { listed.contains("Pear-\($0)") } && listed.contains("Apple"), "\(name): \(listed)")
        }
    }
}
