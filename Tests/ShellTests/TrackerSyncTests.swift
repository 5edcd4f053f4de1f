import Foundation
import Testing

/// Trackers between two machines through real git replicas, and through backup and restore, on the built coach.
@Suite(.serialized)
struct TrackerSyncTests {
    @Test func trackersAndTheirEntriesSyncBothWays() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        let remote = replicas.remote.path
        try replicas.run(
            "laptop", [],
            input: """
                track add water --goal 8 --unit glasses
                track water 3 --date 2026-11-20 --time 09:00

                """)
        #expect(try replicas.run("laptop", ["sync", "init", remote, "--machine", "laptop"]).status == 0)
        #expect(try replicas.run("desktop", ["sync", "clone", remote, "--machine", "desktop"]).status == 0)
        let shown = try replicas.run("desktop", ["track", "show", "water", "--json", "--days", "60"]).out
        #expect(shown.contains(#""goal" : 8"#))
        // The desktop adds a habit and two more glasses; the laptop renames water while they are apart.
        try replicas.run(
            "desktop", [],
            input: """
                track add stretch
                track stretch --date 2026-11-20
                track water 2 --date 2026-11-20 --time 18:00

                """)
        try replicas.run("laptop", ["track", "rename", "water", "h2o"])
        #expect(try replicas.run("desktop", ["sync"]).status == 0)
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        #expect(try replicas.run("desktop", ["sync"]).status == 0)
        for machine in ["laptop", "desktop"] {
            let list = try replicas.run(machine, ["track", "list", "--json"]).out
            let names = [#""name" : "h2o""#, #""name" : "stretch""#].allSatisfy(list.contains)
            #expect(names && !list.contains(#""name" : "water""#), "\(machine): \(list)")
            let export = try replicas.run(machine, ["export", "--area", "trackers", "--output", "-"]).out
            let rows = [
                ",2026-11-20,h2o,3,glasses,false", ",2026-11-20,h2o,2,glasses,false", ",2026-11-20,stretch,1,,false",
            ]
            #expect(rows.allSatisfy(export.contains), "\(machine): \(export)")
        }
    }

    @Test func trackersSurviveABackupRestoredElsewhere() throws {
        let replicas = try SyncReplicas(["old", "new"])
        try replicas.run(
            "old", [],
            input: """
                track add weight --unit kg --measure --at-most 80
                track weight 72.5 --date 2026-11-19
                checkin --mood 4 --tag walk --date 2026-11-19

                """)
        let file = replicas.coach.home.appendingPathComponent("backup.json").path
        #expect(try replicas.run("old", ["backup", file]).status == 0)
        #expect(try replicas.run("new", ["restore", file]).status == 0)
        let list = try replicas.run("new", ["track", "list", "--json"]).out
        #expect(list.contains(#""name" : "weight""#) && list.contains(#""goal" : "at most 80 kg a day""#), "\(list)")
        let export = try replicas.run("new", ["export", "--area", "trackers", "--output", "-"]).out
        #expect(export.contains(",2026-11-19,weight,72.5,kg,false"))
        #expect(try replicas.run("new", ["checkin", "list", "--days", "30"]).out.contains("#walk"))
    }
}
