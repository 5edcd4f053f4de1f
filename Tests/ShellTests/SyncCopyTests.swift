import Foundation
import Testing

/// A data directory copied with `cp -a` carries its machine's name: the copy is refused until it
/// takes a name of its own, and then both machines keep everything.
@Suite(.serialized)
struct SyncCopyTests {
    @Test func aCopiedReplicaIsRefusedUntilRenamedAndThenBothKeepEverything() throws {
        let replicas = try SyncReplicas(["a", "b"])
        #expect(
            try replicas.run("a", ["meal", "add", "Apple", "52", "--date", "2026-11-20", "--time", "08:00"]).status == 0
        )
        #expect(try replicas.run("a", ["sync", "init", replicas.remote.path, "--machine", "a"]).status == 0)
        let copied = try replicas.coach.run(
            [replicas.data("a").path, replicas.data("b").path], program: "/bin/cp", environment: [:], arguments: ["-a"])
        #expect(copied.status == 0, "\(copied.err)")
        #expect(
            try replicas.run("b", ["meal", "add", "Bread", "120", "--date", "2026-11-20", "--time", "09:00"]).status
                == 0)
        let refused = try replicas.run("b", ["sync"])
        #expect(refused.status == 1)
        #expect(
            refused.err == """
                Error: \(replicas.data("b").path) is a copy of the replica of machine 'a' (made at \(replicas.data("a").path)), and two \
                replicas with one name would undo each other's changes. Nothing was synced; give this one its own name with \
                'sync rename NEW-NAME', or, if the replica was moved here and the old one is gone for good, keep the name with 'sync rename a'

                """)
        #expect(
            try replicas.run("a", ["meal", "add", "Cheese", "300", "--date", "2026-11-20", "--time", "10:00"]).status
                == 0)
        #expect(try replicas.run("a", ["sync"]).status == 0)
        let taken = try replicas.run("b", ["sync", "rename", "a-copy"])
        #expect(
            taken.out == "This machine is 'a-copy' in the replica now (it was 'a'); run 'sync' to sync.\n",
            "\(taken.err)")
        #expect(try replicas.run("b", ["sync"]).status == 0)
        #expect(try replicas.run("a", ["sync"]).status == 0)
        for name in replicas.names {
            let listed = try replicas.run(name, ["meal", "list", "2026-11-20"]).out
            #expect(
                listed.contains("Apple") && listed.contains("Bread") && listed.contains("Cheese"), "\(name): \(listed)")
            #expect(try replicas.run(name, ["sync", "status"]).out.contains("machines      a, a-copy\n"))
        }
        let twice = try replicas.run("b", ["sync", "rename", "a"])
        #expect(
            twice.status == 1
                && twice.err
                    == "Error: a machine named 'a' already syncs there; choose another name for this one ('sync rename OTHER-NAME'). Nothing was changed\n"
        )
    }

    @Test func aReplicaMovedInItsFolderSyncsOn() throws {
        let replicas = try SyncReplicas(["a"])
        #expect(try replicas.run("a", ["sync", "init", replicas.remote.path, "--machine", "a"]).status == 0)
        try FileManager.default.moveItem(at: replicas.data("a"), to: replicas.data("moved"))
        #expect(try replicas.run("moved", ["meal", "add", "Apple", "52"]).status == 0)
        let synced = try replicas.run("moved", ["sync"])
        #expect(synced.out == "Synced with '\(replicas.remote.path)': 3 changes sent, 0 received.\n", "\(synced.err)")
    }
}
