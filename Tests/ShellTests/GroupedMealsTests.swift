import Foundation
import Testing

/// A piped run of `meal add` lines is saved in groups: output in order, duplicates seen within a
/// group, and a kill never loses a meal whose line was acknowledged.
struct GroupedMealsTests {
    @Test func aGroupKeepsItsOrderAndSeesItsOwnMeals() throws {
        let result = try CoachProcess().run(
            input: "meal add Apple 52\nmeal add Apple 52\nmeal add bogus\nmeal add Pear 40\nstopwatch\n")
        #expect(result.status == 1)
        #expect(
            result.out.components(separatedBy: "\n").filter {
                $0.hasPrefix("Added") || $0.hasPrefix("Total") || $0.hasPrefix("00:")
            }
            .map { $0.components(separatedBy: " at ")[0] } == [
                "Added Apple 52 kcal",
                "Total 52 kcal. Set a daily goal with 'goal calories 2000' (or low, moderate, high, athletic).",
                "Added Apple 52 kcal", "Total 104 kcal.",  // how to set a goal is said with the day's first meal
                "Added Pear 40 kcal", "Total 144 kcal.",
                "00:00:00 stopped",
            ])
        #expect(result.err.hasPrefix("Note: 'Apple' is already logged today (52 kcal, "))
        #expect(
            result.err.hasSuffix(
                "Error: line 3: 'bogus' has no calories; add them after the name as a whole number, e.g. 'bogus 52'\n"))
    }

    /// 2,000 meals stream in through a pipe; coach is killed once 600 have been acknowledged. Every
    /// acknowledged meal must be in the log, and the log must read back whole.
    @Test func aKillLosesNothingThatWasAcknowledged() throws {
        let coach = CoachProcess()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CoachProcess.binary)
        process.environment = coach.environment
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let lines = (0..<2000).map { "meal add 'Meal \($0)' \(100 + $0 % 500) --date 2026-11-\(10 + $0 % 10)\n" }
            .joined()
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: Data(lines.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        var seen = Data()
        while String(decoding: seen, as: UTF8.self).components(separatedBy: "Added ").count - 1 < 600 {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let acknowledged = String(decoding: seen, as: UTF8.self).components(separatedBy: "\n")
            .filter { $0.hasPrefix("Added Meal ") }.map { $0.components(separatedBy: " ")[2] }
        #expect(acknowledged.count >= 600)
        var logged = Set<String>()
        for day in 10..<20 {
            let list = try coach.run(["meal", "list", "2026-11-\(day)", "--json"])
            #expect(list.status == 0, "\(list.err)")
            for case let entry as [String: Any]
                in (try JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [String: Any])?["meals"] as? [Any]
                ?? []
            {
                if let name = entry["name"] as? String {
                    logged.insert(name.replacingOccurrences(of: "Meal ", with: ""))
                }
            }
        }
        let missing = acknowledged.filter { !logged.contains($0) }
        #expect(
            missing.isEmpty, "\(missing.count) acknowledged meals are not in the log, e.g. Meal \(missing.prefix(3))")
    }

    /// A group that cannot be saved says so for all its lines, shows none of their acknowledgements,
    /// and leaves the log as it was.
    @Test func aGroupThatCannotBeSavedSaysSoAndChangesNothing() throws {
        let coach = CoachProcess()
        #expect(try coach.run(["meal", "add", "Tea", "5", "--date", "2026-11-20"]).status == 0)
        let month = coach.dataDirectory.appendingPathComponent("meals/2026-11.json")
        let before = try Data(contentsOf: month)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: month.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: month.path) }
        let result = try coach.run(input: "meal add Kiwi 40 --date 2026-11-20\nmeal add Plum 30 --date 2026-11-20\n")
        #expect(result.status == 1)
        #expect(result.out == "")
        #expect(
            result.err
                == "Error: lines 1–2 were not saved, and nothing they changed was written: \(month.path) is read-only, so coach left it "
                + "as it is; make it writable (chmod u+w '\(month.path)') to let coach change it.\n")
        #expect(try Data(contentsOf: month) == before)
    }
}
