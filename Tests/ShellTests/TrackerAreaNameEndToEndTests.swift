import Foundation
import Testing

/// A data directory an older coach or a hand edit left with a tracker named like a built-in area (`breathing`), on
/// the shipped build, one process a command: the tracker is shown as `my-breathing` beside the built-in area, a note
/// says so once for the data directory, nothing in its files changes until `track rename` gives it a name of its own.
struct TrackerAreaNameEndToEndTests {
    static let trackers = """
        {"version": 1, "trackers": [
          {"id": "breathing", "name": "breathing", "kind": "count", "unit": "breaths", "added": "2026-11-01T08:00:00Z"}
        ]}
        """
    static let entries = """
        {"version": 1, "entries": [
          {"id": "0000000000000001", "tracker": "breathing", "time": "2026-11-20T09:00:00Z", "value": 20},
          {"id": "0000000000000002", "tracker": "breathing", "time": "2026-11-21T09:00:00Z", "value": 30}
        ]}
        """
    static let goals = #"{"version": 2, "breathing": 10, "areas": {"breathing": {"atLeast": 25}}}"#

    static let note =
        "Note: your tracker 'breathing' has a name of coach's own area Breathing, so it is shown as 'my-breathing'; "
        + "its log and goal are kept. Rename it with 'track rename my-breathing NAME' (this note is shown once).\n"

    func run(_ words: [String], in coach: CoachProcess) throws -> CoachProcess.Result {
        try coach.run(["--color", "never"] + words, environment: ["TZ": "UTC"])
    }

    @Test func theTrackerIsShownByANameOfItsOwnAndTheNoteSaidOnce() throws {
        let coach = CoachProcess()
        let files = [
            "trackers.json": Self.trackers, "trackers/2026-11.json": Self.entries, "goals.json": Self.goals,
        ]
        for (path, text) in files {
            let url = coach.dataDirectory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let kept = try Data(contentsOf: coach.dataDirectory.appendingPathComponent("trackers.json"))

        let today = try run(["today"], in: coach)
        #expect(today.status == 0)
        #expect(today.err == Self.note)
        let rows = today.out.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(rows.filter { $0 == "Breathing" }.count == 1, "\(today.out)")
        #expect(rows.filter { $0 == "My-breathing" }.count == 1, "\(today.out)")
        // Another coach, on the same data directory: nothing more to say.
        let goal = try run(["goal"], in: coach)
        #expect(goal.err == "")
        #expect(
            goal.out.contains("Breathing      10 min a day") && goal.out.contains("My-breathing   25 breaths a day"))
        let range = ["--from", "2026-11-01", "--to", "2026-11-30", "--output", "-"]
        #expect(
            try run(["export", "--area", "my-breathing"] + range, in: coach).out
                == "time,date,tracker,value,unit,set,skipped\r\n2026-11-20T09:00:00+00:00,2026-11-20,my-breathing,20,breaths,false,false\r\n2026-11-21T09:00:00+00:00,2026-11-21,my-breathing,30,breaths,false,false\r\n"
        )
        #expect(try run(["export", "--area", "breathing"] + range, in: coach).out.hasPrefix("time,date,technique,"))
        #expect(try Data(contentsOf: coach.dataDirectory.appendingPathComponent("trackers.json")) == kept)
        let told = try String(
            contentsOf: coach.dataDirectory.appendingPathComponent("trackers/names-told.json"), encoding: .utf8)
        #expect(told.contains(#""shownAs" : "my-breathing""#), "\(told)")

        #expect(
            try run(["track", "rename", "my-breathing", "breaths"], in: coach).out
                == "Renamed my-breathing to breaths; its log and goal stay with it.\n")
        let after = try run(["today"], in: coach)
        #expect(after.err == "")
        #expect(after.out.contains("  Breaths ") && !after.out.contains("My-breathing"), "\(after.out)")
        #expect(try run(["goal"], in: coach).out.contains("Breaths     25 breaths a day"))
    }
}
