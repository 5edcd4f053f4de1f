import Foundation
import Testing

/// `import` on the binary people run, over exports written by `scripts/history-fixtures.py` from the apps'
/// documented formats: the guide's examples (docs/import.md) run as printed there.
struct ImportEndToEndTests {
    /// The guide's examples of `source`: each `$ coach …` line and what it prints (`…` first: only its end).
    static func readmeExamples(mentioning source: String) throws -> [(command: String, printed: String)] {
        let section = try String(
            contentsOf: CoachProcess.packageRoot.appendingPathComponent("docs/import.md"), encoding: .utf8)
        let blocks = section.components(separatedBy: "```\n").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let block = try #require(blocks.first { $0.contains("$ coach import \(source) ") })
        var examples: [(command: String, printed: String)] = []
        for line in block.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("$ coach ") {
                examples.append((String(line.dropFirst(2)), ""))
            } else if !examples.isEmpty, !line.isEmpty || !examples[examples.count - 1].printed.isEmpty {
                examples[examples.count - 1].printed += line + "\n"
            }
        }
        return examples
    }

    /// Runs the guide's commands for `source` with its export at `folder` standing for the guide's path.
    static func runReadme(_ source: String, path: String, folder: URL, in coach: CoachProcess) throws {
        try runReadme(source, paths: [path: folder], in: coach)
    }

    /// The same, with each of the guide's paths standing for a file of the fixtures.
    static func runReadme(_ source: String, paths: [String: URL], in coach: CoachProcess) throws {
        for (command, printed) in try readmeExamples(mentioning: source) {
            let words = command.split(separator: " ").dropFirst().map { paths[String($0)]?.path ?? String($0) }
            let result = try coach.run(words, environment: ["COLUMNS": "80"])
            #expect(result.status == 0 && result.err.isEmpty, "\(command): \(result.err)")
            if printed.hasPrefix("…\n") {
                #expect(result.out.hasSuffix(printed.dropFirst(2)), "\(command) printed \(result.out)")
            } else {
                #expect(result.out == printed, "\(command) printed \(result.out)")
            }
        }
    }

    static func fixture(_ source: String, in coach: CoachProcess) throws -> URL {
        let folder = coach.home.appendingPathComponent(source)
        let script = CoachProcess.packageRoot.appendingPathComponent("scripts/history-fixtures.py").path
        let made = try coach.run([script, source, folder.path], program: "/usr/bin/python3")
        #expect(made.status == 0, "\(made.err)")
        return folder
    }

    @Test func habitctlAsTheReadmeShowsThenInTodayAndStreaks() throws {
        let coach = CoachProcess()
        try Self.runReadme("habitctl", path: "~/.habitctl", folder: try Self.fixture("habitctl", in: coach), in: coach)
        let streaks = try coach.run(["streaks"], environment: ["COLUMNS": "80"]).out
        // Done every day from the 10th to the 20th but the 15th, skipped on purpose: a run of ten days.
        #expect(streaks.contains("  Floss         0 days   best 10  "), "\(streaks)")
        // The skipped day is exported as skipped, not as a value of 0.
        let export = try coach.run(["export", "--format", "csv", "--area", "floss", "--output", "-"]).out
        #expect(export.contains(",2026-11-15,floss,0,,false,true\r\n"), "\(export)")
        #expect(export.contains(",2026-11-16,floss,1,,false,false\r\n"), "\(export)")
    }

    /// Loop's HabitBull importer, re-implemented: a row by position, the header skipped by its first cell, the date
    /// split at `-`, only a value of 1 kept (uhabits `HabitBullCSVImporter`).
    static let loopImporter = """
        import csv, sys
        days = {}
        with open(sys.argv[1], newline="", encoding="utf-8") as f:
            assert f.readline().startswith("HabitName,HabitDescription,HabitCategory")
            f.seek(0)
            for row in csv.reader(f):
                if row[0] == "HabitName":
                    continue
                year, month, day = (int(part) for part in row[3].split("-"))
                if int(row[4]) != 1:
                    continue
                days.setdefault(row[0], []).append(f"{year:04}-{month:02}-{day:02}")
        for name, dates in days.items():
            print(name, " ".join(dates))
        """

    @Test func exportedForLoopAndReadByItsImporterTheDaysAreTheSame() throws {
        let coach = CoachProcess()
        let folder = try Self.fixture("habitctl", in: coach)
        #expect(try coach.run(["import", "habitctl", folder.path, "--yes"]).status == 0)
        #expect(try coach.run(["checkin", "--mood", "4", "--date", "2026-11-20"]).status == 0)
        let output = coach.home.appendingPathComponent("for-loop")
        let wrote = try coach.run(["export", "--for", "loop", "--output", output.path])
        #expect(wrote.out == "Exported 15 records to \(output.path): loop-habits.csv (15).\n", "\(wrote.err)")
        let read = try coach.run(
            ["-c", Self.loopImporter, output.appendingPathComponent("loop-habits.csv").path],
            program: "/usr/bin/python3")
        // Floss every day but the 15th, skipped on purpose; the book (two days a week) on the days it was read, as Loop
        // counts a daily habit; Meditate, without a goal, on the day it was logged.
        #expect(
            read.out == """
                Check-in 2026-11-20
                Floss 2026-11-10 2026-11-11 2026-11-12 2026-11-13 2026-11-14 2026-11-16 2026-11-17 2026-11-18 2026-11-19 2026-11-20
                Read-a-book 2026-11-12 2026-11-15 2026-11-18
                Meditate 2026-11-12

                """, "\(read.err)")
    }

    @Test func dijoAsTheReadmeShows() throws {
        let coach = CoachProcess()
        let record = try Self.fixture("dijo", in: coach).appendingPathComponent("habit_record.json")
        try Self.runReadme("dijo", path: "~/.local/share/dijo/habit_record.json", folder: record, in: coach)
        let list = try coach.run(["track", "list"]).out
        #expect(list.contains("  sleep "), "\(list)")
    }

    @Test func loopAsTheReadmeShowsAndItsBackupIsOnlyRead() throws {
        let coach = CoachProcess()
        let folder = try Self.fixture("loop", in: coach)
        let backup = folder.appendingPathComponent("loop-renamed.db")
        let before = try Data(contentsOf: backup)
        try Self.runReadme(
            "loop",
            paths: [
                "~/Downloads/loop-habits.zip": folder.appendingPathComponent("loop.zip"),
                "~/Downloads/loop-habits-2026-11-17.db": folder.appendingPathComponent("loop.db"),
                "~/Downloads/loop-habits-2026-11-18.db": backup,
            ], in: coach)
        // Opened read-only: the backup is as it was, and SQLite left no journal beside it.
        #expect(try Data(contentsOf: backup) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "loop-renamed.db", "loop.db", "loop.zip",
            ])
        let again = try coach.run(["import", "loop", folder.appendingPathComponent("loop.zip").path, "--yes"])
        #expect(again.out.hasSuffix("Nothing new to import.\n"), "\(again.out)")
    }

    @Test func daylioAsTheReadmeShowsThenItsCheckIns() throws {
        let coach = CoachProcess()
        let folder = try Self.fixture("daylio", in: coach)
        try Self.runReadme(
            "daylio",
            paths: [
                "~/Downloads/daylio_export.csv": folder.appendingPathComponent("daylio.csv"),
                "~/Downloads/backup_2026_11_19.daylio": folder.appendingPathComponent("daylio.daylio"),
            ], in: coach)
        let month = try Data(contentsOf: coach.dataDirectory.appendingPathComponent("checkins/2026-11.json"))
        let checkIns = try #require(
            (try JSONSerialization.jsonObject(with: month) as? [String: Any])?["checkins"] as? [[String: Any]])
        #expect(
            checkIns.map { "\($0["day"]!) \($0["mood"]!) \(($0["tags"] as? [String]) ?? []) \($0["note"] ?? "-")" } == [
                "2026-11-10 4 [\"walk\"] -", "2026-11-11 3 [] -", "2026-11-12 4 [\"walk\"] -",
                "2026-11-13 2 [\"work\"] -",
                "2026-11-14 1 [] Headache all day",
                "2026-11-15 5 [\"walk\", \"friends\"] A good day: Said \"yes\" to the hike",
                "2026-11-16 4 [\"work\", \"friends\", \"reading\"] 08:05 Slow start: Coffee, then emails. / Rain & wind.",
                "2026-11-17 4 [\"walk\"] Quiet morning", "2026-11-18 2 [\"work\"] -",
                "2026-11-19 3 [] Tired / but fine",
            ])
        // The older form (`Nov 8`, 12-hour times), and a renamed mood said with --mood.
        let older = try coach.run(["import", "daylio", folder.appendingPathComponent("daylio-2019.csv").path, "--yes"])
        #expect(older.out.hasPrefix("From daylio: 2 check-ins to add, from 2019-11-08 to 2019-11-09.\n"), "\(older)")
        let renamed = folder.appendingPathComponent("daylio-renamed.csv").path
        let refused = try coach.run(["import", "daylio", renamed, "--yes"])
        #expect(refused.status == 1 && refused.err.contains("the moods 'ecstatic', 'tired' are not Daylio's own"))
        let said = try coach.run(["import", "daylio", renamed, "--mood", "ecstatic=5", "--mood", "Tired=bad", "--yes"])
        #expect(said.out.hasPrefix("From daylio: 3 check-ins to add, from 2026-11-07 to 2026-11-09.\n"), "\(said)")
    }

    @Test func foodDiariesAsTheReadmeShows() throws {
        let coach = CoachProcess()
        let folder = try Self.fixture("meals", in: coach)
        let paths = [
            "~/Downloads/servings.csv": folder.appendingPathComponent("servings.csv"),
            "~/Downloads/nutrition-summary.csv": folder.appendingPathComponent("nutrition.csv"),
        ]
        try Self.runReadme("cronometer", paths: paths, in: coach)
        let again = try coach.run(["import", "cronometer", folder.appendingPathComponent("servings.csv").path, "--yes"])
        #expect(again.out.hasSuffix("3 meals were imported before and are left as they are.\nNothing new to import.\n"))
        let day = try coach.run(["meal", "list", "2026-11-16"], environment: ["COLUMNS": "80"]).out
        #expect(
            day.hasPrefix(
                "Meals on 2026-11-16\n  1  08:00  Breakfast    410 kcal\n  2  19:00  Dinner     1,050 kcal\n"), "\(day)"
        )
    }

    @Test func hostileZipsAreRefusedAndNoPathInOneIsWritten() throws {
        let coach = CoachProcess()
        let folder = try Self.fixture("hostile-loop", in: coach)
        for (zip, problem) in [
            (
                "bomb",
                "'Habits.csv' in it would unpack to more than coach reads of one file (a zip bomb?); nothing was imported"
            ),
            (
                "lying",
                "'Habits.csv' in it unpacks to more than it says or than coach reads (a zip bomb?); nothing was imported"
            ),
        ] {
            let path = folder.appendingPathComponent(zip + ".zip").path
            let result = try coach.run(["import", "loop", path, "--yes"])
            #expect(result.status == 1 && result.err == "Error: \(path): \(problem)\n")
        }
        #expect(!FileManager.default.fileExists(atPath: coach.dataDirectory.path))
        // Entries named `../../climbed/…` and `/tmp/absolute/…` are no habit's folder: read by no one, written nowhere.
        let climbing = try coach.run(
            ["import", "loop", folder.appendingPathComponent("climbing.zip").path, "--yes"], in: folder)
        #expect(climbing.status == 0 && climbing.out.hasPrefix("From loop: 1 habit, 1 day to add,"), "\(climbing.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "bomb.zip", "climbing.zip", "lying.zip",
            ])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute"))
    }

    @Test func aBadLineIsNamedAndNothingIsWritten() throws {
        let coach = CoachProcess()
        let folder = try Self.fixture("habitctl", in: coach)
        let log = folder.appendingPathComponent("log")
        try (String(contentsOf: log, encoding: .utf8) + "2026-11-21\tFloss\tyes\n").write(
            to: log, atomically: true, encoding: .utf8)
        let result = try coach.run(["import", "habitctl", folder.path, "--yes"])
        #expect(result.status == 1)
        #expect(
            result.err
                == "Error: \(folder.path)/log, line 35: '2026-11-21^IFloss^Iyes' is not a day of a habit; a line is the day, the habit and y, n or s, with a tab between, like '2024-01-05<TAB>Floss<TAB>y'\n"
        )
        #expect(!FileManager.default.fileExists(atPath: coach.dataDirectory.path))
        let piped = try coach.run(["import", "habitctl", folder.path], input: "")
        #expect(piped.status == 1 && piped.err.hasPrefix("Error: \(folder.path)/log, line 35: "))
    }
}
