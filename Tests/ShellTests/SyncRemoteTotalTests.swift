import Foundation
import Testing

/// A remote cannot make the data directory grow without bound: a push of more operation logs than any
/// person's data makes (cheap to send, as git compresses it) is refused whole, with the file that passes the
/// bound and the bound, and nothing of it is checked out or folded in.
@Suite(.serialized)
struct SyncRemoteTotalTests {
    @Test func aRemoteHoldingTooManyLogsIsRefusedWhole() throws {
        let replicas = try SyncReplicas(["laptop"])
        defer { try? FileManager.default.removeItem(at: replicas.coach.home) }
        #expect(try replicas.run("laptop", ["meal", "add", "Cake", "450", "--date", "2026-11-20"]).status == 0)
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        let attacker = try SyncAttacker(replicas)
        let log = Data(HostileLines.mealMonth.map { $0 + "\n" }.joined().utf8)
        try attacker.commit { folder in
            for folderNumber in 0..<21 {
                let place = folder.appendingPathComponent("ops/mallory/f\(folderNumber)")
                try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
                for file in 0..<1_000 {
                    try log.write(to: place.appendingPathComponent("n\(1_000 + file).json.jsonl"))
                }
            }
        }
        let data = replicas.data("laptop")
        #expect(try replicas.run("laptop", ["meal", "add", "Pie", "300", "--date", "2026-11-20"]).status == 0)
        let refused = try replicas.run("laptop", ["sync"])
        #expect(refused.status == 1)
        #expect(
            refused.err
                == "Error: the remote holds more than 20000 operation logs (ops/mallory/f9/n1000.json.jsonl passes "
                + "that), far more than a person's data makes: whoever can push to it sent it, by mistake or to fill "
                + "this disk. Nothing was taken in or sent; remove it from the remote ('git log' there shows who sent "
                + "it) and run 'sync' again\n")
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent(".sync/repo/ops/mallory").path))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("f0").path))
        let held = try attacker.git(["ls-tree", "-r", "--name-only", "main", "ops/laptop"], in: replicas.remote)
        #expect(held == "ops/laptop/machine-name.json.jsonl\nops/laptop/meals/2026-11.json.jsonl", "\(held)")
        // Once whoever can push takes it away, sync goes on, and sends what waited.
        try attacker.commit { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("ops/mallory"))
        }
        let synced = try replicas.run("laptop", ["sync"])
        #expect(synced.out == "Synced with '\(replicas.remote.path)': 1 change sent, 0 received.\n", "\(synced.err)")
    }
}
