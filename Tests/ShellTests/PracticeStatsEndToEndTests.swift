import Foundation
import Testing

/// `stats`, `achievements` and the line that announces one, from the release binary piped, its clock stopped by
/// faketime at 08:00 on 21 November 2026 in UTC.
struct PracticeStatsEndToEndTests {
    static func run(_ coach: CoachProcess, _ arguments: [String] = [], input: String = "") throws
        -> CoachProcess.Result
    {
        try coach.run(
            ["-f", "2026-11-21 08:00:00", CoachProcess.binary] + arguments, input: input,
            program: "/usr/bin/faketime", environment: ["TZ": "UTC", "COLUMNS": ""])
    }

    @Test func aWeekOfWaterEarnsSevenDaysRunningOnceAndStatsCountsIt() throws {
        let coach = CoachProcess()
        let week = (1...6).map { "track water --date 2026-11-\(14 + $0)" }.joined(separator: "\n")
        let setUp = try Self.run(coach, input: "track add water --unit glasses\n" + week + "\n")
        #expect(setUp.status == 0, "\(setUp.err)")
        #expect(setUp.out.components(separatedBy: "Achievement: ").count == 2, "\(setUp.out)")
        let seventh = try Self.run(coach, ["track", "water"])
        #expect(
            seventh.out
                == "Water today: 1 glasses\nAchievement: Seven days running (water) — practise on 7 days in a row\n",
            "\(seventh.out)")
        #expect(!(try Self.run(coach, ["track", "water"]).out.contains("Achievement")))
        let stats = try Self.run(coach, ["stats"])
        #expect(
            stats.out == """
                All your practice: 8 sessions, 0 s, 7 days active.
                Favourite: water

                practice   sessions        in all  days  30 days  before  trend
                Breathing         0           0 s     0        0       0  · idle
                Relax             0           0 s     0        0       0  · idle
                Study             0  0 flashcards     0        0       0  · idle
                water             8     8 entries     7        8       0  + new

                30 days: sessions lately; before: a month's average in the 60 days before.

                """, "\(stats.out)\(stats.err)")
        let earned = try Self.run(coach, ["stats", "achievements", "--earned"])
        #expect(
            earned.out == """
                Achievements: 2 of 30 earned
                water
                  ✓ First session         1/1      do a first session (2026-11-15)
                  ✓ Seven days running    7/7      practise on 7 days in a row (2026-11-21)

                """, "\(earned.out)")
        let russian = try Self.run(coach, input: "settings set language ru\nstats achievements --earned\n")
        #expect(
            russian.out.hasSuffix(
                """
                Достижения: получено 2 из 30
                water
                  ✓ Первая сессия         1/1      проведите первую сессию (2026-11-15)
                  ✓ Семь дней подряд      7/7      занимайтесь 7 дней подряд (2026-11-21)

                """), "\(russian.out)")
    }

    @Test func aColourNamedWrongIsAUsageMistakeThatListsTheChoices() throws {
        let coach = CoachProcess()
        let refused = try Self.run(coach, ["settings", "set", "background-color", "mauve"])
        #expect(refused.status == 64)
        #expect(
            refused.err.hasPrefix(
                "Error: 'mauve' is not a value for background-color; give a colour: black, white, grey, red, orange, yellow, green, teal, cyan, blue, purple, pink (or its Russian name), e.g. 'settings set background-color teal'\n"
            ), "\(refused.err)")
        let russian = try Self.run(coach, ["settings", "set", "background-color", "Розовый"])
        #expect(
            russian.out
                == "background-color is now pink: the breathing screen's background; by default the\nterminal's own.\n")
    }
}
