import Foundation
import Testing

/// Values, times and sizes another machine sends pass the bounds typed input has: no command
/// crashes, a far-future time waits, an oversized line is left out, and a photo is opened only when
/// it is an image inside the photos folder.
@Suite(.serialized)
struct SyncHostileValueTests {
    static func start() throws -> (SyncReplicas, SyncAttacker) {
        let replicas = try SyncReplicas(["laptop"])
        #expect(
            try replicas.run("laptop", ["meal", "add", "Cake", "450", "--date", "2026-11-20", "--time", "08:00"]).status
                == 0)
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        return (replicas, try SyncAttacker(replicas))
    }

    /// The id `meal add` gave the laptop's Cake.
    static func cakeID(_ replicas: SyncReplicas) throws -> String {
        let file = replicas.data("laptop").appendingPathComponent("meals/2026-11.json")
        let month = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let entries = try #require(month["entries"] as? [[String: Any]])
        return try #require(entries.first?["id"] as? String)
    }

    @Test func aChangeDatedFarAheadWaitsAndNoTimeMakesACommandCrash() throws {
        let (replicas, attacker) = try Self.start()
        let cake = try Self.cakeID(replicas)
        try attacker.addOperations(
            HostileLines.mealMonth + [
                HostileLines.meal(cake, name: "\"Hijacked\"", time: "\(Int64.max)"),
                HostileLines.meal(
                    "later1", name: "\"Tomorrow's\"",
                    time: "\(Int64(Date().timeIntervalSince1970 * 1000) + 3 * 86_400_000)"),
                HostileLines.meal("early1", name: "\"Early\"", time: "-5"),
                HostileLines.meal("earliest1", name: "\"Earliest\"", time: "-9223372036854775808"),
            ], document: "meals/2026-11.json")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        let listed = try replicas.run("laptop", ["meal", "list", "2026-11-20"]).out
        #expect(
            listed.contains("Cake") && listed.contains("Early") && !listed.contains("Hijacked")
                && !listed.contains("Tomorrow"), "\(listed)")
        let edited = try replicas.run("laptop", ["meal", "edit", "1", "--date", "2026-11-20", "--calories", "999"])
        #expect(edited.status == 0, "\(edited.err)")
        for arguments in [["today"], ["meal", "list", "2026-11-20"], ["sync"], ["sync", "status"]] {
            let run = try replicas.run("laptop", arguments)
            #expect(run.status == 0, "\(arguments): \(run.err)")
        }
        let status = try replicas.run("laptop", ["sync", "status"]).out
        #expect(status.contains("waiting       2 changes dated over a day ahead (check the clocks)\n"), "\(status)")
        #expect(try replicas.run("laptop", ["sync", "status", "--json"]).out.contains("\"waiting\" : 2"))
    }

    @Test func valuesOutOfRangeArrivingBySyncCrashNoView() throws {
        let (replicas, attacker) = try Self.start()
        try attacker.addOperations(
            [HostileLines.meal("huge1", name: "\"Huge\"", calories: "\(Int64.max)")], document: "meals/2026-11.json")
        let session =
            #"{"completed":true,"cyclesDone":3,"cyclesPlanned":3,"pattern":{"exhale":4,"hold":4,"inhale":4,"rest":4},"#
            + #""seconds":1e300,"start":"2026-11-20T07:00:00Z","technique":"box"}"#
        try attacker.addOperations(
            [
                #"{"k":"a:sessions","t":1000,"v":true}"#, #"{"k":"f:version","t":1000,"v":1}"#,
                #"{"k":"i:sessions\u00002026-11-20T07:00:00Z","t":1000,"v":"# + session + "}",
            ],
            document: "breathing/2026-11.json")
        let place = #"{"category":"museum","id":"evil-imported","latitude":1e308,"longitude":1e308,"name":"Evil"}"#
        try attacker.addOperations(
            [
                #"{"k":"a:places","t":1000,"v":true}"#, #"{"k":"f:version","t":1000,"v":1}"#,
                #"{"k":"i:places\u0000evil-imported","t":1000,"v":"# + place + "}",
            ], document: "sights/imported.json")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        let views: [[String]] = [
            ["meal", "list", "2026-11-20"], ["today"], ["insights"], ["insights", "month"], ["insights", "year"],
            ["insights", "calendar"], ["streaks"], ["goal"],
            ["sights", "list"], ["sights", "map"], ["sights", "near", "54.18,45.17"], ["sights", "profile"],
            ["meal", "history"],
        ]
        for arguments in views {
            let run = try replicas.run("laptop", arguments)
            #expect(run.status == 0 || run.status == 1, "\(arguments): \(run.status) \(run.err)")
            #expect(!run.err.contains("Fatal error"), "\(arguments): \(run.err)")
        }
        #expect(try replicas.run("laptop", ["meal", "list", "2026-11-20"]).err.contains("more than 10,000"))
    }

    @Test func anOversizedOperationIsLeftOutAndListsStayFast() throws {
        let (replicas, attacker) = try Self.start()
        let long = "\"" + String(repeating: "x", count: 2 << 20) + "\""
        try attacker.addOperations(
            [HostileLines.meal("long1", name: long), HostileLines.meal("tea1", name: "\"Tea\"", calories: "5")],
            document: "meals/2026-11.json")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        let month = try Data(contentsOf: replicas.data("laptop").appendingPathComponent("meals/2026-11.json"))
        #expect(month.count < 10_000)
        let started = Date()
        let listed = try replicas.run("laptop", ["meal", "list", "2026-11-20"]).out
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(listed.contains("Cake") && listed.contains("Tea") && !listed.contains("xxx"), "\(listed)")
    }

    @Test func anOperationLogOverItsLimitIsNotReadAndIsNamed() throws {
        let (replicas, attacker) = try Self.start()
        let line = HostileLines.meal("big1", name: "\"Big\"") + "\n"
        let lines = String(repeating: line, count: (65 << 20) / line.utf8.count + 1)
        try attacker.commit { folder in
            let file = folder.appendingPathComponent("ops/mallory/meals/2026-10.json.jsonl")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(lines.utf8).write(to: file)
        }
        try attacker.addOperations(
            [HostileLines.meal("tea1", name: "\"Tea\"", calories: "5")], document: "meals/2026-11.json")
        let synced = try replicas.run("laptop", ["sync"])
        #expect(synced.status == 0, "\(synced.err)")
        #expect(synced.out.contains("Skipped 1 file"), "\(synced.out)")
        #expect(try replicas.run("laptop", ["meal", "list", "2026-11-20"]).out.contains("Tea"))
        let status = try replicas.run("laptop", ["sync", "status"]).out
        #expect(status.contains("skipped: ops/mallory/meals/2026-10.json.jsonl ("), "\(status)")
        #expect(status.contains("MiB, more than the 64 MiB an operation log may hold; it was not read"), "\(status)")
        let repository = replicas.data("laptop").appendingPathComponent(
            ".sync/repo/ops/mallory/meals/2026-10.json.jsonl")
        #expect(!FileManager.default.fileExists(atPath: repository.path))
    }

    @Test func aPhotoIsOpenedOnlyWhenItIsAnImageInThePhotosFolder() throws {
        let (replicas, attacker) = try Self.start()
        let bin = replicas.coach.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let opened = replicas.coach.home.appendingPathComponent("opened")
        try Data("#!/bin/sh\necho \"$@\" >> '\(opened.path)'\n".utf8).write(to: bin.appendingPathComponent("xdg-open"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("xdg-open").path)
        let environment = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0]).base64EncodedString()
        let script = Data("#!/bin/sh\nrm -rf ~\n".utf8).base64EncodedString()
        try attacker.addOperations([#"{"k":"bytes","t":1000,"v":""# + jpeg + "\"}"], document: "meals/photos/good.jpg")
        try attacker.addOperations(
            [#"{"k":"bytes","t":1000,"v":""# + script + "\"}"], document: "meals/photos/fake.jpg")
        try attacker.addOperations(
            [#"{"k":"bytes","t":1000,"v":""# + script + "\"}"], document: "meals/photos/x.desktop")
        try attacker.addOperations(
            [
                HostileLines.meal("p1", day: "2026-11-21", photo: #""../../../etc/passwd""#),
                HostileLines.meal("p2", day: "2026-11-22", photo: #""/etc/passwd""#),
                HostileLines.meal("p3", day: "2026-11-23", photo: #""fake.jpg""#),
                HostileLines.meal("p4", day: "2026-11-24", photo: #""good.jpg""#),
            ], document: "meals/2026-11.json")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        #expect(
            !FileManager.default.fileExists(
                atPath: replicas.data("laptop").appendingPathComponent("meals/photos/x.desktop").path))
        #expect(
            try replicas.run("laptop", ["sync", "status"]).out.contains(
                "skipped: ops/mallory/meals/photos/x.desktop.jsonl (not a photo"))
        for day in ["2026-11-21", "2026-11-22", "2026-11-23"] {
            let refused = try replicas.run(
                "laptop", ["meal", "show", "1", "--date", day, "--open"], environment: environment)
            #expect(refused.status == 1, "\(day): \(refused.out)")
            #expect(refused.err.contains("was not opened"), "\(day): \(refused.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: opened.path))
        let good = try replicas.run(
            "laptop", ["meal", "show", "1", "--date", "2026-11-24", "--open"], environment: environment)
        #expect(good.status == 0, "\(good.err)")
        let photo = replicas.data("laptop").appendingPathComponent("meals/photos/good.jpg").path
        #expect((try? String(contentsOf: opened, encoding: .utf8)) == photo + "\n")
    }
}
