import Commands
import Core
import Foundation
import Testing

/// `export` writes a file per area that Python's csv module reads back field for field.
struct ExportCommandTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("coach-export-\(UUID())").path
    }

    @Test func csvFilesReadBackWithPythonsCSVModule() async throws {
        let coach = try await InsightsCommandTests.week()
        #expect(await coach.run("meal add 'Borscht, \"hot\" 180'").status == 0)
        try coach.context.checkIns.record(
            CheckIn(
                day: coach.context.today, time: coach.context.now(), mood: 5, energy: 4,
                note: "two\nlines, and \"quotes\"")
        ) { _ in true }
        let out = Self.folder()
        #expect(
            await coach.run("export --output \(out)").out == """
                Exported 22 records to \(out): mood.csv (7), breathing.csv (4), meals.csv (8), study.csv (3), sights.csv (0).

                """)
        let read = try Self.readWithPython(out, areas: ["breathing", "meals", "study", "mood", "sights"])
        #expect(
            read["breathing"]![0] == [
                "time", "date", "technique", "inhale", "hold", "exhale", "rest", "cycles_planned", "cycles_done",
                "seconds", "completed",
            ])
        #expect(
            read["breathing"]![1] == [
                "2026-11-15T07:00:00+00:00", "2026-11-15", "calm", "4", "0", "6", "0", "72", "72", "720", "true",
            ])
        #expect(read["meals"]!.count == 9 && read["meals"]![7][3...6] == ["Borscht, \"hot\"", "180", "1", "180"])
        #expect(read["study"]![1] == ["2026-11-19T21:00:00+00:00", "2026-11-19", "density", "good"])
        #expect(
            read["mood"]!.last! == [
                "2026-11-21", "2026-11-21T08:12:00+00:00", "5", "great", "4", "lively", "two\nlines, and \"quotes\"",
                "",
            ])
        #expect(read["sights"]! == [["date", "sight"]])
        #expect(
            await coach.run("export --output \(out)").err
                == "Error: '\(out)/mood.csv' exists; add --force to overwrite it, or choose another --output folder\n")
        #expect(
            await coach.run("export --output \(out) --force --area study --from 2026-11-20 --to 2026-11-20").out
                .hasPrefix("Exported 1 record to"))
        #expect(
            try String(contentsOfFile: out + "/study.csv", encoding: .utf8).components(separatedBy: "\r\n").count == 3)
        let attributes = try FileManager.default.attributesOfItem(atPath: out + "/meals.csv")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    /// Each area's CSV file in `folder` as Python's csv module reads it: rows of cells.
    static func readWithPython(_ folder: String, areas: [String]) throws -> [String: [[String]]] {
        let script = """
            import csv, json, sys
            out = {}
            for area in sys.argv[2:]:
                with open(sys.argv[1] + "/" + area + ".csv", newline="", encoding="utf-8") as f:
                    out[area] = list(csv.reader(f))
            print(json.dumps(out))
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script, folder] + areas
        let pipe = Pipe()
        python.standardOutput = pipe
        try python.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        return try JSONSerialization.jsonObject(with: data) as! [String: [[String]]]
    }

    /// OWASP's CSV-injection rule: a cell a spreadsheet would run as a formula reads back with a ' before it;
    /// numbers coach writes stay as they are; `--raw` writes every cell byte for byte.
    @Test func formulaLikeCellsReadBackAsTextAndRawCellsByteForByte() async throws {
        let coach = try await InsightsCommandTests.week()
        let notes = [
            "=1+2", "+SUM(A1:A9)", "-2+3 cmd|' /C calc'!A0", "@SUM(1)", "\tindented", "\r\nafter a line break",
            "=HYPERLINK(\"http://example.com\",\"click, me\")", "plain = fine",
        ]
        for (index, note) in notes.enumerated() {
            try coach.context.checkIns.record(
                CheckIn(
                    day: coach.context.today.adding(days: -index), time: coach.context.now(), mood: 3, energy: 3,
                    note: note)
            ) { _ in true }
        }
        #expect(await coach.run("meal add '@home soup 180'").status == 0)
        let safe = Self.folder()
        let raw = Self.folder()
        #expect(await coach.run("export --area mood --output \(safe)").status == 0)
        #expect(await coach.run("export --area mood --output \(raw) --raw").status == 0)
        #expect(await coach.run("export --area meals --output \(safe)").status == 0)
        #expect(await coach.run("export --area meals --output \(raw) --raw").status == 0)
        let safeCells = try Self.readWithPython(safe, areas: ["mood", "meals"])
        let rawCells = try Self.readWithPython(raw, areas: ["mood", "meals"])
        let safeNotes = Set(safeCells["mood"]!.dropFirst().map { $0[6] })
        let rawNotes = Set(rawCells["mood"]!.dropFirst().map { $0[6] })
        #expect(safeNotes.isSuperset(of: notes.dropLast().map { "'" + $0 } + ["plain = fine"]))
        #expect(rawNotes.isSuperset(of: notes))
        #expect(
            safeCells["meals"]!.filter { $0[3].hasSuffix("@home soup") }.map { Array($0[3...6]) } == [
                ["'@home soup", "180", "1", "180"]
            ])
        #expect(
            rawCells["meals"]!.filter { $0[3].hasSuffix("@home soup") }.map { Array($0[3...6]) } == [
                ["@home soup", "180", "1", "180"]
            ])
        let bytes = try String(contentsOfFile: raw + "/mood.csv", encoding: .utf8)
        #expect(bytes.contains(",\"=HYPERLINK(\"\"http://example.com\"\",\"\"click, me\"\")\",\r\n"))
        #expect(await coach.run("export --area meals --output - --raw").out.contains(",@home soup,180,1,180,"))
        #expect(await coach.run("export --area meals --output -").out.contains(",'@home soup,180,1,180,"))
    }

    @Test func jsonHasAnArrayPerAreaAndStandardOutputTakesOneCSV() async throws {
        let coach = try await InsightsCommandTests.week()
        let json =
            try JSONSerialization.jsonObject(with: Data(await coach.run("export --format json --output -").out.utf8))
            as! [String: [[String: Any]]]
        #expect(json.keys.sorted() == ["breathing", "meals", "mood", "sights", "study"])
        #expect(json["breathing"]![0]["seconds"] as? Int == 720 && json["mood"]![0]["mood_word"] as? String == "good")
        #expect(
            await coach.run("export --output -").err
                == "Error: CSV to standard output takes one area, e.g. 'export --area meals --output -'\n")
        #expect(await coach.run("export --area sights --output -").out == "date,sight\r\n")
        #expect(
            await coach.run("export --from 2026-11-20 --to 2026-11-19 --output -").err
                == "Error: --from 2026-11-20 is after --to 2026-11-19; give the earlier day first\n")
    }
}

/// `report` refuses what is not a month and keeps a file that exists.
struct ReportCommandTests {
    @Test func aMonthIsYYYYMMAndAFileIsKept() async throws {
        let coach = try await InsightsCommandTests.week()
        #expect(
            await coach.run("report --month 2026-13").err
                == "Error: '2026-13' is not a month; use YYYY-MM, e.g. 2026-11\n")
        let file = ExportCommandTests.folder() + ".html"
        #expect(
            await coach.run("report --month 2026-11 --output \(file)").out
                == "Wrote the report for 2026-11-01 to 2026-11-21 to \(file).\n")
        #expect(
            await coach.run("report --month 2026-12").err
                == "Error: 2026-12 has not begun yet; a report covers a month up to today\n")
        let html = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            html.contains("<title>coach · November 2026</title>")
                && html.contains("<td>2026-11-20</td><td>3</td><td>0</td><td>2,400</td>"))
        #expect(html.components(separatedBy: "<svg ").count == 6)
        #expect(
            await coach.run("report --month 2026-11 --output \(file)").err
                == "Error: '\(file)' exists; add --force to overwrite it\n")
    }
}
