import Foundation
import Testing

/// Every `--json` view writes the one style docs/scripts.md ("JSON for scripts") describes: snake_case keys, moments in
/// RFC 3339 local time with their offset, and only the keys its table lists for that view.
struct ScreenJSONTests {
    /// The guide's table: a view's name, and the keys it lists.
    static func documented() throws -> [String: Set<String>] {
        let readme = try String(
            contentsOf: CoachProcess.packageRoot.appendingPathComponent("docs/scripts.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "| view (with `--json`) | keys |\n|---|---|\n").last)
        var views: [String: Set<String>] = [:]
        for row in table.split(separator: "\n").prefix(while: { $0.hasPrefix("| `") }) {
            // `insights week\|month\|year`, `track show NAME`: a cell may name several views, its | escaped.
            let cells = row.replacingOccurrences(of: "\\|", with: "¦").split(
                separator: "|", omittingEmptySubsequences: false
            )
            .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "¦", with: "|") }
            let keys = cells[2].components(separatedBy: ";")[0].split(separator: "`", omittingEmptySubsequences: false)
            views[cells[1]] = Set(keys.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        }
        return views
    }

    /// What each row of the table runs, with the data `prepare` leaves.
    static let runs: [String: [[String]]] = [
        "`today`": [["today"]], "`status`": [["status"]], "`goal`": [["goal"]], "`streaks`": [["streaks"]],
        "`insights week|month|year`, `track show NAME`": [
            ["insights", "week"], ["insights", "month"], ["insights", "year"], ["track", "show", "water"],
        ],
        "`insights mood`": [["insights", "mood"]], "`insights time`": [["insights", "time"]],
        "`insights calendar`": [["insights", "calendar"]],
        "`insights calendar --area mood`": [["insights", "calendar", "--area", "mood"]],
        "`checkin list`": [["checkin", "list"]], "`track list`": [["track", "list"]],
        "`breathe list`": [["breathe", "list"]],
        "`breathe stats`": [["breathe", "stats"]], "`relax stats`": [["relax", "stats"]],
        "`meal list`": [["meal", "list"]],
        "`meal show N`": [["meal", "show", "1"]], "`meal history`": [["meal", "history"]],
        "`meal foods`": [["meal", "foods"]],
        "`formula list`": [["formula", "list"]], "`formula search TEXT`": [["formula", "search", "energy"]],
        "`formula show ID`": [["formula", "show", "ohms-law"]], "`formula progress`": [["formula", "progress"]],
        "`formula stats`": [["formula", "stats"]], "`formula import FILE`": [["formula", "import", "formulas.json"]],
        "`formula solve ID VALUES`": [["formula", "solve", "ohms-law", "I=2", "R=6"]],
        "`sights list`": [["sights", "list"]], "`sights search TEXT`": [["sights", "search", "museum"]],
        "`sights show ID`": [["sights", "show", "mordovia-arena"]],
        "`sights near PLACE`": [["sights", "near", "mordovia-arena"]],
        "`sights favs`": [["sights", "favs"]], "`sights profile`": [["sights", "profile"]],
        "`sights categories`": [["sights", "categories"]],
        "`stats`": [["stats"]], "`stats achievements`": [["stats", "achievements"]],
        "`sights route ID ID…`": [["sights", "route", "mordovia-arena", "saransk-arena"]],
        "`sights import FILE`": [["sights", "import", "places.geojson"]],
        "`remind list`": [["remind", "list"]], "`timer list`": [["timer", "list"]],
        "`stopwatch status`": [["stopwatch", "status"]],
        "`stopwatch laps`": [["stopwatch", "laps"]], "`calc EXPRESSION`": [["calc", "1+1"]],
        "`settings`": [["settings"]],
        "`where`": [["where"]], "`sync status`": [["sync", "status"]], "`history`": [["history"]], "`vars`": [["vars"]],
    ]

    /// Values keyed by what a person named (an area, a symbol, a variable): their keys are data, not the view's.
    static let keyedByData: Set<String> = ["goals", "example", "notes"]

    static func prepare(_ coach: CoachProcess) throws {
        try ScreenWidthTests.prepare(coach)
        let remote = coach.home.appendingPathComponent("remote.git").path
        try coach.run(["init", "--bare", "-q", remote], program: "/usr/bin/git")
        try """
        {"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[45.18,54.19]},
        "properties":{"name":"My Cafe","category":"other"}}]}
        """.write(to: coach.home.appendingPathComponent("places.geojson"), atomically: true, encoding: .utf8)
        try """
        {"version":1,"formulas":[{"id":"spring-force","name":"Spring force","category":"physics","topic":"My formulas",
        "equation":"F = k*x","display":"F = k*x","about":"","variables":[{"symbol":"F","meaning":"force","unit":"N"},
        {"symbol":"k","meaning":"","unit":""},{"symbol":"x","meaning":"","unit":""}],"example":{},"isIdentity":false,
        "isUserFormula":true}],"notes":{"spring-force":"Hooke"}}
        """.write(to: coach.home.appendingPathComponent("formulas.json"), atomically: true, encoding: .utf8)
        for line in [
            "breathe --cycles 1", "sights visit mordovia-arena", "sights fav mordovia-arena", "formula learn ohms-law",
            "formula note ohms-law exam",
            "stopwatch start", "stopwatch lap", "x = 2", "remind add 07:30 --weekdays breathe",
            "sync init \(remote) --machine desk",
        ] {
            let result = try coach.run(input: line + "\n")
            #expect(result.status == 0, "\(line): \(result.err)")
        }
    }

    @Test func everyViewWritesTheDocumentedKeysInOneStyle() throws {
        let documented = try Self.documented()
        #expect(Set(documented.keys) == Set(Self.runs.keys), "the guide's table and this test name different views")
        let coach = CoachProcess()
        try Self.prepare(coach)
        let moment = try Regex(#"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$"#)
        for (view, lines) in Self.runs {
            let listed = documented[view] ?? []
            for line in lines {
                let result = try coach.run(line + ["--json"], in: coach.home)
                #expect(result.status == 0, "\(line): \(result.err)")
                let value = try JSONSerialization.jsonObject(with: Data(result.out.utf8), options: [.fragmentsAllowed])
                var keys: Set<String> = []
                var moments: [String] = []
                func walk(_ value: Any, dataKeys: Bool) {
                    if let object = value as? [String: Any] {
                        for (key, inner) in object {
                            if !dataKeys { keys.insert(key) }
                            walk(inner, dataKeys: Self.keyedByData.contains(key))
                        }
                    } else if let list = value as? [Any] {
                        for inner in list { walk(inner, dataKeys: false) }
                    } else if let text = value as? String, text.count > 10, text.prefix(11).last == "T",
                        text.first?.isNumber == true
                    {
                        moments.append(text)
                    }
                }
                // `vars` is keyed by variable name throughout.
                walk(value, dataKeys: view == "`vars`")
                #expect(
                    keys.subtracting(listed).sorted() == [],
                    "\(line.joined(separator: " ")) writes keys the guide does not list")
                #expect(
                    keys.filter { $0.contains(where: \.isUppercase) }.sorted() == [], "\(line.joined(separator: " "))")
                #expect(
                    moments.filter { (try? moment.wholeMatch(in: $0)) == nil } == [], "\(line.joined(separator: " "))")
            }
        }
    }
}
