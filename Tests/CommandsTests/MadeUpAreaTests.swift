import Commands
import Core
import Foundation
import Storage
import Testing

/// A nap: an area made up here, in the test target, with no edit anywhere else.
struct Nap: MonthlyRecord {
    static let folder = "naps"
    static let listKey = "naps"
    static let currentVersion = 1
    var time = Date(timeIntervalSince1970: 0)
    var minutes = 0.0
    var unknownFields = UnknownFields()

    mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("time", &time)
        try fields.field("minutes", &minutes)
    }

    func outOfBounds() -> OutOfBounds? { nil }
}

/// The made-up area: minutes napped a day, read from its own month files.
struct NapArea: Area {
    let id = "naps"
    let title = "Naps"
    let unit = "min"

    func values(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws -> [CalendarDay:
        Double]
    {
        var days: [CalendarDay: Double] = [:]
        for nap in try MonthLog<Nap>(store: sources.store).all() {
            let day = CalendarDay(nap.time, in: sources.calendar)
            if day >= first, day <= last { days[day, default: 0] += nap.minutes }
        }
        return days
    }

    func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws -> ExportTable?
    {
        ExportTable(
            name: "naps", columns: ["date", "minutes"],
            rows: try MonthLog<Nap>(store: sources.store).all().sorted { $0.time < $1.time }.map {
                [.text(CalendarDay($0.time, in: sources.calendar).text), .number($0.minutes)]
            })
    }
}

/// An area registered in the test target shows in every view, and its files travel by backup and sync,
/// with nothing written for it anywhere else.
struct MadeUpAreaTests {
    static func naps(into coach: Harness) throws {
        let log = MonthLog<Nap>(store: coach.store)
        let today = Date(timeIntervalSince1970: 1_795_248_720)  // the harness's now: 2026-11-21 08:12 UTC
        for back in 0..<3 {
            try log.append(
                Nap(time: today.addingTimeInterval(Double(-back) * 86_400), minutes: 25),
                in: LogMonth(year: 2026, month: 11))
        }
    }

    @Test func aMadeUpAreaShowsInEveryView() async throws {
        let coach = Harness(areas: [ShownArea(NapArea())])
        try Self.naps(into: coach)
        #expect(
            await coach.run("goal naps 20").out
                == "Naps goal: 20 min a day.\nToday: 25 / 20 min  ████████████████████  125%\n")
        let today = await coach.run("today").out
        #expect(
            today.contains("  Naps        25 / 20 min  ████████████████████  125%   streak 3 days · best 3\n"),
            "\(today)")
        #expect(await coach.run("goal").out.contains("  Naps        20 min a day"))
        #expect(await coach.run("streaks").out.contains("  Naps        3 days   best 3   15%   goal: 20 min a day\n"))
        let week = await coach.run("insights week --area naps").out
        #expect(week.hasPrefix("Naps · 2026-11-15 to 2026-11-21 · goal 20 min (│)\n"), "\(week)")
        // Counted from the first nap: the days before it were before naps were kept, not days missed.
        #expect(week.contains("goal met 3 of 3 days · streak 3 days, longest 3 · strength 15%."))
        #expect(await coach.run("insights mood").out.contains("Naps"))
        #expect(
            await coach.run("export --area naps --output -").out
                == "date,minutes\r\n2026-11-19,25\r\n2026-11-20,25\r\n2026-11-21,25\r\n")
        #expect(await coach.run("today --json").out.contains(#""area" : "naps""#))
    }

    /// What is left of a made-up area's goal, said without a command of its own, in English as it has always read.
    @Test func aMadeUpAreaSaysWhatIsLeftInItsOwnWords() {
        let naps = NapArea()
        let russian = Messages(.ru)
        #expect(naps.stillToDo(value: 25, goal: AreaGoal(.atLeast(30)))?.task == "naps: 5 more min")
        #expect(naps.stillToDo(value: nil, goal: AreaGoal(.atLeast(30)), in: .english)?.task == "naps: 30 more min")
        #expect(naps.stillToDo(value: 40, goal: AreaGoal(.atLeast(30))) == nil)
        #expect(naps.stillToDo(value: nil, goal: AreaGoal(.atMost(30)))?.task == "log naps")
        #expect(naps.stillToDo(value: nil, goal: AreaGoal(.logged))?.task == "naps: not done yet")
        #expect(naps.stillToDo(value: 25, goal: AreaGoal(.atLeast(30)), in: russian)?.task == "naps: ещё 5 мин")
    }

    @Test func aMadeUpAreasFilesTravelByBackupAndSync() async throws {
        let laptop = Harness(.files, areas: [ShownArea(NapArea())])
        try Self.naps(into: laptop)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coach-naps-\(UUID()).json").path
        #expect(await laptop.run("backup \(file)").status == 0)
        let restored = Harness(.files, areas: [ShownArea(NapArea())])
        #expect(await restored.run("restore \(file)").status == 0)
        #expect(await restored.run("export --area naps --output -").out.hasSuffix("2026-11-21,25\r\n"))

        let remote = FileManager.default.temporaryDirectory.appendingPathComponent("coach-naps-\(UUID()).git").path
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", "--bare", remote]
        try git.run()
        git.waitUntilExit()
        #expect(await laptop.run("sync init \(remote) --machine laptop").status == 0)
        #expect(await laptop.run("sync").status == 0)
        let desktop = Harness(.files, areas: [ShownArea(NapArea())])
        #expect(await desktop.run("sync clone \(remote) --machine desktop").status == 0)
        #expect(await desktop.run("today").out.contains("  Naps        25 min"))
    }
}
