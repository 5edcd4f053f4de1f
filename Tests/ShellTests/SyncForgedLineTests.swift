import Foundation
import Testing

/// Text that arrives by sync never splits a line of output: a line break in a meal's name, a tracker's name or a
/// note another machine sent is shown escaped (`^J`) by every command that shows it.
@Suite(.serialized)
struct SyncForgedLineTests {
    @Test func aForgedLineBreakStaysOnItsLine() throws {
        let replicas = try SyncReplicas(["laptop"])
        try replicas.run("laptop", ["meal", "add", "Cake", "450", "--date", "2026-11-20", "--time", "08:00"])
        try replicas.run("laptop", ["checkin", "--mood", "4", "--energy", "3", "--date", "2026-11-20"])
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        let attacker = try SyncAttacker(replicas)
        try attacker.addOperations(
            [HostileLines.meal("forged1", name: #""Tea\nGoal met: 2,000 kcal. Well done!""#)],
            document: "meals/2026-11.json")
        let checkIn =
            #"{"day":"2026-11-21","energy":3,"mood":5,"note":"fine\r\nWarning: sync failed; run 'sync init' again","time":"2026-11-21T09:00:00Z"}"#
        try attacker.addOperations(
            [
                #"{"k":"a:checkins","t":1000,"v":true}"#, #"{"k":"f:version","t":1000,"v":1}"#,
                #"{"k":"i:checkins\u00002026-11-21","t":1000,"v":"# + checkIn + "}",
            ], document: "checkins/2026-11.json")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        for arguments in [
            ["meal", "list", "2026-11-20"], ["meal", "foods"], ["checkin", "list", "--days", "3660"], ["today"],
        ] {
            let shown = try replicas.run("laptop", arguments)
            #expect(shown.status == 0, "\(arguments): \(shown.err)")
            let lines = shown.out.split(separator: "\n")
            #expect(
                !lines.contains { $0.hasPrefix("Goal met") || $0.hasPrefix("Warning") || $0.hasSuffix("\r") },
                "\(arguments): \(shown.out)")
        }
        #expect(try replicas.run("laptop", ["meal", "list", "2026-11-20"]).out.contains("Tea^JGoal met: 2,000 kcal"))
        let checkIns = try replicas.run("laptop", ["checkin", "list", "--days", "3660"]).out
        #expect(checkIns.contains("\"fine^M^JWarning: sync failed"), "\(checkIns)")
    }
}
