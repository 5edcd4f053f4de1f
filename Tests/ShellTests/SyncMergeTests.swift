import Foundation
import Testing

/// Edits of one record made on two machines at once merge field by field; only a field both changed
/// is a clash, and `sync status` says it in words.
@Suite(.serialized)
struct SyncMergeTests {
    /// Two machines with one meal, "Cake" 450 kcal on 2026-11-20 at 08:00, synced to both.
    static func twoMachinesWithCake(sealed: Bool) throws -> SyncReplicas {
        let replicas = try SyncReplicas(["laptop", "desktop"], sealed: sealed)
        try replicas.run("laptop", ["meal", "add", "Cake", "450", "--date", "2026-11-20", "--time", "08:00"])
        try replicas.start("laptop")
        try replicas.join("desktop")
        return replicas
    }

    @Test(arguments: [false, true]) func aNewNameOnOneMachineAndNewCaloriesOnTheOtherBothStay(sealed: Bool) throws {
        let replicas = try Self.twoMachinesWithCake(sealed: sealed)
        #expect(
            try replicas.run("laptop", ["meal", "edit", "1", "--name", "Cheesecake", "--date", "2026-11-20"]).status
                == 0)
        #expect(
            try replicas.run("desktop", ["meal", "edit", "1", "--calories", "300", "--date", "2026-11-20"]).status == 0)
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        let synced = try replicas.run("desktop", ["sync"])
        #expect(
            synced.out == "Synced with '\(replicas.remote.path)': 1 change sent, 1 received (1 document updated).\n",
            "\(synced.err)")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        for name in replicas.names {
            let listed = try replicas.run(name, ["meal", "list", "2026-11-20", "--json"]).out
            #expect(
                listed.contains("\"name\" : \"Cheesecake\"") && listed.contains("\"calories\" : 300")
                    && !listed.contains("Cake\""), "\(name): \(listed)")
            #expect(try replicas.run(name, ["sync", "status", "--json"]).out.contains("\"clashes\" : [\n\n  ]"))
        }
    }

    @Test(arguments: [false, true]) func theSameFieldEditedOnBothIsOneClashInWordsAndTheOtherFieldsMerge(sealed: Bool)
        throws
    {
        let replicas = try Self.twoMachinesWithCake(sealed: sealed)
        #expect(
            try replicas.run("laptop", ["meal", "edit", "1", "--calories", "999", "--date", "2026-11-20"]).status == 0)
        #expect(
            try replicas.run(
                "desktop", ["meal", "edit", "1", "--calories", "250", "--time", "09:30", "--date", "2026-11-20"]
            ).status == 0)
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        let synced = try replicas.run("desktop", ["sync"])
        #expect(
            synced.out.hasSuffix(
                "\n1 record edited differently on two machines: the later edit was kept; see 'sync status'.\n"),
            "\(synced.out)")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        for name in replicas.names {
            let listed = try replicas.run(name, ["meal", "list", "2026-11-20", "--json"]).out
            #expect(listed.contains("\"calories\" : 250") && listed.contains("T09:30:00"), "\(name): \(listed)")
            let status = try replicas.run(name, ["sync", "status"]).out.components(separatedBy: "\n\n").last ?? ""
            let lines = status.split(separator: "\n").map(String.init)
            try #require(lines.count == 5, "\(name): \(status)")
            #expect(lines[0] == "Edited differently on two machines at once (the later edit was kept):")
            #expect(lines[1].hasPrefix("  meals/2026-11.json: the meal \"Cake\" of 2026-11-20 "), "\(lines[1])")
            #expect(
                lines[2].hasPrefix("    calories: kept desktop's 250 (2026-") && lines[2].hasSuffix(")"), "\(lines[2])")
            #expect(lines[3].hasPrefix("      over laptop's 999 (2026-") && lines[3].hasSuffix(")"), "\(lines[3])")
            #expect(lines[4] == "Forget them with 'sync status --forget-clashes'.")
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
            let json = try replicas.run(name, ["sync", "status", "--json"]).out
            #expect(
                json.contains("\"fields\" : [\n        \"calories\"\n      ]")
                    && json.contains("\"kept_value\" : \"{\\\"calories\\\":250}\""), "\(json)")
        }
    }

    /// A clash's times are the person's own clock: the same clash read in Kathmandu (UTC+05:45) shows the moment
    /// the JSON gives, in Kathmandu's time.
    @Test func aClashIsShownInLocalTime() throws {
        let replicas = try Self.twoMachinesWithCake(sealed: false)
        #expect(
            try replicas.run("laptop", ["meal", "edit", "1", "--calories", "999", "--date", "2026-11-20"]).status == 0)
        #expect(
            try replicas.run("desktop", ["meal", "edit", "1", "--calories", "250", "--date", "2026-11-20"]).status == 0)
        for name in ["laptop", "desktop"] { #expect(try replicas.run(name, ["sync"]).status == 0) }
        let json = try replicas.run("desktop", ["sync", "status", "--json"], environment: ["TZ": "UTC"]).out
        let moments = try ["kept_time", "other_time"].map { key in
            let value = try #require(
                json.split(separator: "\n").first { $0.contains("\"\(key)\" : ") }?.split(separator: "\"").dropFirst(3)
                    .first)
            return try #require(ISO8601DateFormatter().date(from: String(value)), "\(value)")
        }
        let kathmandu = DateFormatter()
        kathmandu.locale = Locale(identifier: "en_US_POSIX")
        kathmandu.timeZone = TimeZone(identifier: "Asia/Kathmandu")
        kathmandu.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let status = try replicas.run("desktop", ["sync", "status"], environment: ["TZ": "Asia/Kathmandu"]).out
        #expect(
            status.contains("    calories: kept desktop's 250 (\(kathmandu.string(from: moments[0])))\n"), "\(status)")
        #expect(status.contains("      over laptop's 999 (\(kathmandu.string(from: moments[1])))\n"), "\(status)")
    }

    @Test(arguments: [false, true]) func aDeletionAtOnceWithAnEditIsListedAsADeletion(sealed: Bool) throws {
        let replicas = try Self.twoMachinesWithCake(sealed: sealed)
        #expect(
            try replicas.run("laptop", ["meal", "edit", "1", "--calories", "999", "--date", "2026-11-20"]).status == 0)
        #expect(try replicas.run("desktop", ["meal", "delete", "1", "--date", "2026-11-20", "--yes"]).status == 0)
        for name in ["laptop", "desktop", "laptop"] { #expect(try replicas.run(name, ["sync"]).status == 0) }
        for name in replicas.names {
            #expect(try replicas.run(name, ["meal", "list", "2026-11-20"]).out.contains("Cake") == false)
            let status = try replicas.run(name, ["sync", "status"]).out
            #expect(
                status.contains("    kept desktop's deletion (2026-")
                    && status.contains("\n      over laptop's edit: calories 999, name \"Cake\", quantity 1, time \""),
                "\(status)")
        }
    }
}
