import Foundation
import Testing

/// Machines running different versions of coach share a remote: fields a later coach writes, which this build does
/// not know, survive every rewrite this build makes, on every machine.
@Suite(.serialized)
struct MixedVersionSyncTests {
    /// The month file of meals on `machine`, as JSON.
    static func month(_ replicas: SyncReplicas, _ machine: String) throws -> [String: Any] {
        let file = replicas.data(machine).appendingPathComponent("meals/2026-11.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }

    /// The meal named `name` in `month`.
    static func meal(_ name: String, in month: [String: Any]) throws -> [String: Any] {
        let entries = try #require(month["entries"] as? [[String: Any]])
        return try #require(entries.first { $0["name"] as? String == name })
    }

    @Test func fieldsALaterCoachWroteSurviveAnEditOfAnotherMealOnBothMachines() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        let remote = replicas.remote.path
        try replicas.run(
            "laptop", [],
            input: "meal add Tea 5 --date 2026-11-20 --time 08:00\nmeal add Cake 450 --date 2026-11-20 --time 12:00\n")
        #expect(try replicas.run("laptop", ["sync", "init", remote, "--machine", "laptop"]).status == 0)
        #expect(try replicas.run("desktop", ["sync", "clone", remote, "--machine", "desktop"]).status == 0)

        // The desktop runs a later coach, which gives a meal a rating and its month a note.
        let file = replicas.data("desktop").appendingPathComponent("meals/2026-11.json")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\"name\" : \"Cake\",", with: "\"name\" : \"Cake\",\n      \"rating\" : 5,")
        text = text.replacingOccurrences(
            of: "\"version\" : 1", with: "\"later\" : {\"note\" : \"kept\", \"scores\" : [1, 2.5]},\n  \"version\" : 1")
        #expect(text.contains("\"rating\" : 5") && text.contains("\"later\""), "\(text)")
        try Data(text.utf8).write(to: file)
        #expect(try replicas.run("desktop", ["sync"]).status == 0)
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        #expect(try Self.meal("Cake", in: Self.month(replicas, "laptop"))["rating"] as? Int == 5)

        // This build rewrites the month: another meal edited, then one added and taken back.
        let edited = try replicas.run("laptop", ["meal", "edit", "1", "--date", "2026-11-20", "--calories", "7"])
        #expect(edited.status == 0, "\(edited.err)")
        #expect(try replicas.run("laptop", ["meal", "add", "Soup", "200", "--date", "2026-11-20"]).status == 0)
        #expect(try replicas.run("laptop", ["meal", "undo"]).status == 0)
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        #expect(try replicas.run("desktop", ["sync"]).status == 0)
        for machine in ["laptop", "desktop"] {
            let month = try Self.month(replicas, machine)
            #expect(try Self.meal("Cake", in: month)["rating"] as? Int == 5, "\(machine): \(month)")
            #expect(try Self.meal("Tea", in: month)["calories"] as? Int == 7, "\(machine): \(month)")
            let later = try #require(month["later"] as? [String: Any], "\(machine): \(month)")
            #expect(later["note"] as? String == "kept" && later["scores"] as? [Double] == [1, 2.5], "\(machine)")
            let listed = try replicas.run(machine, ["meal", "list", "2026-11-20"])
            #expect(listed.out.contains("Cake") && !listed.out.contains("Soup"), "\(machine): \(listed.out)")
        }
    }
}
