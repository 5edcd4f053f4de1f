import Commands
import Core
import Foundation
import Storage
import Testing

/// `insights` over a week laid down through the journals: breathing 12 min on four days, meals, cards and check-ins.
struct InsightsCommandTests {
    static func week() async throws -> Harness {
        let coach = Harness()
        for line in ["goal breathing 10m", "goal calories 2000"] { #expect(await coach.run(line).status == 0) }
        let context = coach.context
        let calendar = coach.calendar
        let today = context.today
        for back in 0..<7 {
            let day = today.adding(days: -back)
            let morning = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 7))!
            if back % 2 == 0 {
                try context.breathing.log(
                    BreathingSessionRecord(
                        start: morning, technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6),
                        cyclesPlanned: 72, cyclesDone: 72, seconds: 720, completed: true))
            }
            try context.meals.add(
                MealEntry(
                    try MealInput.parse("Soup \(back == 1 ? 2400 : 1500)"), time: morning.addingTimeInterval(5 * 3600)))
            if back < 3 {
                try context.study.record(
                    FormulaReview(id: "density", date: morning.addingTimeInterval(14 * 3600), grade: .good),
                    card: Flashcard(stability: 1, difficulty: 5, lastReview: day, due: day.text))
            }
            _ = try context.checkIns.record(
                CheckIn(day: day, time: morning, mood: back % 2 == 0 ? 4 : 3, energy: 3, note: nil)
            ) { _ in false }
        }
        return coach
    }

    @Test func aWeekOfEachAreaWithTheGoalLineAndTheFigures() async throws {
        let coach = try await Self.week()
        #expect(
            await coach.run("insights week --area breathing").out == """
                Breathing · 2026-11-15 to 2026-11-21 · goal 10 min (│)
                11-15 Sun  █████████████████████████│████  12
                11-16 Mon                           │      0
                11-17 Tue  █████████████████████████│████  12
                11-18 Wed                           │      0
                11-19 Thu  █████████████████████████│████  12
                11-20 Fri                           │      0
                11-21 Sat  █████████████████████████│████  12
                Total 48 min · average 6.9 min a day · best day 2026-11-15 (12 min) · goal met 4 of 7 days · streak 1 day, longest 1 · strength 18%.

                """)
        #expect(
            await coach.run("insights week --area meals").out == """
                Meals · 2026-11-15 to 2026-11-21 · goal 2,000 kcal (│)
                11-15 Sun  ███████████████████      │      1,500
                11-16 Mon  ███████████████████      │      1,500
                11-17 Tue  ███████████████████      │      1,500
                11-18 Wed  ███████████████████      │      1,500
                11-19 Thu  ███████████████████      │      1,500
                11-20 Fri  █████████████████████████│████  2,400
                11-21 Sat  ███████████████████      │      1,500
                Total 11,400 kcal · average 1,629 kcal over 7 logged days · highest 2026-11-20 (2,400 kcal) · goal met 5 of 7 days · streak 0 days, longest 5 · strength 22%.

                """)
        let year = await coach.run("insights year --area mood").out
        #expect(year.hasPrefix("Mood · 2025-11-22 to 2026-11-21\n2025-11                                  —\n"))
        #expect(
            year.hasSuffix(
                """
                2026-11  █████████████████████           3.6 on average
                Average mood 3.6 over 7 logged days · best day 2026-11-15 (mood 4) · checked in 7 of 7 days · streak 7 days, longest 7 · strength 31%.

                """))
        #expect(await coach.run("insights week").out.components(separatedBy: "\n\n").count == 5)
        #expect(
            await coach.run("insights week --area bogus").err
                == "Error: there is no area 'bogus'; the areas are mood, breathing, meals, study, sights, relax\n"
                + "Usage: coach insights week [--area <area>] [--date <date>] [--json]\n"
                + "  See 'coach insights week --help' for more information.\n")
    }

    @Test func oneCardAndOneVisitAreSaidInTheSingular() async throws {
        let coach = try await Self.week()
        let study = await coach.run("insights week --area study").out
        // Counted from the first day cards were reviewed: the days before it were before study began.
        #expect(study.contains("Total 3 cards · average 1 card a day · best day 2026-11-19 (1 card)"), "\(study)")
        await coach.run("sights visit mordovia-arena")
        #expect(await coach.run("insights week --area sights").out.contains("Total 1 visit · "))
    }

    @Test func relaxMinutesAreAnAreaOnceThereAreAny() async throws {
        let coach = try await Self.week()
        let now = coach.context.now()
        try coach.context.relax.log(RelaxSessionRecord(start: now, practice: .fire, seconds: 300))
        try coach.context.relax.log(
            RelaxSessionRecord(
                start: now.addingTimeInterval(-2 * 86_400), practice: .particles, seconds: 90, interactions: 4))
        let chart = await coach.run("insights week --area relax").out
        #expect(
            chart == """
                Relax · 2026-11-15 to 2026-11-21
                11-15 Sun                                  —
                11-16 Mon                                  —
                11-17 Tue                                  —
                11-18 Wed                                  —
                11-19 Thu  █████████                       1.5
                11-20 Fri                                  0
                11-21 Sat  ██████████████████████████████  5
                Total 6.5 min · average 2.2 min a day · best day 2026-11-21 (5 min).

                """)
        #expect(
            await coach.run("insights week").out.components(separatedBy: "\n\n").count == 6,
            "the relax chart joins the others")
        #expect(
            await coach.run("export --format csv --area relax --output -").out == """
                time,date,practice,seconds,shown,interactions\r
                2026-11-19T08:12:00+00:00,2026-11-19,particles,90,0,4\r
                2026-11-21T08:12:00+00:00,2026-11-21,fire,300,0,0\r

                """)
    }

    @Test func theCalendarTheHoursAndMoodBesideEachPractice() async throws {
        let coach = try await Self.week()
        #expect(
            await coach.run("insights calendar").out == """
                Activity · 2026-05-25 to 2026-11-21
                       Jun       Jul     Aug       Sep     Oct     Nov
                Mon  · · · · · · · · · · · · · · · · · · · · · · · · · ▒
                Tue  · · · · · · · · · · · · · · · · · · · · · · · · · ▓
                Wed  · · · · · · · · · · · · · · · · · · · · · · · · · ▒
                Thu  · · · · · · · · · · · · · · · · · · · · · · · · · █
                Fri  · · · · · · · · · · · · · · · · · · · · · · · · · ▓
                Sat  · · · · · · · · · · · · · · · · · · · · · · · · · █
                Sun  · · · · · · · · · · · · · · · · · · · · · · · · ▓

                7 days with something logged · · none ░ 1 area ▒ 2 ▓ 3 █ all 4

                """)
        #expect(
            await coach.run("insights time").out == """
                Time of day · 2026-08-24 to 2026-11-21
                  hour   breathing  minutes  cards  meals
                  07:00          4       48      0      0
                  12:00          0        0      0      7
                  21:00          0        0      3      0

                  morning: 4 sessions, 12 min on average
                Your longest breathing sessions are in the morning.

                """)
        #expect(
            await coach.run("insights mood").out == """
                Mood and energy · 2026-08-24 to 2026-11-21 · 7 check-ins
                Breathing  too few days to mean much (fewer than 7 on a side)
                  with breathing        4 days  mood 4    energy 3
                  without breathing     3 days  mood 3    energy 3
                Calories  too few days to mean much (fewer than 7 on a side)
                  above the goal         1 day  mood 3    energy 3
                  at or under the goal  6 days  mood 3.7  energy 3
                Study  too few days to mean much (fewer than 7 on a side)
                  with study            3 days  mood 3.7  energy 3
                  without study         4 days  mood 3.5  energy 3
                These are averages of your check-ins side by side; they do not say what caused what.

                """)
        #expect(
            await coach.run("insights time --days 0").err.hasPrefix(
                "Error: --days takes 1 to 3,660; 0 is out of range, e.g. 'insights time --days 30'\nUsage: coach insights time"
            ))
    }

    @Test func everyViewAsJSON() async throws {
        let coach = try await Self.week()
        let week =
            try JSONSerialization.jsonObject(with: Data(await coach.run("insights week --area study --json").out.utf8))
            as! [[String: Any]]
        #expect(
            week[0]["total"] as? Double == 3 && week[0]["counted_days"] as? Int == 3
                && week[0]["active_days"] as? Int == 3 && week[0]["since"] as? String == "2026-11-19")
        // No bar before study began.
        #expect((week[0]["bars"] as! [[String: Any]]).map { $0["value"] as? Double } == [nil, nil, nil, nil, 1, 1, 1])
        let mood =
            try JSONSerialization.jsonObject(with: Data(await coach.run("insights mood --json").out.utf8))
            as! [[String: Any]]
        #expect(mood.map { $0["factor"] as! String } == ["breathing", "calories", "study"])
        #expect((mood[0]["with"] as! [String: Any])["days"] as? Int == 4)
        let calendar =
            try JSONSerialization.jsonObject(with: Data(await coach.run("insights calendar --year --json").out.utf8))
            as! [String: Any]
        #expect(calendar["active_days"] as? Int == 7 && (calendar["days"] as! [Any]).count == 52 * 7 + 6)
        let time =
            try JSONSerialization.jsonObject(with: Data(await coach.run("insights time --json").out.utf8))
            as! [String: Any]
        #expect(time["longest_sessions"] as? String == "morning" && (time["hours"] as! [Any]).count == 24)
    }
}
