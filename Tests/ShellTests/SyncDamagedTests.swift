import Foundation
import Testing

/// coach's advice for a damaged document in a replica, followed, loses nothing on any machine.
@Suite(.serialized)
struct SyncDamagedTests {
    @Test func followingTheAdviceForADamagedMonthLosesNothingAnywhere() throws {
        let replicas = try SyncReplicas(["a", "b"])
        #expect(
            try replicas.run("a", ["meal", "add", "Apple", "52", "--date", "2026-11-20", "--time", "08:00"]).status == 0
        )
        #expect(try replicas.run("a", ["sync", "init", replicas.remote.path, "--machine", "a"]).status == 0)
        #expect(try replicas.run("b", ["sync", "clone", replicas.remote.path, "--machine", "b"]).status == 0)
        #expect(
            try replicas.run("b", ["meal", "add", "Bread", "120", "--date", "2026-11-20", "--time", "09:00"]).status
                == 0)
        #expect(try replicas.run("b", ["sync"]).status == 0)
        #expect(try replicas.run("a", ["sync"]).status == 0)
        let month = replicas.data("a").appendingPathComponent("meals/2026-11.json")
        // Torn as a disk or a killed editor leaves it: it does not read, so nothing of it is recorded.
        try Data(#"{"version": 1, "entries": [{"name": "App"#.utf8).write(to: month)
        let listed = try replicas.run("a", ["meal", "list", "2026-11-20"])
        #expect(listed.status == 1)
        #expect(
            listed.err.contains(
                """
                coach left it untouched; this data directory syncs, so rebuild it from what your machines synced with \
                'sync rebuild meals/2026-11.json' (do not move it aside: sync would delete its records everywhere), or repair 2026-11.json by hand.
                """), "\(listed.err)")
        let rebuilt = try replicas.run("a", ["sync", "rebuild", "meals/2026-11.json"])
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(
                atPath: replicas.data("a").appendingPathComponent(".sync/aside/meals").path
            ).first)
        #expect(
            rebuilt.out == """
                Rebuilt meals/2026-11.json from what your machines synced (2 records); the file that was there is in \
                \(replicas.data("a").appendingPathComponent(".sync/aside/meals").path)/\(aside).

                """, "\(rebuilt.err)")
        #expect(aside.hasPrefix("2026-11.json."))
        for name in ["a", "b", "a"] { #expect(try replicas.run(name, ["sync"]).status == 0) }
        for name in replicas.names {
            let meals = try replicas.run(name, ["meal", "list", "2026-11-20"]).out
            #expect(meals.contains("Apple") && meals.contains("Bread"), "\(name): \(meals)")
        }
        let unknown = try replicas.run("a", ["sync", "rebuild", "meals/2026-13.json"])
        #expect(
            unknown.err
                == "Error: 'meals/2026-13.json' is not a document that syncs here; give its path in the data directory, e.g. 'meals/2026-11.json'\n"
        )
    }
}

/// A month that still reads as JSON but not as a coach document (an editor's slip, another program's
/// file) is not taken for the deletion of its meals on every machine.
@Suite(.serialized)
struct SyncWrongShapeTests {
    @Test(arguments: [#"{"version": 1}"#, "[]", "{}", "42"])
    func aMonthOfAnotherShapeIsLeftAsItIsAndItsMealsStayEverywhere(text: String) throws {
        let replicas = try SyncReplicas(["a", "b"])
        #expect(
            try replicas.run("a", ["meal", "add", "Apple", "52", "--date", "2026-11-20", "--time", "08:00"]).status == 0
        )
        #expect(try replicas.run("a", ["sync", "init", replicas.remote.path, "--machine", "a"]).status == 0)
        #expect(try replicas.run("b", ["sync", "clone", replicas.remote.path, "--machine", "b"]).status == 0)
        let month = replicas.data("a").appendingPathComponent("meals/2026-11.json")
        try Data(text.utf8).write(to: month)
        let synced = try replicas.run("a", ["sync"])
        #expect(
            synced.out == """
                Synced with '\(replicas.remote.path)': 0 changes sent, 0 received.
                meals/2026-11.json does not read as a coach document, so it was left as it is and not synced; repair it, or rebuild it from what your \
                machines synced with 'sync rebuild meals/2026-11.json' (moved aside, its records would be deleted everywhere).

                """, "\(synced.err)")
        #expect(try Data(contentsOf: month) == Data(text.utf8))
        #expect(try replicas.run("b", ["sync"]).status == 0)
        #expect(try replicas.run("b", ["meal", "list", "2026-11-20"]).out.contains("Apple"))
        #expect(try replicas.run("a", ["sync", "rebuild", "meals/2026-11.json"]).status == 0)
        #expect(try replicas.run("a", ["meal", "list", "2026-11-20"]).out.contains("Apple"))
    }

    /// A damaged `.sync/state.json` is started again from the replica's repository: a meal deleted here since the
    /// last sync stays deleted (a fresh clone, the advice before, brought it back), on both machines.
    @Test func aDamagedStateIsStartedAgainAndADeletionSinceTheLastSyncStays() throws {
        let replicas = try SyncReplicas(["a", "b"])
        try replicas.run(
            "a", [],
            input:
                "meal add Soup 100 --date 2026-11-20 --time 08:00\nmeal add Bread 200 --date 2026-11-20 --time 09:00\n")
        #expect(try replicas.run("a", ["sync", "init", replicas.remote.path, "--machine", "a"]).status == 0)
        #expect(try replicas.run("b", ["sync", "clone", replicas.remote.path, "--machine", "b"]).status == 0)
        #expect(try replicas.run("a", ["meal", "delete", "1", "--date", "2026-11-20", "--yes"]).status == 0)
        try Data("garbage".utf8).write(to: replicas.data("a").appendingPathComponent(".sync/state.json"))
        let synced = try replicas.run("a", ["sync"])
        #expect(synced.status == 0, "\(synced.err)")
        #expect(try replicas.run("b", ["sync"]).status == 0)
        for machine in ["a", "b"] {
            let listed = try replicas.run(machine, ["meal", "list", "2026-11-20"]).out
            #expect(listed.contains("Bread") && !listed.contains("Soup"), "\(machine): \(listed)")
        }
        let status = try replicas.run("a", ["sync", "status"]).out
        #expect(status.contains("this machine  a\n"), "\(status)")
    }
}
