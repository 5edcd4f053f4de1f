import Commands
import Core
import Foundation
import Testing

/// `export` writes a file per area that Python's csv module reads back field for field.
struct ExportCommandTests {
    static func folder() -> String { FileManager.default.temporaryDirectory.appendingPathComponent("coach-export-\(UUID())").path }

    @Test func csvFilesReadBackWithPythonsCSVModule() async throws {
        let coach = try await InsightsCommandTests.week()
        #expect(await coach.run("meal add 'Borscht, \"hot\" 180'").status == 0)
        try coach.context.checkIns.record(CheckIn(day: coach.context.today, time: coach.context.now(), mood: 5, energy: 4,
                                                  note: "two\nlines, and \"quotes\"")) { _ in true }
        let out = Self.folder()
        #expect(await coach.run("export --output \(out)").out == """
            Exported 22 records to \(out): breathing.csv (4), meals.csv (8), study.csv (3), mood.csv (7), sights.csv (0).

            """)
        let script = """
            import csv, json, sys
            out = {}
            for area in ["breathing", "meals", "study", "mood", "sights"]:
                with open(sys.argv[1] + "/" + area + ".csv", newline="", encoding="utf-8") as f:
                    out[area] = list(csv.reader(f))
            print(json.dumps(out))
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script, out]
        let pipe = Pipe()
        python.standardOutput = pipe
        try python.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        let read = try JSONSerialization.jsonObject(with: data) as! [String: [[String]]]
        #expect(read["breathing"]![0] == ["time", "date", "technique", "inhale", "hold", "exhale", "rest", "cycles_planned", "cycles_done", "seconds", "completed"])
        #expect(read["breathing"]![1] == ["2026-11-15T07:00:00+00:00", "2026-11-15", "calm", "4", "0", "6", "0", "72", "72", "720", "true"])
        #expect(read["meals"]!.count == 9 && read["meals"]![7][3...6] == ["Borscht, \"hot\"", "180", "1", "180"])
        #expect(read["study"]![1] == ["2026-11-19T21:00:00+00:00", "2026-11-19", "density", "good"])
        #expect(read["mood"]!.last! == ["2026-11-21", "2026-11-21T08:12:00+00:00", "5", "great", "4", "lively", "two\nlines, and \"quotes\""])
        #expect(read["sights"]! == [["date", "sight"]])
        #expect(await coach.run("export --output \(out)").err == "Error: '\(out)/breathing.csv' exists; add --force to overwrite it, or choose another --output folder\n")
        #expect(await coach.run("export --output \(out) --force --area study --from 2026-11-20 --to 2026-11-20").out.hasPrefix("Exported 1 record to"))
        #expect(try String(contentsOfFile: out + "/study.csv", encoding: .utf8).components(separatedBy: "\r\n").count == 3)
        let attributes = try FileManager.default.attributesOfItem(atPath: out + "/meals.csv")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func jsonHasAnArrayPerAreaAndStandardOutputTakesOneCSV() async throws {
        let coach = try await InsightsCommandTests.week()
        let json = try JSONSerialization.jsonObject(with: Data(await coach.run("export --format json --output -").out.utf8)) as! [String: [[String: Any]]]
        #expect(json.keys.sorted() == ["breathing", "meals", "mood", "sights", "study"])
        #expect(json["breathing"]![0]["seconds"] as? Int == 720 && json["mood"]![0]["mood_word"] as? String == "good")
        #expect(await coach.run("export --output -").err == "Error: CSV to standard output takes one area, e.g. 'export --area meals --output -'\n")
        #expect(await coach.run("export --area sights --output -").out == "date,sight\r\n")
        #expect(await coach.run("export --from 2026-11-20 --to 2026-11-19 --output -").err
            == "Error: --from 2026-11-20 is after --to 2026-11-19; give the earlier day first\n")
    }
}

/// `report` refuses what is not a month and keeps a file that exists.
struct ReportCommandTests {
    @Test func aMonthIsYYYYMMAndAFileIsKept() async throws {
        let coach = try await InsightsCommandTests.week()
        #expect(await coach.run("report --month 2026-13").err == "Error: '2026-13' is not a month; use YYYY-MM, e.g. 2026-11\n")
        let file = ExportCommandTests.folder() + ".html"
        #expect(await coach.run("report --month 2026-11 --output \(file)").out == "Wrote the report for 2026-11-01 to 2026-11-21 to \(file).\n")
        #expect(await coach.run("report --month 2026-12").err == "Error: 2026-12 has not begun yet; a report covers a month up to today\n")
        let html = try String(contentsOfFile: file, encoding: .utf8)
        #expect(html.contains("<title>coach · November 2026</title>") && html.contains("<td>2026-11-20</td><td>0</td><td>2,400</td>"))
        #expect(html.components(separatedBy: "<svg ").count == 6)
        #expect(await coach.run("report --month 2026-11 --output \(file)").err == "Error: '\(file)' exists; add --force to overwrite it\n")
    }
}
