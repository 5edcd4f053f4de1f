import Foundation
import Testing

/// A change made on one machine to a meal another machine added last (its `meal undo` step still
/// about that add) stays made on both: the add is never made again after the sync.
@Suite(.serialized)
struct SyncRevertTests {
    @Test(
        arguments: [
            (["meal", "delete", "1", "--yes"], "No meals logged today."),
            (["meal", "edit", "1", "--calories", "999"], "Cake    999 kcal"),
        ], [false, true])
    func aChangeFromAnotherMachineIsNotRevertedByTheLastAdd(change: ([String], String), sealed: Bool) throws {
        let (change, expected) = change
        let replicas = try SyncReplicas(["a", "b"], sealed: sealed)
        #expect(try replicas.start("a").status == 0)
        #expect(try replicas.join("b").status == 0)
        #expect(try replicas.run("a", ["meal", "add", "Cake", "450"]).status == 0)
        #expect(try replicas.run("a", ["sync"]).status == 0)
        #expect(try replicas.run("b", ["sync"]).status == 0)
        let changed = try replicas.run("b", change)
        #expect(changed.status == 0, "\(changed.err)")
        #expect(try replicas.run("b", ["sync"]).status == 0)
        #expect(try replicas.run("a", ["sync"]).status == 0)
        #expect(try replicas.run("a", ["today"]).status == 0)
        let again = try replicas.run("a", ["sync"])
        #expect(again.out == "Synced with '\(replicas.remote.path)': 0 changes sent, 0 received.\n")
        #expect(
            try replicas.run("b", ["sync"]).out
                == "Synced with '\(replicas.remote.path)': 0 changes sent, 0 received.\n")
        for name in replicas.names {
            let listed = try replicas.run(name, ["meal", "list"]).out
            #expect(listed.contains(expected), "\(name): \(listed)")
            #expect(!listed.contains("Cake    450 kcal"), "\(name): \(listed)")
        }
        #expect(!(try replicas.run("a", ["sync", "status"]).out.contains("Edited differently")))
    }

    /// A meal change a killed coach left half-made is finished before a sync folds in the others',
    /// not after (which made it again over a later delete from another machine).
    @Test(arguments: [false, true]) func aChangeAKilledCoachLeftIsFinishedBeforeTheOthersAreFoldedIn(sealed: Bool)
        throws
    {
        let replicas = try SyncReplicas(["a", "b"], sealed: sealed)
        #expect(try replicas.start("a").status == 0)
        #expect(try replicas.join("b").status == 0)
        #expect(
            try replicas.run("a", ["meal", "add", "Cake", "450", "--date", "2026-11-20", "--time", "08:00"]).status == 0
        )
        let undo = replicas.data("a").appendingPathComponent("meals/last-change.json")
        let journal = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: undo)) as? [String: Any])
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let change = try #require(journal["last"])
        let pending: [String: Any] = [
            "token": "0123456789abcdef", "process": gone.processIdentifier, "change": change, "thenLast": change,
        ]
        let left = journal.merging(["pending": [pending]]) { $1 }
        try JSONSerialization.data(withJSONObject: left).write(to: undo)
        #expect(try replicas.run("a", ["sync"]).status == 0)
        #expect(try replicas.run("b", ["sync"]).status == 0)
        #expect(try replicas.run("b", ["meal", "delete", "1", "--date", "2026-11-20", "--yes"]).status == 0)
        #expect(try replicas.run("b", ["sync"]).status == 0)
        #expect(try replicas.run("a", ["sync"]).status == 0)
        #expect(!(try replicas.run("a", ["meal", "list", "2026-11-20"]).out.contains("Cake")))
        #expect(
            try replicas.run("a", ["sync"]).out
                == "Synced with '\(replicas.remote.path)': 0 changes sent, 0 received.\n")
    }
}
