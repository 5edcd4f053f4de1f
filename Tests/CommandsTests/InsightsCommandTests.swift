import Commands
import Core
import Foundation
import Testing

struct InsightsCommandTests {
    /// Three days before today (2026-11-21): check-ins, breathing on two of them, meals and a review.
    static func threeDays() async throws -> Harness {
        let coach = Harness()
        for line in ["goal breathing 5m", "goal calories 2000", "checkin --mood 4 --energy 3 --date 2026-11-19",
                     "checkin --mood 2 --energy 2 --date 2026-11-20", "checkin --mood 5 --energy 4",
                     "meal add Soup 600 --date 2026-11-19 --time 13:00", "meal add Pasta 2400 --date 2026-11-20 --time 19:30",
                     "meal add Oatmeal 300 --time 08:00", "sights visit alley-of-glory"] {
            #expect(await coach.run(line).status == 0, "\(line)")
        }
        let now = coach.context.now()
        for (daysAgo, minutes) in [(2, 6.0), (0, 12.5)] {
            try coach.context.breathing.log(BreathingSessionRecord(
                start: now.addingTimeInterval(-Double(daysAgo) * 86400), technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6),
                cyclesPlanned: 10, cyclesDone: 10, seconds: minutes * 60, completed: true))
        }
        try coach.context.study.record(FormulaReview(id: "ohms-law", date: now, grade: .good), card: .new(today: "2026-11-21"))
        return coach
    }

    @Test func aWeekOfBreathingWithItsGoalLine() async throws {
        let coach = try await Self.threeDays()
        let result = await coach.run("insights --area breathing")
        #expect(result.err == "")
        #expect(result.out == """
            Breathing · 2026-11-15 to 2026-11-21 · goal 5 min a day (│)
            11-15 Sun              │                   —
            11-16 Mon              │                   —
            11-17 Tue              │                   —
            11-18 Wed              │                   —
            11-19 Thu  ██████████████                  6 min
            11-20 Fri              │                   —
            11-21 Sat  ██████████████████████████████  12.5 min
            Total 18.5 min · average 9.3 min over 2 days · highest 11-21 (12.5 min) · goal met on 2 of 7 days · streak 1 day (longest 1).

            """)
        let json = try JSONSerialization.jsonObject(with: Data(await coach.run("insights month --area mood --json").out.utf8)) as! [String: Any]
        #expect(json["from"] as? String == "2026-10-23" && json["to"] as? String == "2026-11-21")
        let mood = (json["areas"] as! [[String: Any]])[0]
        #expect(mood["average"] as? Double == 3.67 && mood["activeDays"] as? Int == 3 && mood["total"] == nil)
        #expect((mood["bars"] as! [[String: Any]]).count == 30)
    }

    @Test func moodBesidePractices() async throws {
        let coach = try await Self.threeDays()
        #expect(await coach.run("insights mood --days 7").out == """
            Mood beside your practices · 2026-11-15 to 2026-11-21 · 3 checked-in days

            Breathing
              days you breathed      2 days  mood 4.5, energy 3.5
              days you did not        1 day  mood 2, energy 2
              Too few days to mean much: at least 7 on each side are needed.

            Calories
              days over your goal     1 day  mood 2, energy 2
              days within it         2 days  mood 4.5, energy 3.5
              Too few days to mean much: at least 7 on each side are needed.

            Study
              days you studied        1 day  mood 5, energy 4
              days you did not       2 days  mood 3, energy 2.5
              Too few days to mean much: at least 7 on each side are needed.

            Days that went together, not causes: other things may explain a difference.

            """)
    }

    @Test func hoursAndTheYear() async throws {
        let coach = try await Self.threeDays()
        #expect(await coach.run("insights time --days 7").out == """
            By hour · 2026-11-15 to 2026-11-21
                       0     6     12    18   23
            breathing          █                 2 · most at 08:00
            study              █                 1 · most at 08:00
            meals              █    █     █      3 · most at 08:00
            Your longest breathing sessions start at 08:00: 9.3 min on average.

            """)
        let year = await coach.run("insights calendar").out.components(separatedBy: "\n")
        #expect(year[0] == "2026 · 3 days with something done")
        #expect(year[1] == "    Jan  Feb Mar  Apr May Jun  Jul Aug  Sep Oct Nov  Dec")
        #expect(year[5] == "Thu " + String(repeating: "·", count: 46) + "▓" + String(repeating: "·", count: 6))
        #expect(year[6] == "Fri " + String(repeating: "·", count: 46) + "▒" + String(repeating: "·", count: 5))
        #expect(await coach.run("insights calendar --year 1900").err == "Error: '1900' is not a year coach can show; give one from 1970 to 9999\n")
    }
}
