import Foundation
import Testing

/// Backups taken while another coach adds meals are each one moment of the data: restored into an
/// empty directory, each lists a prefix of the meals the writer added, in order, never a torn file.
struct BackupWhileWritingTests {
    @Test func backupsTakenDuringWritesRestoreToAPrefix() throws {
        let coach = CoachProcess()
        let names = (1...60).map { "W\($0)" }
        let script = names.enumerated().map {
            "meal add \($1) \(10 + $0) --date 2026-03-01 --time 08:\($0 < 10 ? "0" : "")\($0) --duplicate add"
        }
        let writer = coach.start([], input: script.joined(separator: "\n") + "\n", tag: "writer")
        var files: [URL] = []
        for backup in 0..<5 {
            let file = coach.home.appendingPathComponent("backup-\(backup).json")
            let result = try coach.run(["backup", file.path])
            #expect(result.status == 0, "\(result.err)")
            files.append(file)
        }
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0, "\(coach.read("errwriter"))")
        files.append(coach.home.appendingPathComponent("backup-last.json"))
        #expect(try coach.run(["backup", files.last!.path]).status == 0)
        for (index, file) in files.enumerated() {
            let copy = CoachProcess()
            let restored = try copy.run(["restore", file.path])
            #expect(restored.status == 0, "\(restored.err)")
            let listing = try copy.run(["meal", "list", "2026-03-01", "--json"])
            let meals =
                (try JSONSerialization.jsonObject(with: Data(listing.out.utf8)) as? [String: Any])?["meals"]
                as? [[String: Any]] ?? []
            let listed = meals.map { $0["name"] as! String }
            #expect(listed == Array(names.prefix(listed.count)), "backup \(index): \(listed)")
            if index == files.count - 1 { #expect(listed == names) }
        }
    }
}
