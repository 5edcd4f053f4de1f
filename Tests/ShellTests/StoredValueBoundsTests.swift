import Foundation
import Testing

/// Values the command line refuses can still arrive in a file (a hand edit, a restore, a sync). Each
/// command that reads one runs to the end on the shipped build: the record is named in one warning,
/// left out of every sum, and kept in its file; the good records beside it are still shown.
struct StoredValueBoundsTests {
    /// Now, in UTC (the tests run coach with `TZ=UTC`), as the files and the warnings write it.
    static let now = Date()
    static let day = String(stamp.prefix(10)), month = String(stamp.prefix(7))
    static let stamp: String = {
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return format.string(from: now)
    }()

    /// A fresh data directory holding `files` (path → text), and coach to run in it.
    func coach(with files: [String: String]) throws -> CoachProcess {
        let coach = CoachProcess()
        for (path, text) in files {
            let url = coach.dataDirectory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return coach
    }

    func run(_ command: [String], in coach: CoachProcess) throws -> CoachProcess.Result {
        let output = coach.home.appendingPathComponent("out.html").path
        let words = command.map { $0 == "OUT" ? output : $0 }
        var result = try coach.run(["--color", "never"] + words, environment: ["TZ": "UTC", "COLUMNS": "80"])
        if command.contains("OUT") { result.out += (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        return result
    }

    static let meals = """
        {"version": 1, "entries": [
          {"id": "a1", "name": "Apple", "calories": 52, "quantity": 1, "time": "\(stamp)"},
          {"id": "c1", "name": "Cake", "calories": 9223372036854775807, "quantity": 1, "time": "\(stamp)"},
          {"id": "p1", "name": "Pear", "calories": 57, "quantity": 2, "time": "\(stamp)"}
        ]}
        """
    static let mealWarning =
        "Warning: meals/\(month).json: meal 'Cake' has 9223372036854775807 kcal, more than 10,000 "
        + "(the most coach accepts); it is left out of sums and lists. Delete it with 'meal delete 3 --date \(day) --yes' or fix the file.\n"

    @Test(arguments: [
        (["meal", "list"], "166 kcal"), (["today"], "166 kcal"), (["meal", "history", "--days", "7"], "166"),
        (["insights"], "166"), (["export", "--area", "meals", "--output", "-"], "Pear"),
        (["report", "--output", "OUT"], "166"),
    ])
    func aMealOutOfBoundsIsLeftOutWithOneWarning(command: [String], shown: String) throws {
        let coach = try coach(with: ["meals/\(Self.month).json": Self.meals])
        let result = try run(command, in: coach)
        #expect(result.status == 0, "\(command): \(result.err)")
        #expect(result.err == Self.mealWarning, "\(command)")
        #expect(result.out.contains(shown), "\(command): \(result.out)")
        #expect(
            try String(
                contentsOf: coach.dataDirectory.appendingPathComponent("meals/\(Self.month).json"), encoding: .utf8)
                == Self.meals)
    }

    @Test func theWarningNamesTheDeleteThatRemovesIt() throws {
        let coach = try coach(with: ["meals/\(Self.month).json": Self.meals])
        #expect(try run(["meal", "delete", "3", "--date", Self.day, "--yes"], in: coach).status == 0)
        let result = try run(["meal", "list"], in: coach)
        #expect(result.err == "")
        #expect(result.out.contains("166 kcal"))
    }

    @Test func aCheckInOutOfBoundsIsLeftOutAndDeletedAsTheWarningSays() throws {
        let checkIns =
            "{\"version\": 1, \"checkins\": [{\"day\": \"\(Self.day)\", \"time\": \"\(Self.stamp)\", \"mood\": 9223372036854775807}]}"
        let coach = try coach(with: ["checkins/\(Self.month).json": checkIns])
        let today = try run(["today"], in: coach)
        #expect(today.status == 0)
        #expect(
            today.err
                == "Warning: checkins/\(Self.month).json: the check-in of '\(Self.day)' has a mood of 9223372036854775807, "
                + "more than 5 (the most coach accepts); it is left out of sums and lists. Delete it with 'checkin delete --date \(Self.day) --yes' or fix the file.\n"
        )
        #expect(today.out.contains("not checked in yet"))
        #expect(try run(["checkin", "delete", "--date", Self.day, "--yes"], in: coach).status == 0)
        #expect(try run(["today"], in: coach).err == "")
    }

    static let breathing = """
        {"version": 1, "sessions": [
          {"start": "\(stamp)", "technique": "calm", "pattern": {"inhale": 4, "hold": 0, "exhale": 6, "rest": 0},
           "cyclesPlanned": 6, "cyclesDone": 6, "seconds": 60, "completed": true},
          {"start": "\(stamp)", "technique": "calm", "pattern": {"inhale": 4, "hold": 0, "exhale": 6, "rest": 0},
           "cyclesPlanned": 6, "cyclesDone": 6, "seconds": 1e300, "completed": true}
        ]}
        """
    static let breathingWarning =
        "Warning: breathing/\(month).json: the breathing session of \(stamp) lasted 1e+300 s, "
        + "more than 43200 (the most coach accepts); it is left out of sums and lists. Fix or remove it in the file.\n"

    @Test(arguments: [
        (["today"], "1 min"), (["streaks"], "Breathing"), (["insights"], "1"), (["breathe", "stats"], "1 session"),
        (["goal"], "1"), (["report", "--output", "OUT"], "1 min"),
    ])
    func aBreathingSessionOutOfBoundsIsLeftOutWithOneWarning(command: [String], shown: String) throws {
        let coach = try coach(with: [
            "breathing/\(Self.month).json": Self.breathing, "goals.json": "{\"version\": 2, \"breathing\": 1}",
        ])
        let result = try run(command, in: coach)
        #expect(result.status == 0, "\(command): \(result.err)")
        #expect(result.err == Self.breathingWarning, "\(command)")
        #expect(result.out.contains(shown), "\(command): \(result.out)")
    }

    static let places = """
        {"version": 1, "places": [
          {"id": "far.my", "name": "Far Away", "category": "park", "latitude": 1e308, "longitude": 45.1},
          {"id": "pond.my", "name": "Pond", "category": "park", "latitude": 54.19, "longitude": 45.17}
        ]}
        """
    static let placeWarning =
        "Warning: sights/imported.json: the imported place 'Far Away' has a latitude of 1e+308°, "
        + "more than 90 (the most coach accepts); it is left out of sums and lists. "
        + "Fix or remove it in the file, or remove every imported place with 'sights remove-imported'.\n"

    @Test(arguments: [
        (["sights", "map", "--width", "60", "--height", "20"], "Pond"), (["sights", "show", "Pond"], "Pond"),
    ])
    func aPlaceOutOfBoundsIsLeftOutWithOneWarning(command: [String], shown: String) throws {
        let coach = try coach(with: ["sights/imported.json": Self.places])
        for _ in 1...2 {  // the second run reads the caches the first one built
            let result = try run(command, in: coach)
            #expect(result.status == 0, "\(command): \(result.err)")
            #expect(result.err == Self.placeWarning, "\(command)")
            #expect(result.out.contains(shown), "\(command): \(result.out)")
        }
    }

    /// A month of 2,000 meals out of bounds beside an apple, all eaten now: the first five are named (in the order
    /// `meal delete` numbers them), the others counted, whether the month or its day summary is read, or both.
    @Test(arguments: [["meal", "list"], ["today"], ["meal", "history", "--days", "7"], ["insights"]])
    func manyMealsOutOfBoundsAreCountedAfterTheFirstFive(command: [String]) throws {
        let cakes = (1...2000).map {
            "{\"id\": \"c\($0)\", \"name\": \"Cake \($0)\", \"calories\": 20000, \"quantity\": 1, \"time\": \"\(Self.stamp)\"}"
        }
        let apple =
            "{\"id\": \"a\", \"name\": \"Apple\", \"calories\": 52, \"quantity\": 1, \"time\": \"\(Self.stamp)\"}"
        let month = "{\"version\": 1, \"entries\": [" + ([apple] + cakes).joined(separator: ",\n") + "]}"
        let coach = try coach(with: ["meals/\(Self.month).json": month])
        let named = (1...5).map {
            "Warning: meals/\(Self.month).json: meal 'Cake \($0)' has 20000 kcal, more than 10,000 (the most coach accepts); "
                + "it is left out of sums and lists. Delete it with 'meal delete \($0 + 1) --date \(Self.day) --yes' or fix the file.\n"
        }
        let rest =
            "Warning: 1995 more records out of bounds are left out of sums and lists; fix the ones above to see the next.\n"
        for _ in 1...2 {  // the second run reads the day summaries the first one built
            let result = try run(command, in: coach)
            #expect(result.status == 0, "\(command): \(result.err)")
            #expect(result.err == named.joined() + rest, "\(command)")
        }
    }
}
