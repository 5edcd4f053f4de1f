import Foundation
import Testing

/// Goals edited hundreds of times on two machines: each sync compacts the machine's own operation log
/// to about one line a record, and both machines still show the same goals.
@Suite(.serialized)
struct SyncCompactionTests {
    /// The lines of `machine`'s own log of `path` in its replica.
    static func lines(_ replicas: SyncReplicas, _ machine: String, _ path: String) -> Int {
        let log = replicas.data(machine).appendingPathComponent(".sync/repo/ops/\(machine)/\(path).jsonl")
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").count
    }

    /// Edits the goals `count` times on `machine`, each edit a command of its own (recorded as an operation).
    static func edit(_ replicas: SyncReplicas, _ machine: String, count: Int, from start: Int) throws {
        for n in start..<start + count {
            let field = ["calories", "study", "breathing"][n % 3]
            let goal = [field, String([1500 + n, 1 + n % 400, 1 + n % 170][n % 3])]
            #expect(try replicas.run(machine, ["goal"] + goal).status == 0)
        }
    }

    @Test(arguments: [false, true]) func aGoalEditedHundredsOfTimesOnTwoMachinesKeepsAboutOneLineARecord(sealed: Bool)
        throws
    {
        let replicas = try SyncReplicas(["laptop", "desktop"], sealed: sealed)
        try replicas.run("laptop", ["goal", "calories", "2000"])
        try replicas.start("laptop")
        try replicas.join("desktop")
        try Self.edit(replicas, "laptop", count: 150, from: 0)
        #expect(Self.lines(replicas, "laptop", "goals.json") > 150)
        try replicas.run("laptop", ["sync"])
        try replicas.run("desktop", ["sync"])
        // Both at once, neither having seen the other's: the later edit of each goal wins on both.
        try Self.edit(replicas, "desktop", count: 150, from: 150)
        try Self.edit(replicas, "laptop", count: 60, from: 300)
        try replicas.run("desktop", ["sync"])
        try replicas.run("laptop", ["sync"])
        try replicas.run("desktop", ["sync"])
        // An edit is dropped once the other machine has shown it saw what replaced it (a commit of its
        // own made after), so a few more turns let each machine drop the edits of the other's last round.
        for (n, machine) in ["desktop", "laptop", "desktop", "laptop"].enumerated() {
            try Self.edit(replicas, machine, count: 1, from: 400 + n)
            try replicas.run(machine, ["sync"])
        }
        try replicas.run("desktop", ["sync"])
        let goals = try replicas.run("laptop", ["goal", "--json"]).out
        #expect(goals.contains("\"calories\" : 1902"), "\(goals)")
        #expect(try replicas.run("desktop", ["goal", "--json"]).out == goals)
        let documents = SyncEndToEndTests.documents(replicas.data("laptop"))
        #expect(SyncEndToEndTests.documents(replicas.data("desktop")) == documents)
        // goals.json holds a handful of records (version, check-in, calories, study, breathing).
        for machine in replicas.names {
            let kept = Self.lines(replicas, machine, "goals.json")
            #expect(kept <= 12, "\(machine) keeps \(kept) lines")
        }
        // A machine that starts now folds the compacted logs into the same goals.
        try replicas.admit("phone", by: "laptop")
        try replicas.join("phone")
        #expect(try replicas.run("phone", ["goal", "--json"]).out == goals)
        #expect(SyncEndToEndTests.documents(replicas.data("phone"))["goals.json"] == documents["goals.json"])
    }
}
