import Commands
import Testing

/// `insights calendar --area mood`: a year of moods in pixels, a row a month, its legend in words.
struct MoodYearTests {
    @Test func aYearOfMoodsAMonthARow() async throws {
        let coach = Harness()
        for (day, mood) in [
            ("2025-12-31", 4), ("2026-02-28", 1), ("2026-06-15", 5), ("2026-11-01", 2), ("2026-11-21", 3),
        ] {
            #expect(await coach.run("checkin --mood \(mood) --date \(day)").status == 0)
        }
        // Today is 2026-11-21: the twelve months from December, days after today left blank.
        #expect(
            await coach.run("insights calendar --area mood").out == """
                Mood · a year in pixels, Dec 2025 to Nov 2026
                          1       5         10        15        20        25        30
                Dec 2025  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · 4
                Jan 2026  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                Feb 2026  · · · · · · · · · · · · · · · · · · · · · · · · · · · 1
                Mar 2026  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                Apr 2026  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                May 2026  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                Jun 2026  · · · · · · · · · · · · · · 5 · · · · · · · · · · · · · · ·
                Jul 2026  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                Aug 2026  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                Sep 2026  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                Oct 2026  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                Nov 2026  2 · · · · · · · · · · · · · · · · · · · 3

                1 awful  2 bad  3 okay  4 good  5 great  · no check-in · 5 days checked in

                """)
        let json = await coach.run("insights calendar --area mood --json").out
        #expect(json.contains("\"date\" : \"2026-02-28\",\n      \"mood\" : 1"))
    }

    @Test func anotherAreaIsAUsageMistake() async {
        let result = await Harness().run("insights calendar --area water")
        #expect(result.status == 64)
        #expect(
            result.err.hasPrefix(
                "Error: the calendar of one area is drawn for mood: 'insights calendar --area mood'; "
                    + "without --area it shades the days by every area\nUsage: coach insights calendar"))
    }
}
