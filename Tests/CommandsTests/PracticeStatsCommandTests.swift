import Core
import Testing

@testable import Commands

/// `stats`, `achievements` and the line an achievement is announced on, across breathing, study and trackers.
struct PracticeStatsCommandTests {
    @Test func anAchievementIsSaidOnceAfterTheCommandThatEarnedIt() async {
        let coach = Harness(immediate: true)
        let first = await coach.run("breathe box --cycles 1")
        #expect(first.out.hasSuffix("Achievement: First session (Breathing) — do a first session\n"), "\(first.out)")
        let second = await coach.run("breathe box --cycles 1")
        #expect(!second.out.contains("Achievement"), "\(second.out)")
        await coach.run("track add water --unit glasses")
        #expect(
            await coach.run("track water").out
                == "Water today: 1 glasses\nAchievement: First session (water) — do a first session\n")
        #expect(await coach.run("track water").out == "Water today: 2 glasses\n")
    }

    @Test func statsShowsEveryPracticeTogether() async {
        let coach = Harness(immediate: true)
        #expect(
            await coach.run("stats").out == "No practice yet: try 'breathe', 'relax', 'formula quiz' or 'track'.\n")
        await coach.run("breathe box --cycles 2")
        await coach.run("track add water --unit glasses")
        await coach.run("track water 3")
        await coach.run("track water --date yesterday")
        await coach.run("track water --date 2026-09-01")
        let shown = await coach.run("stats")
        #expect(shown.status == 0)
        #expect(
            shown.out == """
                All your practice: 4 sessions, 32 s, 3 days active.
                Favourite: water

                practice   sessions        in all  days  30 days  before  trend
                Breathing         1          32 s     1        1       0  + new
                Relax             0           0 s     0        0       0  · idle
                Study             0  0 flashcards     0        0       0  · idle
                water             3     3 entries     3        2     0.5  → steady

                30 days: sessions lately; before: a month's average in the 60 days before.

                """, "\(shown.out)")
        let russian = await coach.run("settings set language ru")
        #expect(russian.status == 0)
        let inRussian = await coach.run("stats").out
        #expect(
            inRussian == """
                Все ваши практики: 4 сессии, 32 с, 3 активных дня.
                Любимая практика: water

                практика    сессии       всего  дни  30 дней  раньше  тенденция
                Дыхание          1        32 с    1        1       0  + новая
                Релаксация       0         0 с    0        0       0  · без сессий
                Учёба            0  0 карточек    0        0       0  · без сессий
                water            3    3 записи    3        2     0,5  → ровно

                30 дней: сессии за 30 дней; раньше: среднее за месяц в 60 дней до них.

                """, "\(inRussian)")
        let json = await coach.run("stats --json").out
        #expect(
            json.hasPrefix(
                """
                {
                  "days_active" : 3,
                  "favourite" : "water",
                  "practices" : [
                    {
                      "days_active" : 1,
                      "kind" : "timed",
                      "last_day" : "2026-11-21",
                      "practice" : "breathing",
                      "seconds" : 32,
                      "sessions" : 1,
                      "trend" : {
                        "direction" : "new",
                        "earlier" : 0,
                        "recent" : 1
                      }
                    },
                """), "\(json)")
        #expect(
            json.hasSuffix(
                """
                    {
                      "days_active" : 3,
                      "items" : 3,
                      "kind" : "entries",
                      "last_day" : "2026-11-21",
                      "practice" : "water",
                      "sessions" : 3,
                      "trend" : {
                        "direction" : "steady",
                        "earlier" : 0.5,
                        "recent" : 2
                      }
                    }
                  ],
                  "seconds" : 32,
                  "sessions" : 4
                }

                """), "\(json)")
    }

    @Test func achievementsListsEveryPracticeAndTheSights() async {
        let coach = Harness(immediate: true)
        await coach.run("breathe box --cycles 1")
        let listed = await coach.run("stats achievements --earned")
        #expect(
            listed.out == """
                Achievements: 1 of 25 earned
                Breathing
                  ✓ First session         1/1      do a first session (2026-11-21)

                """, "\(listed.out)")
        let all = await coach.run("stats achievements").out
        #expect(all.contains("Sights\n    First steps "), "\(all)")
        let json = await coach.run("stats achievements --earned --json").out
        #expect(
            json == """
                [
                  {
                    "achievement" : "first-session",
                    "done" : 1,
                    "earned" : true,
                    "earned_on" : "2026-11-21",
                    "needed" : 1,
                    "practice" : "breathing",
                    "title" : "First session"
                  }
                ]

                """, "\(json)")
    }

    @Test func aColourIsSetInEitherLanguageAndRefusedWithTheChoices() async {
        let coach = Harness()
        #expect(
            await coach.run("settings set circle-color Бирюзовый").out
                == "circle-color is now teal: the breathing circle's colour; by default it changes with the phase.\n")
        #expect(coach.context.settings.circleColor == "teal")
        let refused = await coach.run("breathe --circle-color mauve")
        #expect(refused.status == 64)
        #expect(
            refused.err.hasPrefix(
                "Error: 'mauve' is not a colour for --circle-color; choose one of black, white, grey, red, orange, yellow, green, teal, cyan, blue, purple, pink (Russian names work too, e.g. 'бирюзовый')\n"
            ), "\(refused.err)")
    }
}
