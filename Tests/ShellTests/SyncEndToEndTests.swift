import Foundation
import Testing

/// `sync` through the built coach and the system's git: starting replicas, what a person is told, and
/// failures that change nothing.
@Suite(.serialized)
struct SyncEndToEndTests {
    /// The data files of a data directory (the replica's own folder left out), path → bytes.
    static func documents(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walk = FileManager.default.enumerator(atPath: folder.path)
        while let path = walk?.nextObject() as? String {
            if path.hasPrefix(".sync") || path.hasPrefix(".lock") { continue }
            var directory: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &directory), !directory.boolValue {
                files[path] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }

    @Test func aSecondMachineStartsFromTheFirstAndTheyTradeMealsAndGoals() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        let remote = replicas.remote.path
        try replicas.run("laptop", [], input: "meal add Apple 52 --date 2026-11-20 --time 08:00\ngoal calories 2000\n")
        let started = try replicas.run("laptop", ["sync", "init", remote, "--machine", "laptop"])
        #expect(
            started.out == """
                \(replicas.data("laptop").path) is a sync replica now.
                Synced with '\(remote)': 5 changes sent, 0 received.

                """)
        let cloned = try replicas.run("desktop", ["sync", "clone", remote, "--machine", "desktop"])
        #expect(
            cloned.out == """
                \(replicas.data("desktop").path) is a sync replica of '\(remote)' now.
                Synced with '\(remote)': 0 changes sent, 5 received (2 documents updated).

                """)
        #expect(try replicas.run("desktop", ["meal", "list", "2026-11-20"]).out.contains("Apple     52 kcal"))
        try replicas.run("desktop", ["meal", "add", "Bread", "120", "--date", "2026-11-20", "--time", "09:00"])
        try replicas.run("desktop", ["goal", "calories", "1800"])
        #expect(try replicas.run("desktop", ["sync"]).out == "Synced with '\(remote)': 2 changes sent, 0 received.\n")
        #expect(try replicas.run("laptop", ["sync", "--quiet"]).out == "")
        let listed = try replicas.run("laptop", ["meal", "list", "2026-11-20"]).out
        #expect(
            listed.contains("Apple     52 kcal") && listed.contains("Bread    120 kcal")
                && listed.contains("/ 1,800 kcal"))
        let status = try replicas.run("laptop", ["sync", "status"]).out
        #expect(status.contains("remote        \(remote)\nthis machine  laptop\n"))
        #expect(
            status.contains(
                "to send       nothing\nto receive    nothing, as of the last sync\nauto          off\nmachines      desktop, laptop\n"
            ))
        let twin = try replicas.run("twin", ["sync", "clone", remote, "--machine", "laptop"])
        #expect(
            twin.status == 1
                && twin.err
                    == "Error: a machine named 'laptop' already syncs there; give this one another name with --machine NAME. Nothing was changed\n"
        )
        #expect(!FileManager.default.fileExists(atPath: replicas.data("twin").appendingPathComponent(".sync").path))
        let again = try replicas.run("laptop", ["sync", "init", remote])
        #expect(
            again.status == 1
                && again.err
                    == "Error: \(replicas.data("laptop").path) syncs already with '\(remote)'; see 'sync status', or run 'sync' to sync now\n"
        )
    }

    @Test func aMealEditedOnTwoMachinesKeepsTheLaterEditAndListsTheOther() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        try replicas.run("laptop", ["meal", "add", "Apple", "52", "--date", "2026-11-20", "--time", "08:00"])
        try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"])
        try replicas.run("desktop", ["sync", "clone", replicas.remote.path, "--machine", "desktop"])
        try replicas.run("laptop", ["meal", "edit", "1", "Pear", "60", "--date", "2026-11-20"])
        try replicas.run("desktop", ["meal", "edit", "1", "Plum", "30", "--date", "2026-11-20"])
        try replicas.run("laptop", ["sync"])
        let synced = try replicas.run("desktop", ["sync"])
        #expect(
            synced.out.hasSuffix(
                "1 record edited differently on two machines: the later edit was kept; see 'sync status'.\n"))
        try replicas.run("laptop", ["sync"])
        for name in replicas.names {
            let listed = try replicas.run(name, ["meal", "list", "2026-11-20"]).out
            #expect(listed.contains("Plum") && listed.contains(" 30 kcal") && !listed.contains("Pear"))
            let status = try replicas.run(name, ["sync", "status", "--json"]).out
            #expect(
                status.contains(#""kept_device" : "desktop""#) && status.contains(#""other_device" : "laptop""#)
                    && status.contains(#"\"name\":\"Pear\""#))
        }
        #expect(
            try replicas.run("laptop", ["sync", "status", "--forget-clashes"]).out
                == "The clashes listed so far are forgotten.\n")
        try replicas.run("desktop", ["meal", "add", "Kiwi", "40", "--date", "2026-11-20"])
        try replicas.run("desktop", ["sync"])
        #expect(
            try replicas.run("laptop", ["sync"]).out
                == "Synced with '\(replicas.remote.path)': 0 changes sent, 1 received (1 document updated).\n")
        #expect(try replicas.run("laptop", ["sync", "status", "--json"]).out.contains("\"clashes\" : [\n\n  ]"))
    }

    @Test func withoutGitOrWithAnUnreachableRemoteNothingChanges() throws {
        let replicas = try SyncReplicas(["laptop"])
        try replicas.run("laptop", ["meal", "add", "Apple", "52"])
        let before = Self.documents(replicas.data("laptop"))
        let noGit = try replicas.run(
            "laptop", ["sync", "init", replicas.remote.path], environment: ["PATH": "/nonexistent"])
        #expect(noGit.status == 1)
        #expect(
            noGit.err
                == "Error: sync needs git, which is not installed here; install it (e.g. 'sudo apt-get install git') and try again. Nothing was changed\n"
        )
        let missing = replicas.coach.home.appendingPathComponent("nowhere/coach.git").path
        let unreachable = try replicas.run("laptop", ["sync", "init", missing])
        #expect(unreachable.status == 1)
        #expect(
            unreachable.err
                == "Error: cannot reach '\(missing)': '\(missing)' does not appear to be a git repository. Nothing was changed here; check the address and that you can reach it (git ls-remote '\(missing)')\n"
        )
        #expect(!FileManager.default.fileExists(atPath: replicas.data("laptop").appendingPathComponent(".sync").path))
        let notYet = try replicas.run("laptop", ["sync"])
        #expect(
            notYet.err
                == "Error: \(replicas.data("laptop").path) does not sync yet; start with 'sync init [REMOTE]' on your first machine, or 'sync clone REMOTE' on another\n"
        )
        #expect(Self.documents(replicas.data("laptop")) == before)
        // A remote that goes away after the start: one line, and the documents stay as they were.
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path]).status == 0)
        try FileManager.default.moveItem(
            at: replicas.remote, to: replicas.coach.home.appendingPathComponent("moved.git"))
        try replicas.run("laptop", ["meal", "add", "Bread", "120"])
        let after = Self.documents(replicas.data("laptop"))
        let gone = try replicas.run("laptop", ["sync"])
        #expect(
            gone.status == 1 && gone.err.hasPrefix("Error: cannot reach '\(replicas.remote.path)': ")
                && gone.err.split(separator: "\n").count == 1)
        #expect(Self.documents(replicas.data("laptop")) == after)
        let status = try replicas.run("laptop", ["sync", "status"]).out
        #expect(
            status.contains("last try      failed at ") && status.contains(": cannot reach '\(replicas.remote.path)': ")
        )
    }

    @Test func mealsLoggedBeforeMealsHadIdsMigrateAndEditOnAnotherMachine() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        let meals = replicas.data("laptop").appendingPathComponent("meals")
        try FileManager.default.createDirectory(at: meals, withIntermediateDirectories: true)
        try Data(
            #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "quantity": 1, "time": "2026-11-20T08:00:00.000Z"}, {"name": "Apple", "calories": 52, "quantity": 1, "time": "2026-11-20T12:00:00.000Z"}]}"#
                .utf8
        )
        .write(to: meals.appendingPathComponent("2026-11.json"))
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        #expect(
            try replicas.run("desktop", ["sync", "clone", replicas.remote.path, "--machine", "desktop"]).status == 0)
        #expect(
            try replicas.run("desktop", ["meal", "edit", "2", "--calories", "60", "--date", "2026-11-20"]).status == 0)
        try replicas.run("desktop", ["sync"])
        try replicas.run("laptop", ["sync"])
        let listed = try replicas.run("laptop", ["meal", "list", "2026-11-20"]).out
        #expect(listed.contains("08:00  Apple     52 kcal") && listed.contains("12:00  Apple     60 kcal"), "\(listed)")
    }

    @Test func aMachineThatHadItsOwnMealsKeepsThemWhenItJoins() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        try replicas.run("laptop", ["meal", "add", "Apple", "52", "--date", "2026-11-20", "--time", "08:00"])
        try replicas.run("desktop", ["meal", "add", "Bread", "120", "--date", "2026-11-20", "--time", "09:00"])
        try replicas.run("desktop", ["goal", "calories", "1800"])
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        #expect(
            try replicas.run("desktop", ["sync", "clone", replicas.remote.path, "--machine", "desktop"]).status == 0)
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        for name in replicas.names {
            let listed = try replicas.run(name, ["meal", "list", "2026-11-20"]).out
            #expect(
                listed.contains("Apple") && listed.contains("Bread") && listed.contains("/ 1,800 kcal"),
                "\(name): \(listed)")
        }
    }

    @Test func aPhotoWithAnyNameArrivesByteForByte() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"])
        try replicas.run("desktop", ["sync", "clone", replicas.remote.path, "--machine", "desktop"])
        let photos = replicas.data("laptop").appendingPathComponent("meals/photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let bytes = Data((0..<1_000).map { UInt8($0 % 256) })
        try bytes.write(to: photos.appendingPathComponent("фото \"1\".jpg"))
        // Caches and this machine's own state stay here.
        for local in ["sights/index.bin", "formulas/search-index.tsv", "stopwatch.json", "meals/last-change.json"] {
            let url = replicas.data("laptop").appendingPathComponent(local)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{\"version\": 1}".utf8).write(to: url)
        }
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        #expect(try replicas.run("desktop", ["sync"]).out.hasSuffix("(1 document updated).\n"))
        #expect(
            FileManager.default.contents(
                atPath: replicas.data("desktop").appendingPathComponent("meals/photos/фото \"1\".jpg").path) == bytes)
        #expect(Set(Self.documents(replicas.data("desktop")).keys) == ["meals/photos/фото \"1\".jpg"])
    }

    @Test func aDocumentThatDoesNotReadIsLeftAsItIsAndFoldedOnceItReads() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        try replicas.run("laptop", ["meal", "add", "Apple", "52", "--date", "2026-11-20"])
        try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"])
        try replicas.run("desktop", ["sync", "clone", replicas.remote.path, "--machine", "desktop"])
        let month = replicas.data("laptop").appendingPathComponent("meals/2026-11.json")
        let good = try Data(contentsOf: month)
        try Data("{\"version\": 1, \"entries\": [".utf8).write(to: month)
        try replicas.run("desktop", ["meal", "add", "Bread", "120", "--date", "2026-11-21"])
        try replicas.run("desktop", ["sync"])
        let synced = try replicas.run("laptop", ["sync"])
        #expect(synced.status == 0)
        #expect(
            synced.out.hasSuffix(
                """
                meals/2026-11.json does not read as a coach document, so it was left as it is and not synced; repair it, or rebuild it from what your \
                machines synced with 'sync rebuild meals/2026-11.json' (moved aside, its records would be deleted everywhere).

                """))
        #expect(try Data(contentsOf: month) == Data("{\"version\": 1, \"entries\": [".utf8))
        try good.write(to: month)
        #expect(
            try replicas.run("laptop", ["sync"]).out
                == "Synced with '\(replicas.remote.path)': 0 changes sent, 0 received (1 document updated).\n")
        #expect(try replicas.run("laptop", ["meal", "list", "2026-11-21"]).out.contains("Bread"))
    }
}
