import Core
import Foundation
import LiveStorage
import Storage

/// A year of every area in a data directory, up to the real today (the binary under test reads the real
/// clock): meals, check-ins, breathing, relax and study logs written through their month logs, and goals,
/// favourites, visits, notes, an imported place, a reminder, a named timer, a formula of one's own and a
/// meal photo made by coach itself from a piped script.
enum YearOfData {
    static func write(into coach: CoachProcess) throws {
        let calendar = LocalCalendar.current
        let today = CalendarDay(Date(), in: calendar)
        let store = FileStore(directory: coach.dataDirectory)
        var meals: [LogMonth: [MealEntry]] = [:]
        var sessions: [LogMonth: [BreathingSessionRecord]] = [:]
        var relax: [LogMonth: [RelaxSessionRecord]] = [:]
        var reviews: [LogMonth: [FormulaReview]] = [:]
        var checkIns: [LogMonth: [CheckIn]] = [:]
        for back in 1...365 {
            let day = today.adding(days: -back)
            let month = day.logMonth
            let morning = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 7))!
            for (hour, text) in [(1, "Oatmeal 150"), (5, "Soup, \"borscht\" \(300 + back % 7)"), (11, "Tea 5")] {
                meals[month, default: []].append(
                    MealEntry(
                        try MealInput.parse(text), time: morning.addingTimeInterval(Double(hour) * 3600),
                        id: "m\(back)-\(hour)"))
            }
            let pattern = BreathingPattern(inhale: 4, exhale: 6)
            sessions[month, default: []].append(
                BreathingSessionRecord(
                    start: morning, technique: "calm", pattern: pattern, cyclesPlanned: 60,
                    cyclesDone: 60, seconds: Double(300 + back % 11 * 30), completed: true))
            if back % 3 == 0 {
                relax[month, default: []].append(
                    RelaxSessionRecord(
                        start: morning.addingTimeInterval(9 * 3600), practice: RelaxPractice.allCases[back % 4],
                        seconds: Double(120 + back), shown: back % 5, interactions: back % 7))
            }
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
        for (month, records) in relax {
            try MonthLog<RelaxSessionRecord>(store: store).update(month) { $0 += records.reversed() }
        }
        for (month, records) in reviews {
            try MonthLog<FormulaReview>(store: store).update(month) { $0 += records.reversed() }
        }
        for (month, records) in checkIns {
            try MonthLog<CheckIn>(store: store).update(month) { $0 += records.reversed() }
        }

        let places = coach.home.appendingPathComponent("places.csv")
        let photo = coach.home.appendingPathComponent("soup.jpg")
        try "name,lat,lon,category,description\nOld Mill,54.19,45.17,Museums,A mill on the river\n".write(
            to: places, atomically: true, encoding: .utf8)
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 7, count: 2000)).write(to: photo)
        let script = """
            goal breathing 10m
            goal calories 2000
            goal study 2
            sights fav alley-of-glory
            sights visit alley-of-glory --date \(today.adding(days: -20).text)
            sights note alley-of-glory "went at dusk"
            sights import '\(places.path)'
            remind add 07:30 breathe "before work"
            formula add "Spring" "F = k*x" --category physics
            meal add "Soup 320" --photo '\(photo.path)'
            checkin --mood 4 --energy 3 --note "today"
            """
        let made = try coach.run([], input: script + "\n")
        guard made.status == 0 else { throw Failure("making the year failed: \(made.err)") }
    }

    /// Every `--json` listing of every area, the calendar heat map and the export included.
    static let listings: [[String]] = [
        ["export", "--format", "json", "--output", "-"], ["meal", "history", "--days", "366", "--json"],
        ["meal", "list", "--json"],
        ["meal", "foods", "--json"], ["checkin", "list", "--days", "366", "--json"], ["breathe", "stats", "--json"],
        ["breathe", "list", "--json"],
        ["relax", "stats", "--days", "366", "--json"], ["formula", "progress", "--json"],
        ["formula", "stats", "--json"],
        ["formula", "list", "--json"], ["goal", "--json"], ["streaks", "--json"], ["insights", "year", "--json"],
        ["insights", "mood", "--days", "366", "--json"], ["insights", "calendar", "--year", "--json"],
        ["sights", "favs", "--json"],
        ["sights", "profile", "--json"], ["sights", "list", "--json"], ["sights", "show", "alley-of-glory", "--json"],
        ["remind", "list", "--json"], ["today", "--json"],
    ]

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
