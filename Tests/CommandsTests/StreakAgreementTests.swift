import Commands
import Core
import Foundation
import Storage
import Testing

/// One streak rule and one computation: over a generated year, `today`, `streaks`, `goal`, `insights`,
/// the report and each area's own `stats` show the same current and longest streak for every area.
struct StreakAgreementTests {
    /// A year of every area with a goal, each with its own gaps, ending on the harness's today (2026-11-21).
    static func year(into coach: Harness) async throws {
        let store = coach.store
        let calendar = coach.calendar
        let today = CalendarDay("2026-11-21")!
        for command in [
            "goal breathing 10m", "goal study 5", "goal calories 2000", "track add water --goal 6 --unit glasses",
            "track add stretch",
        ] {
            #expect(await coach.run(command).status == 0)
        }
        let water = try TrackerBook(store: store, calendar: calendar).tracker(named: "water")
        let stretch = try TrackerBook(store: store, calendar: calendar).tracker(named: "stretch")
        for back in 0..<365 {
            let day = today.adding(days: -back)
            let noon = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
            let month = day.logMonth
            func on(_ every: Int, _ offset: Int) -> Bool { (back * 7 + back / every + offset) % every != 0 }
            if on(9, 1) {
                try MonthLog<BreathingSessionRecord>(store: store).append(
                    BreathingSessionRecord(
                        start: noon, technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6),
                        cyclesPlanned: 60, cyclesDone: 60,
                        seconds: back % 4 == 0 ? 300 : 660, completed: true), in: month)
            }
            if on(11, 2) {
                for card in 0..<(back % 3 == 0 ? 3 : 5) {
                    try MonthLog<FormulaReview>(store: store).append(
                        FormulaReview(id: "density", date: noon.addingTimeInterval(Double(card)), grade: .good),
                        in: month)
                }
            }
            if on(7, 3) {
                try MonthLog<MealEntry>(store: store).append(
                    MealEntry(try MealInput.parse("Stew \(back % 5 == 0 ? 2400 : 1800)"), time: noon), in: month)
            }
            if on(13, 4) {
                _ = try CheckInJournal(store: store).record(
                    CheckIn(day: day, time: noon, mood: 1 + back % 5, energy: nil, note: nil)
                ) { _ in true }
            }
            if on(6, 5) {
                try TrackerBook(store: store, calendar: calendar).log(
                    TrackerEntry(tracker: water.id, time: noon, value: back % 4 == 0 ? 3 : 7))
            }
            if on(5, 1) {
                try TrackerBook(store: store, calendar: calendar).log(
                    TrackerEntry(tracker: stretch.id, time: noon, value: 1))
            }
        }
    }

    struct Streak: Equatable, CustomStringConvertible {
        var current: Int, best: Int
        var description: String { "\(current)/\(best)" }
    }

    static func json(_ text: String) -> Any { try! JSONSerialization.jsonObject(with: Data(text.utf8)) }

    static func streak(_ object: Any?, _ current: String = "current", _ best: String = "best") -> Streak? {
        guard let object = object as? [String: Any], let current = object[current] as? Int,
            let best = object[best] as? Int
        else { return nil }
        return Streak(current: current, best: best)
    }

    @Test func everyViewShowsTheSameStreakForEveryArea() async throws {
        let coach = Harness()
        try await Self.year(into: coach)
        var seen: [String: [String: Streak]] = [:]  // area → view → streak
        for row in Self.json(await coach.run("streaks --json").out) as! [[String: Any]] {
            seen[row["area"] as! String, default: [:]]["streaks"] = Self.streak(row)
        }
        for row in (Self.json(await coach.run("today --json").out) as! [String: Any])["areas"] as! [[String: Any]] {
            seen[row["area"] as! String, default: [:]]["today"] = Self.streak(row, "streak", "best")
        }
        for row in (Self.json(await coach.run("goal --json").out) as! [String: Any])["today"] as! [[String: Any]] {
            seen[row["area"] as! String, default: [:]]["goal"] = Self.streak(row, "streak", "best")
        }
        let names = ["meals": "calories", "mood": "checkin"]
        for row in Self.json(await coach.run("insights year --json").out) as! [[String: Any]] {
            let series = row["area"] as! String
            seen[names[series] ?? series, default: [:]]["insights"] = Self.streak(row["streak"])
        }
        seen["breathing", default: [:]]["breathe stats"] = Self.streak(
            Self.json(await coach.run("breathe stats --json").out), "currentStreak", "bestStreak")
        seen["study", default: [:]]["formula stats"] = Self.streak(
            Self.json(await coach.run("formula stats --json").out), "currentStreak", "bestStreak")
        let list = await coach.run("checkin list").out
        if let range = list.range(of: #"Check-in streak: (\d+) days? \(best (\d+)\)"#, options: .regularExpression) {
            let numbers = list[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            seen["checkin", default: [:]]["checkin list"] = Streak(current: numbers[0], best: numbers[1])
        }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("coach-report-\(UUID()).html").path
        #expect(await coach.run("report --output \(report)").status == 0)
        let page = try String(contentsOfFile: report, encoding: .utf8)
        for section in page.components(separatedBy: "<h2>").dropFirst() {
            let title = section.prefix { $0 != "<" }.lowercased()
            guard let range = section.range(of: #"streak (\d+) days?, longest (\d+)"#, options: .regularExpression)
            else { continue }
            let numbers = section[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            seen[names[title] ?? title, default: [:]]["report"] = Streak(current: numbers[0], best: numbers[1])
        }
        let track = Self.json(await coach.run("track list --json").out) as! [[String: Any]]
        for row in track {
            seen[row["name"] as! String, default: [:]]["track list"] = Self.streak(row, "streak", "best")
        }

        let areas = ["checkin", "breathing", "calories", "study", "water", "stretch"]
        #expect(Set(seen.keys).isSuperset(of: areas))
        for area in areas {
            let views = seen[area]!
            let values = Set(views.values.map(\.description))
            #expect(values.count == 1, "\(area): \(views)")
            #expect(views.count >= 5, "\(area) is shown by \(views.keys.sorted())")
            #expect(views.values.first!.best > 1, "\(area): \(views)")
        }
    }
}
