import Foundation
import Testing

/// `export` writes CSV that Python's csv module reads back field for field, and never overwrites.
struct ExportEndToEndTests {
    @Test func pythonReadsTheCSVBackExactly() throws {
        let coach = CoachProcess()
        let script = """
            meal add 'Soup, "hot"' 300 --date 2026-11-20 --time 13:05
            meal add Борщ 2x 180 --date 2026-11-21 --time 19:30
            checkin --mood 4 --energy 3 --note 'slept well, "finally"' --date 2026-11-21
            """
        #expect(try coach.run(input: script, environment: ["TZ": "Europe/Moscow"]).status == 0)
        let folder = coach.home.appendingPathComponent("export")
        let result = try coach.run(["export", "--output", folder.path], environment: ["TZ": "Europe/Moscow"])
        #expect(result.err == "")
        #expect(result.out == "Exported 2 meals, 1 check-in, 0 breathing sessions, 0 card reviews and 0 sight visits to \(folder.path)/ as CSV.\n")
        let read = """
            import csv, json, sys
            print(json.dumps({name: list(csv.reader(open(sys.argv[1] + "/" + name + ".csv", newline="", encoding="utf-8")))
                              for name in ["meals", "checkins", "breathing"]}, ensure_ascii=False))
            """
        let python = try coach.run(["-c", read, folder.path], program: "/usr/bin/python3")
        let tables = try JSONSerialization.jsonObject(with: Data(python.out.utf8)) as! [String: [[String]]]
        #expect(tables["meals"]?.map { Array($0.dropFirst()) } == [
            ["time", "name", "calories", "quantity", "total", "photo"],
            ["2026-11-20T13:05:00+03:00", "Soup, \"hot\"", "300", "1", "300", ""],
            ["2026-11-21T19:30:00+03:00", "Борщ", "180", "2", "360", ""],
        ])
        #expect(tables["checkins"]?.last?.dropFirst(2).map { $0 } == ["4", "3", "slept well, \"finally\""])
        #expect(tables["breathing"] == [["start", "technique", "inhale", "hold", "exhale", "rest", "cycles_planned", "cycles_done", "seconds", "completed"]])
        let again = try coach.run(["export", "--output", folder.path])
        #expect(again.status == 1)
        #expect(again.err.hasSuffix("are already there; add --force to replace, or choose another folder with --output\n"))
        #expect(try coach.run(["export", "--output", folder.path, "--force", "--format", "json"]).status == 0)
        let blocked = try coach.run(["export", "--output", coach.home.appendingPathComponent("out/inside").path])
        #expect(blocked.err.hasPrefix("Error: cannot make the folder \(coach.home.path)/out/inside: "))
    }
}
