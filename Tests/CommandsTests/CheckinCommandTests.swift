import Commands
import Core
import Foundation
import Testing

struct CheckinCommandTests {
    @Test func aScriptChecksInAndASecondCheckInNeedsReplace() async {
        let coach = Harness()
        #expect(
            await coach.run("checkin --mood 4 --energy 3 --note 'slept well'").out == """
                Checked in for today at 08:12: mood 4 good, energy 3 steady, "slept well".
                Check-in streak: 1 day (best 1).

                """)
        let again = await coach.run("checkin --mood okay")
        #expect(again.status == 1)
        #expect(
            again.err
                == "Error: you already checked in on 2026-11-21 (mood 4 good); add --replace to replace it, or change it with 'checkin edit'\n"
        )
        coach.pass(3600)
        #expect(
            await coach.run("checkin --mood okay --replace").out == """
                Checked in for today at 09:12: mood 3 okay.
                It replaces the one from 08:12: mood 4 good, energy 3 steady, "slept well".
                Check-in streak: 1 day (best 1).

                """)
    }

    @Test func withoutATerminalTheMoodMustBeGiven() async {
        let coach = Harness()
        let result = await coach.run("checkin")
        #expect(result.status == 1)
        #expect(
            result.err
                == "Error: say how you feel with --mood 1-5 (and --energy 1-5, --note TEXT), e.g. 'checkin --mood 4 --energy 3'; the questions are asked only at a terminal\n"
        )
        #expect(
            await coach.run("checkin --mood 9").err.hasPrefix(
                "Error: '9' is not a mood; give 1 to 5 (1 awful · 2 bad · 3 okay · 4 good · 5 great), e.g. --mood 4 or --mood good\nUsage: "
            ))
        #expect(
            await coach.run("checkin --mood 3 --date 2026-11-22").err.hasPrefix(
                "Error: the value '2026-11-22' is invalid for '--date <date>': it is after today; check in for today or an earlier day\n"
            ))
        #expect(
            await coach.run("checkin --mood 3 --note 'a\u{1B}[2Jb'").err.hasPrefix(
                "Error: the note 'a^[[2Jb' contains a control character (^[); type the note without it\nUsage: "))
    }

    @Test func listEditDeleteAndRestDays() async {
        let coach = Harness()
        await coach.run("checkin --mood 2 --energy 1 --date yesterday")
        await coach.run("checkin --mood good --energy lively")
        #expect(
            await coach.run("checkin edit --note 'a long walk'").out
                == "The check-in of today is now mood 4 good, energy 4 lively, \"a long walk\" (was mood 4 good, energy 4 lively).\n"
        )
        #expect(
            await coach.run("checkin rest --date tomorrow").out
                == "Tomorrow (2026-11-22) is a rest day: your streaks stay as they are. 'checkin rest --cancel --date tomorrow' takes it back.\n"
        )
        #expect(await coach.run("checkin rest --date 2026-11-25").status == 0)
        #expect(
            await coach.run("checkin rest --date 2026-11-27").err
                == "Error: a rest day on 2026-11-27 would make 3 in the week 2026-11-21 to 2026-11-27 (already resting 2026-11-22, 2026-11-25); at most 2 rest days in any 7 keep streaks honest\n"
        )
        let listed = await coach.run("checkin list").out
        #expect(
            listed == """
                  Fri 20 Nov 2026         2 bad   1 drained
                  Sat 21 Nov 2026  08:12  4 good  4 lively   "a long walk"
                2 of the last 7 days checked in. Check-in streak: 2 days (best 2).
                Rest days ahead: Sun 22 Nov · Wed 25 Nov.

                """, "\(listed)")
        #expect(
            await coach.run("checkin delete --date yesterday").err
                == "Error: deleting the check-in of yesterday needs confirmation; add --yes to delete from a script\n")
        #expect(
            await coach.run("checkin delete --date yesterday --yes").out
                == "Deleted the check-in of yesterday: mood 2 bad, energy 1 drained.\n")
        #expect(
            await coach.run("checkin delete --date yesterday --yes").err
                == "Error: there is no check-in on 2026-11-20; 'checkin list' shows the days you checked in\n")
        #expect(
            await coach.run("checkin list --days 1 --json").out == """
                [
                  {
                    "date" : "2026-11-21",
                    "energy" : 4,
                    "mood" : 4,
                    "note" : "a long walk",
                    "rest_day" : false,
                    "time" : "2026-11-21T08:12:00+00:00"
                  }
                ]

                """)
    }

    @Test func theGuidedMinuteAsksThenOffersWhatIsLeftAndEndsWithToday() async {
        let coach = Harness(atTerminal: true, immediate: true)
        await coach.run("goal breathing 5m")
        coach.press("43")
        coach.type("slept well", "walk, reading")
        coach.press("nn")  // no breathing now, no cards
        coach.type("Oatmeal 150", "Tea 5")
        let result = await coach.run("checkin")
        #expect(result.err == "")
        #expect(
            result.out == """
                Good morning. How are you today?
                Mood   1 awful · 2 bad · 3 okay · 4 good · 5 great  4 good
                Energy 1 drained · 2 low · 3 steady · 4 lively · 5 full  3 steady
                Note   (a line about your day; Enter skips) Tags   (what did you do today? a few words apart by commas) Checked in for today at 08:12: mood 4 good, energy 3 steady, "slept well", tags walk, reading.
                Breathe now, 5 min towards your goal? [y/N] n
                Study five formula flashcards now? [y/N] n
                What did you eat? One meal a line, like 'Oatmeal 150'; an empty line ends.
                meal> Added Oatmeal 150 kcal at 08:12.
                Total 150 kcal. Set a daily goal with 'goal calories 2000' (or low, moderate, high, athletic).
                meal> Added Tea 5 kcal at 08:12.
                Total 155 kcal.
                meal> 
                Saturday 21 November 2026
                  Check-in    mood 4 good, energy 3 steady, "slept well" (08:12)   streak 1 day · best 1
                  Breathing   0 / 5 min  ░░░░░░░░░░░░░░░░░░░░  0%
                  Calories    155 kcal
                  Study       0 cards reviewed
                  Tags        walk, reading

                Still to do
                  breathe 5 more minutes   breathe --minutes 5

                """)
    }
}

