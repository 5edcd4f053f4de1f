import Commands
import Core
import Foundation
import Testing

struct GoalCommandTests {
    @Test func everyAreaHasAGoalShownWithTodaysProgress() async {
        let coach = Harness()
        #expect(
            await coach.run("goal").out == """
                Goals, and today (Sat 21 Nov)
                  Check-in    every day                       not checked in yet
                  Breathing   not set: 'goal breathing 10m'   0 min
                  Calories    not set: 'goal calories 2000'   0 kcal
                  Study       not set: 'goal study 10'        0 cards reviewed

                """)
        #expect(
            await coach.run("goal calories 1800").out
                == "Calories goal: 1,800 kcal a day.\nToday: 0 / 1,800 kcal  ░░░░░░░░░░░░░░░░░░░░  0% · 1,800 kcal left\n"
        )
        #expect(
            await coach.run("goal calories athletic").out.hasPrefix(
                "Calories goal: 3,000 kcal a day (athletic), was 1,800 kcal a day.\n"))
        #expect(
            await coach.run("goal breathing 1h").out
                == "Breathing goal: 60 min a day.\nToday: 0 / 60 min  ░░░░░░░░░░░░░░░░░░░░  0%\n")
        #expect(
            await coach.run("goal study 10 cards").out
                == "Study goal: 10 cards a day.\nToday: 0 / 10 cards  ░░░░░░░░░░░░░░░░░░░░  0%\n")
        #expect(
            await coach.run("goal checkin off").out == "Check-in goal: off, was every day.\nToday: not checked in yet\n"
        )
        await coach.run("meal add Soup 900")
        #expect(
            await coach.run("goal").out == """
                Goals, and today (Sat 21 Nov)
                  Check-in    off: 'goal checkin on'        not checked in yet
                  Breathing   60 min a day                  0 / 60 min  ░░░░░░░░░░░░░░░░░░░░  0%
                  Calories    3,000 kcal a day (athletic)   900 / 3,000 kcal  ██████░░░░░░░░░░░░░░  30% · 2,100 kcal left
                  Study       10 cards a day                0 / 10 cards  ░░░░░░░░░░░░░░░░░░░░  0%

                """)
        #expect(
            await coach.run("goal clear calories").out
                == "Cleared the calories goal; it was 3,000 kcal a day (athletic).\n")
        #expect(await coach.run("goal clear calories").out == "There was no calories goal.\n")
        let json = await coach.run("goal --json").out
        #expect(
            json == """
                {
                  "checkin" : false,
                  "goals" : {
                    "breathing" : 60,
                    "study" : 10
                  },
                  "today" : [
                    {
                      "area" : "checkin",
                      "done" : 0,
                      "unit" : "check-in"
                    },
                    {
                      "area" : "breathing",
                      "best" : 0,
                      "done" : 0,
                      "goal" : 60,
                      "met" : false,
                      "streak" : 0,
                      "strength" : 0,
                      "unit" : "minutes"
                    },
                    {
                      "area" : "calories",
                      "done" : 900,
                      "unit" : "kcal"
                    },
                    {
                      "area" : "study",
                      "best" : 0,
                      "done" : 0,
                      "goal" : 10,
                      "met" : false,
                      "streak" : 0,
                      "strength" : 0,
                      "unit" : "cards"
                    }
                  ]
                }

                """, "\(json)")
    }

    @Test(arguments: [
        (
            "goal breathing 200",
            "Error: a breathing goal of 200 minutes a day is out of range; choose 1 to 180 minutes, e.g. 'goal breathing 10m'\n"
        ),
        (
            "goal study 0",
            "Error: a study goal of 0 cards a day is out of range; choose 1 to 500 cards, e.g. 'goal study 10'\n"
        ),
        (
            "goal checkin maybe",
            "Error: 'maybe' is not on or off; 'goal checkin on' asks for a check-in every day, 'goal checkin off' stops\n"
        ),
        ("goal calories 20000", "Error: a daily goal of 20000 kcal is out of range; choose 500 to 10,000 kcal\n"),
        (
            "goal set 1800",
            "Error: there is no area 'set'. A goal is set by its area: 'goal calories 1800', 'goal breathing 10m', 'goal study 10', 'goal checkin on' or a tracker's, 'goal water 8'\n"
        ),
        (
            "goal calroies 1800",
            "Error: there is no area 'calroies'. Did you mean 'calories'? A goal is set by its area: 'goal calories 1800', 'goal breathing 10m', 'goal study 10', 'goal checkin on' or a tracker's, 'goal water 8'\n"
        ),
        (
            "goal sights 3",
            "Error: there is no area 'sights'. A goal is set by its area: 'goal calories 1800', 'goal breathing 10m', 'goal study 10', 'goal checkin on' or a tracker's, 'goal water 8'\n"
        ),
    ])
    func outOfRangeGoalsNameTheRangeAndChangeNothing(line: String, error: String) async {
        let coach = Harness()
        let result = await coach.run(line)
        // A value the command cannot take is a usage error: 64, with the usage under the message.
        #expect(result.status == 64)
        #expect(
            result.err
                == error + "Usage: coach goal show [<area>] [<goal> ...] [--json]\n"
                + "  See 'coach goal show --help' for more information.\n")
        let saved = await coach.run("goal --json").out
        #expect(
            saved.contains(#""checkin" : true"#) && !saved.contains(#""breathing" :"#)
                && !saved.contains(#""calories" :"#))  // nothing was set
    }
}
