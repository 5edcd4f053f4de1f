import Core
import Foundation
import Testing

/// Syncs killed with SIGKILL at seeded random instants (while recording, committing, fetching, merging,
/// pushing), git included: every replica syncs cleanly afterwards and no meal is lost.
@Suite(.serialized)
struct SyncKillTests {
    /// Kills `process` and then every process working in `folder` (the git it ran), as a power cut would.
    static func killAll(_ process: Process, working folder: URL) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(name), pid != getpid(),
                let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/cwd"),
                cwd.hasPrefix(folder.path)
            else { continue }
            kill(pid, SIGKILL)
        }
    }

    @Test(arguments: [false, true]) func aSyncKilledAnywhereLeavesReplicasThatSyncCleanlyAndLoseNothing(sealed: Bool)
        throws
    {
        let replicas = try SyncReplicas(["a", "b"], sealed: sealed)
        try replicas.run("a", ["meal", "add", "Start", "10", "--date", "2026-11-01"])
        #expect(try replicas.start("a").status == 0)
        #expect(try replicas.join("b").status == 0)
        var random = SeededRandom(seed: 1_195)
        var names = ["Start"]
        var landed = 0
        for round in 0..<24 {
            let here = round % 2 == 0 ? "a" : "b"
            let there = round % 2 == 0 ? "b" : "a"
            let name = "Kill" + String(UnicodeScalar(UInt8(97 + round)))
            names.append(name)
            try replicas.run(here, ["meal", "add", name, "\(round + 1)", "--date", "2026-11-0\(round % 9 + 1)"])
            try replicas.run(there, ["meal", "add", name + "x", "\(round + 1)", "--date", "2026-10-0\(round % 9 + 1)"])
            names.append(name + "x")
            if round % 3 == 0 { try replicas.run(there, ["sync"]) }
            let process = replicas.coach.start(
                ["--data-dir", replicas.data(here).path, "sync"], input: "", tag: "kill")
            usleep(UInt32.random(in: 0...200_000, using: &random))
            Self.killAll(process, working: replicas.coach.home)
            if process.terminationReason == .uncaughtSignal { landed += 1 }
            let after = try replicas.run(here, ["sync"])
            try #require(after.status == 0, "round \(round): \(after.err)")
        }
        // Many kills land while the sync runs (the rest find it done). The delays are seeded, but how long a
        // sync takes depends on the machine's load, so the bound is a quarter of the rounds: 11 of 24 was seen.
        #expect(landed >= 6, "only \(landed) kills landed during a sync")
        for name in ["a", "b", "a"] {
            let synced = try replicas.run(name, ["sync"])
            #expect(synced.status == 0, "\(synced.err)")
        }
        let exports = try ["a", "b"].map {
            try replicas.run($0, ["export", "--format", "json", "--area", "meals", "--output", "-"]).out
        }
        #expect(exports[0] == exports[1])
        for name in names { #expect(exports[0].contains("\"name\" : \"\(name)\""), "\(name) was lost") }
        for name in ["a", "b"] {
            let repository = replicas.data(name).appendingPathComponent(".sync/repo").path
            let fsck = try replicas.coach.run(["-C", repository, "fsck", "--no-dangling"], program: "/usr/bin/git")
            #expect(fsck.status == 0, "\(fsck.err)")
        }
    }

    @Test(arguments: [false, true]) func aCommandKilledWhileRecordingItsChangesLosesNothingThatWasSaved(sealed: Bool)
        throws
    {
        let replicas = try SyncReplicas(["a", "b"], sealed: sealed)
        #expect(try replicas.start("a").status == 0)
        #expect(try replicas.join("b").status == 0)
        var random = SeededRandom(seed: 42)
        for round in 0..<8 {
            let lines = (0..<40).map {
                "meal add Round\(String(UnicodeScalar(UInt8(97 + round))))x\(String(UnicodeScalar(UInt8(97 + $0 % 26))))\($0) \($0 + 1) --date 2026-11-0\($0 % 9 + 1) --duplicate add"
            }
            let process = replicas.coach.start(
                ["--data-dir", replicas.data("a").path], input: lines.joined(separator: "\n") + "\n", tag: "kill")
            usleep(UInt32.random(in: 50_000...350_000, using: &random))
            Self.killAll(process, working: replicas.coach.home)
            if round % 2 == 1 { try #require(try replicas.run("a", ["sync"]).status == 0) }
        }
        // One meal added in peace, so the check below compares something however the kills fell.
        #expect(try replicas.run("a", ["meal", "add", "RoundEnd", "1", "--date", "2026-11-01"]).status == 0)
        for name in ["a", "b", "a"] { #expect(try replicas.run(name, ["sync"]).status == 0) }
        let exports = try ["a", "b"].map {
            try replicas.run($0, ["export", "--format", "json", "--area", "meals", "--output", "-"]).out
        }
        #expect(exports[0] == exports[1] && exports[0].contains("RoundEnd"))
    }

    @Test(arguments: [false, true]) func machinesSyncingAtTheSameMomentBothSucceed(sealed: Bool) throws {
        let replicas = try SyncReplicas(["a", "b", "c"], sealed: sealed)
        #expect(try replicas.start("a").status == 0)
        for name in ["b", "c"] {
            #expect(try replicas.join(name).status == 0)
        }
        for round in 0..<6 {
            for name in replicas.names {
                try replicas.run(name, ["meal", "add", "Same\(name)\(round)", "\(round + 1)", "--date", "2026-11-20"])
            }
            // Started together: all but the first push are refused and retried after taking the others in.
            let running = replicas.names.map {
                replicas.coach.start(["--data-dir", replicas.data($0).path, "sync"], input: "", tag: $0)
            }
            for process in running { process.waitUntilExit() }
            for (process, name) in zip(running, replicas.names) {
                #expect(process.terminationStatus == 0, "round \(round), \(name): \(replicas.coach.read("err" + name))")
            }
        }
        for name in replicas.names { #expect(try replicas.run(name, ["sync"]).status == 0) }
        let exports = try replicas.names.map {
            try replicas.run($0, ["export", "--format", "json", "--area", "meals", "--output", "-"]).out
        }
        #expect(exports[0] == exports[1] && exports[1] == exports[2])
        #expect(exports[0].components(separatedBy: "\"name\" : \"Same").count == 19)
    }

    /// A push to a folder killed while the remote holds its branch's lock (held there by a hook that
    /// waits, so the kill lands inside the lock every time): the next sync names the lock, removes it
    /// and sends everything, and no meal is lost on either machine.
    @Test(arguments: [false, true]) func aPushKilledWhileTheRemoteHeldItsBranchLockIsFinishedByTheNextSync(sealed: Bool)
        throws
    {
        let replicas = try SyncReplicas(["a", "b"], sealed: sealed)
        #expect(try replicas.start("a").status == 0)
        #expect(try replicas.join("b").status == 0)
        let armed = replicas.coach.home.appendingPathComponent("armed")
        let held = replicas.coach.home.appendingPathComponent("held")
        let hook = replicas.remote.appendingPathComponent("hooks/reference-transaction")
        try Data(
            """
            #!/bin/sh
            if [ "$1" = prepared ] && [ -e '\(armed.path)' ]; then rm -f '\(armed.path)'; touch '\(held.path)'; sleep 60; fi
            exit 0

            """.utf8
        ).write(to: hook)
        chmod(hook.path, 0o755)
        let lock = replicas.remote.appendingPathComponent("refs/heads/main.lock")
        for round in 0..<4 {
            #expect(
                try replicas.run("a", ["meal", "add", "Held\(round)", "\(round + 1)", "--date", "2026-11-20"]).status
                    == 0)
            #expect(
                try replicas.run("b", ["meal", "add", "Other\(round)", "\(round + 1)", "--date", "2026-11-21"]).status
                    == 0)
            #expect(FileManager.default.createFile(atPath: armed.path, contents: Data()))
            let process = replicas.coach.start(["--data-dir", replicas.data("a").path, "sync"], input: "", tag: "held")
            var waited = 0
            while !FileManager.default.fileExists(atPath: held.path), waited < 400 {
                usleep(50_000)
                waited += 1
            }
            try #require(
                FileManager.default.fileExists(atPath: held.path),
                "round \(round): the push never reached the remote's lock")
            #expect(FileManager.default.fileExists(atPath: lock.path))
            Self.killAll(process, working: replicas.coach.home)
            try FileManager.default.removeItem(at: held)
            let other = try replicas.run("b", ["sync"])
            try #require(other.status == 0, "round \(round): \(other.err)")
            #expect(
                other.out.contains("\nRemoved \(lock.path), a lock a stopped sync left in the remote "), "\(other.out)")
            let after = try replicas.run("a", ["sync"])
            try #require(after.status == 0, "round \(round): \(after.err)")
        }
        for name in ["b", "a"] { #expect(try replicas.run(name, ["sync"]).status == 0) }
        let exports = try ["a", "b"].map {
            try replicas.run($0, ["export", "--format", "json", "--area", "meals", "--output", "-"]).out
        }
        #expect(exports[0] == exports[1])
        for round in 0..<4 {
            #expect(
                exports[0].contains("\"name\" : \"Held\(round)\"")
                    && exports[0].contains("\"name\" : \"Other\(round)\""))
        }
    }
}