/// The daily ritual forgives: a wrong key asks again, a ceiling is not called met at noon, a hint is said once.
struct ForgivingDayTests {
    @Test func aWrongKeyAtTheMoodQuestionAsksAgainInsteadOfEndingTheCheckIn() async {
        let coach = Harness(atTerminal: true, immediate: true)
        coach.press("\r7x4" + "03")  // Enter, 7 and x at the mood; 0 at the energy
        coach.type("", "")
        coach.press("nn")
        let result = await coach.run("checkin")
        let again = "\nPress a key from 1 to 5 (q or Esc stops without saving).\n"
        #expect(
            result.out.hasPrefix(
                """
                Good morning. How are you today?
                Mood   1 awful · 2 bad · 3 okay · 4 good · 5 great  \(again)Mood   1 awful · 2 bad · 3 okay · 4 good · 5 great  \(again)\
                Mood   1 awful · 2 bad · 3 okay · 4 good · 5 great  \(again)Mood   1 awful · 2 bad · 3 okay · 4 good · 5 great  4 good
                Energy 1 drained · 2 low · 3 steady · 4 lively · 5 full  \(again)Energy 1 drained · 2 low · 3 steady · 4 lively · 5 full  3 steady

                """), "\(result.out)")
        #expect(result.out.contains("Checked in for today at 08:12: mood 4 good, energy 3 steady."))
        coach.press("q")
        #expect(await coach.run("checkin --date yesterday").out.hasSuffix("Nothing was saved.\n"))
    }

    @Test func aCeilingKeptAtNoonIsSaidWhereItStandsNotMet() async {
        let coach = Harness()
        await coach.run("goal calories 1800")
        await coach.run("checkin --mood 4")
        await coach.run("meal add Soup 440")
        let today = await coach.run("today").out
        #expect(
            today.hasSuffix(
                """
                Every goal to reach is met today. Within limits so far:
                  Calories   440 / 1,800 kcal  ████░░░░░░░░░░░░░░░░  24% · 1,360 kcal left

                """), "\(today)")
        await coach.run("goal clear calories")
        #expect(await coach.run("today").out.hasSuffix("Every goal is met today. Well done.\n"))
    }

    @Test func howToSetACalorieGoalIsSaidWithTheDaysFirstMealOnly() async {
        let coach = Harness()
        #expect(
            await coach.run("meal add Apple 52").out.hasSuffix(
                "Total 52 kcal. Set a daily goal with 'goal calories 2000' (or low, moderate, high, athletic).\n"))
        #expect(await coach.run("meal add Pear 60").out.hasSuffix("Total 112 kcal.\n"))
        #expect(
            await coach.run("meal add Bread 120 --date yesterday").out.hasSuffix(
                "Set a daily goal with 'goal calories 2000' (or low, moderate, high, athletic).\n"))
    }
}
