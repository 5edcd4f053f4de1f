import Foundation
import Testing

/// Two meals under one id (two machines' copies a sync folded into one month): each can be edited and deleted.
@Suite(.serialized)
struct DuplicateIdTests {
    @Test func twoMealsUnderOneIdCanBothBeDeleted() throws {
        let replicas = try SyncReplicas(["laptop"])
        let folder = replicas.data("laptop").appendingPathComponent("meals")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let meal = { (name: String, calories: Int, hour: String) in
            #"{"calories": \#(calories), "id": "dup1", "name": "\#(name)", "quantity": 1, "time": "2026-11-20T\#(hour):00:00.000Z"}"#
        }
        try Data(
            (#"{"version": 1, "entries": ["# + meal("Soup", 100, "08") + ", " + meal("Bread", 200, "09") + "]}").utf8
        )
        .write(to: folder.appendingPathComponent("2026-11.json"))
        let utc = ["TZ": "UTC"]
        let edited = try replicas.run(
            "laptop", ["meal", "edit", "2", "--date", "2026-11-20", "--calories", "250"], environment: utc)
        #expect(edited.status == 0, "\(edited.err)")
        let second = try replicas.run(
            "laptop", ["meal", "delete", "2", "--date", "2026-11-20", "--yes"], environment: utc)
        #expect(
            second.status == 0 && second.out.hasPrefix("Deleted Bread 250 kcal (09:00)."), "\(second.out)\(second.err)")
        let first = try replicas.run(
            "laptop", ["meal", "delete", "1", "--date", "2026-11-20", "--yes"], environment: utc)
        #expect(first.status == 0 && first.out.hasPrefix("Deleted Soup 100 kcal (08:00)."), "\(first.out)\(first.err)")
        let listed = try replicas.run("laptop", ["meal", "list", "2026-11-20"], environment: utc).out
        #expect(!listed.contains("Soup") && !listed.contains("Bread"), "\(listed)")
    }
}
