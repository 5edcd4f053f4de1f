import Commands
import Core
import Foundation
import Storage
import Testing

/// A year of every area, backed up and restored into an empty data directory, lists the same.
struct BackupRestoreTests {
    static let listings = [
        "export --format json --output -", "meal history --days 366 --json", "checkin list --days 366 --json",
        "breathe stats --json",
        "formula progress --json", "goal --json", "streaks --json", "insights year --json",
        "insights mood --days 366 --json",
        "insights calendar --year --json", "sights favs --json", "today --json",
    ]

    /// Twelve months up to the harness's today: three meals, a session, two cards and a check-in a day.
    static func year(into coach: Harness) async throws {
        for line in [
            "goal breathing 10m", "goal calories 2000", "goal study 2", "sights fav alley-of-glory",
            "sights visit alley-of-glory",
        ] {
            #expect(await coach.run(line).status == 0, "\(line)")
        }
        let store = coach.context.store
        let calendar = coach.calendar
        let today = coach.context.today
        var meals: [LogMonth: [MealEntry]] = [:]
        var sessions: [LogMonth: [BreathingSessionRecord]] = [:]
        var reviews: [LogMonth: [FormulaReview]] = [:]
        var checkIns: [LogMonth: [CheckIn]] = [:]
        for back in 0..<365 {
            let day = today.adding(days: -back)
            let month = day.logMonth
            let morning = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 7))!
            for (hour, text) in [(1, "Oatmeal 150"), (5, "Soup, \"borscht\" \(300 + back % 7)"), (11, "Tea 5")] {
                meals[month, default: []].append(
                    MealEntry(
                        try MealInput.parse(text), time: morning.addingTimeInterval(Double(hour) * 3600),
                        id: "m\(back)-\(hour)"))
            }
            sessions[month, default: []].append(
                BreathingSessionRecord(
                    start: morning, technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6),
                    cyclesPlanned: 60, cyclesDone: 60, seconds: Double(300 + back % 11 * 30), completed: true))
            reviews[month, default: []] += [
                FormulaReview(id: "density", date: morning.addingTimeInterval(3600), grade: .good),
                FormulaReview(id: "ohms-law", date: morning.addingTimeInterval(3660), grade: .hard),
            ]
            checkIns[month, default: []].append(
                CheckIn(
                    day: day, time: morning, mood: 1 + back % 5, energy: back % 3 == 0 ? nil : 1 + back % 4,
                    note: back % 10 == 0 ? "note \(back)" : nil))
        }
        for (month, records) in meals {
            try MonthLog<MealEntry>(store: store).update(month) { $0 += records.reversed() }
        }
        for (month, records) in sessions {
            try MonthLog<BreathingSessionRecord>(store: store).update(month) { $0 += records.reversed() }
        }
        for (month, records) in reviews {
            try MonthLog<FormulaReview>(store: store).update(month) { $0 += records.reversed() }
        }
        for (month, records) in checkIns {
            try MonthLog<CheckIn>(store: store).update(month) { $0 += records.reversed() }
        }
    }

    @Test func aYearOfEveryAreaComesBackTheSame() async throws {
        let source = Harness(.files)
        let copy = Harness(.files)
        try await Self.year(into: source)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coach-backup-\(UUID()).json").path
        let backup = await source.run("backup \(file)")
        #expect(backup.status == 0 && backup.out.hasPrefix("Backed up 54 files ("), "\(backup)")
        #expect(await copy.run("restore \(file)").out.hasPrefix("Restored \(file) into "))
        for line in Self.listings {
            let (before, after) = (await source.run(line), await copy.run(line))
            #expect(before.status == 0 && before.out.count > 2, "\(line): \(before.err)")
            #expect(before.out == after.out, "\(line)")
        }
        let again = await copy.run("restore \(file)").out
        #expect(again.hasSuffix(": 0 added, 54 already here, 0 conflicts.\n"))
    }

    @Test func aMergeAddsWhatIsMissingAndReportsConflicts() async throws {
        let coach = Harness()
        #expect(await coach.run("meal add Apple 52").status == 0)
        #expect(await coach.run("goal calories 2000").status == 0)
        let month = "meals/2026-11.json"
        let store = coach.context.store as! MemoryStore
        let present = store.contents(at: month)!
        var object = try JSONSerialization.jsonObject(with: present) as! [String: Any]
        var entries = object["entries"] as! [[String: Any]]
        entries.append(["id": "extra", "name": "Pear", "calories": 60, "quantity": 1, "time": entries[0]["time"]!])
        entries[0]["calories"] = 99
        object["entries"] = entries
        let backup = [
            month: try JSONSerialization.data(withJSONObject: object),
            "goals.json": Data("{\"version\":2,\"calories\":1800}".utf8),
            "checkins/2026-11.json": Data("{\"version\":1,\"checkins\":[]}".utf8),
        ]
        let plan = try RestorePlan(backup: backup, current: try store.snapshot(), replace: false)
        #expect(plan.added == 2 && plan.skipped == 0)
        #expect(
            plan.conflicts == [
                "goals.json: calories differs from the backup",
                "meals/2026-11.json: entries \(entries[0]["id"]!) differs from the backup",
            ])
        #expect(plan.writes.keys.sorted() == ["checkins/2026-11.json", month])
        let replaced = try RestorePlan(backup: backup, current: try store.snapshot(), replace: true)
        #expect(replaced.writes.keys.sorted() == ["checkins/2026-11.json", "goals.json", month])
    }

    @Test(arguments: [
        (
            "{\"format\":\"coach-backup\",\"version\":2,\"created\":\"x\",\"files\":[]}",
            "'b.json' is a version 2 backup, newer than this coach reads (1); update coach first. Nothing was restored"
        ),
        (
            "{\"format\":\"coach-backup\",\"version\":1,\"created\":\"x\",\"files\":[{\"path\":\"../x\",\"size\":0,\"base64\":\"\"}]}",
            "'b.json' is damaged: ../x: not a path inside the data directory; nothing was restored"
        ),
        (
            "{\"format\":\"coach-backup\",\"version\":1,\"created\":\"x\",\"files\":[{\"path\":\"goals.json\",\"size\":3,\"base64\":\"e30=\"}]}",
            "'b.json' is damaged: goals.json: its contents do not match its size; nothing was restored"
        ),
        (
            "{\"format\":\"coach-backup\",\"version\":1,\"created\":\"x\",\"files\":[{\"path\":\"goals.json\",\"size\":14,\"base64\":\"eyJ2ZXJzaW9uIjo5OX0=\"}]}",
            "'b.json' is damaged: goals.json: version 99 is newer than this coach reads; update coach first; nothing was restored"
        ),
        (
            "{\"format\":\"other\",\"version\":1,\"created\":\"x\",\"files\":[]}",
            "'b.json' is not a coach backup (format is 'other', not 'coach-backup'); nothing was restored"
        ),
        (
            "{\"format\": \"coach-backup\",\n \"version\": 1,, }",
            "'b.json' is not a coach backup (invalid value at line 2, column 15); nothing was restored"
        ),
        (
            "{\"format\":\"coach-backup\",\"version\":1}",
            "'b.json' is not a coach backup (it has no \"files\" list); nothing was restored"
        ),
        (
            "{\"format\":\"coach-backup\",\"version\":\"1\",\"files\":[]}",
            "'b.json' is not a coach backup (it has no whole-number \"version\"); nothing was restored"
        ),
        (
            "{\"version\":1,\"files\":[]}",
            "'b.json' is not a coach backup (it has no \"format\": \"coach-backup\"); nothing was restored"
        ),
        ("[1]", "'b.json' is not a coach backup (it is not a JSON object); nothing was restored"),
        (
            "{\"format\":\"coach-backup\",\"version\":1,\"files\":[{\"size\":0,\"base64\":\"\"}]}",
            "'b.json' is not a coach backup (file 1 has no \"path\"); nothing was restored"
        ),
        (
            "{\"format\":\"coach-backup\",\"version\":1,\"files\":[{\"path\":\"goals.json\",\"size\":1e30,\"base64\":\"e30=\"}]}",
            "'b.json' is damaged: goals.json: its contents do not match its size; nothing was restored"
        ),
    ])
    func aBrokenOrNewerBackupIsRefusedWhole(text: String, message: String) {
        #expect(throws: BackupError.self) { try BackupBundle.read(Data(text.utf8), from: "b.json") }
        do { _ = try BackupBundle.read(Data(text.utf8), from: "b.json") } catch { #expect(error.message == message) }
    }
}
