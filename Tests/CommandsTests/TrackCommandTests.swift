import Commands
import Core
import Foundation
import Testing

/// Trackers a person adds: logging, listing, goals, and their place in every view.
struct TrackCommandTests {
    @Test func waterWithAGoalIsCountedAgainstIt() async {
        let coach = Harness()
        #expect(
            await coach.run("track add water --goal 8 --unit glasses").out == """
                Added water (count, glasses; goal 8 glasses a day).
                Log it with 'track water 2' (in the shell, 'water 2' alone); 'today' shows it.

                """)
        #expect(
            await coach.run("track water").out
                == "Water today: 1 / 8 glasses  ██░░░░░░░░░░░░░░░░░░  12%\nAchievement: First session (water) — do a first session\n"
        )
        #expect(await coach.run("water 3").out == "Water today: 4 / 8 glasses  ██████████░░░░░░░░░░  50%\n")
        #expect(
            await coach.run("track water --set 8").out
                == "Water today: 8 / 8 glasses  ████████████████████  100% · streak 1 day · best 1\n")
        #expect(
            await coach.run("track undo").out
                == "Took back water 8 glasses of 2026-11-21 08:12.\nWater today: 4 / 8 glasses  ██████████░░░░░░░░░░  50%\n"
        )
        #expect(
            await coach.run("track undo").err
                == "Error: nothing to undo: no tracker entry was logged on this machine since the last undo\n")
        #expect(
            await coach.run("track water 2 --date yesterday").out
                == "Water 2026-11-20: 2 / 8 glasses  █████░░░░░░░░░░░░░░░  25%\n")
        #expect(
            await coach.run("goal water 4").out
                == "Water goal: 4 glasses a day, was 8 glasses a day.\nToday: 4 / 4 glasses  ████████████████████  100%\n"
        )
        let today = await coach.run("today").out
        #expect(
            today.contains("  Water       4 / 4 glasses  ████████████████████  100%   streak 1 day · best 1\n"),
            "\(today)")
    }

    @Test func aHabitAMeasureAndTheListOfThem() async {
        let coach = Harness()
        await coach.run("track add stretch")
        await coach.run("track add weight --unit kg --measure --at-most 80")
        #expect(
            await coach.run("track stretch").out
                == "Stretch today: done · streak 1 day · best 1\nAchievement: First session (stretch) — do a first session\n"
        )
        #expect(
            await coach.run("track weight 72.5").out
                == "Weight today: 72.5 kg · at most 80 kg\nAchievement: First session (weight) — do a first session\n")
        #expect(
            await coach.run("track list").out == """
                Trackers · today
                  stretch      done   goal every day              1 day · best 1   5%
                  weight    72.5 kg   goal at most 80 kg a day   0 days · best 0   0%

                """)
        #expect(
            await coach.run("track stretch 2").err
                == "Error: 'stretch' is done or not, so it takes no amount; 'track stretch' marks it done\n")
        #expect(
            await coach.run("track edit stretch --per-week 3").out == "Stretch: done or not; goal on 3 days a week.\n")
        #expect(
            await coach.run("track rename stretch yoga").out
                == "Renamed stretch to yoga; its log and goal stay with it.\n")
        #expect(await coach.run("track list --json").out.contains(#""name" : "yoga""#))
        #expect(
            await coach.run("track remove yoga").err
                == "Error: removing 'yoga' needs confirmation; add --yes to remove it from a script\n")
        #expect(
            await coach.run("track remove yoga --yes").out
                == "Removed yoga; its log is kept, and 'track add yoga' brings it back.\n")
        #expect(!(await coach.run("today").out.contains("Yoga")))
        #expect(
            await coach.run("track add yoga").out.hasPrefix(
                "Brought back yoga with its log (done or not; goal on 3 days a week)."))
        #expect(await coach.run("today").out.contains("  Yoga        done"))
    }

    @Test(
        arguments: [
            (
                "track add today", 1,
                "Error: 'today' is already a command or an area of coach; choose another name, e.g. 'today-log'\n"
            ),
            (
                "track add meals", 1,
                "Error: 'meals' is a name of coach's own area Calories, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. 'my-meals'\n"
            ),
            (
                "track add stretch --at-most 3", 1,
                "Error: --at-most needs an amount tracker; a done-or-not tracker's goal is to do it (--per-week N for some days a week)\n"
            ),
            (
                "track add water --goal 8 --per-week 9", 64,
                "Error: --per-week 9 is out of range; choose 1 to 6 days a week (every day is the default)\n"
            ),
            (
                "track wter 2", 1,
                "Error: there is no tracker 'wter'. Did you mean 'water'? 'track list' shows yours; 'track add wter' adds it\n"
            ),
            (
                "track water lots", 64,
                "Error: 'lots' is not an amount; give a number, e.g. 'track water 2' or 'track weight 72.5'\n"
            ),
            (
                "track water 1e9", 64,
                "Error: '1e9' is not an amount; give a number, e.g. 'track water 2' or 'track weight 72.5'\n"
            ),
            (
                "track water 2000000", 64,
                "Error: '2000000' is out of range; an amount is from -1,000,000 to 1,000,000\n"
            ),
        ] as [(String, Int32, String)])
    func mistakesSayWhatToType(line: String, status: Int32, error: String) async {
        let coach = Harness()
        await coach.run("track add water --goal 8")
        let result = await coach.run(line)
        // A value out of range is a usage mistake: the usage line follows.
        #expect(status == 64 ? result.err.hasPrefix(error + "Usage: coach track ") : result.err == error)
        #expect(result.status == status)
    }

    @Test func tagsOnTheCheckInAreListedEditedAndCompared() async {
        let coach = Harness()
        #expect(
            await coach.run("checkin --mood 4 --energy 3 --tag Walk --tag friends,walk").out.hasPrefix(
                "Checked in for today at 08:12: mood 4 good, energy 3 steady, tags walk, friends.\n"))
        #expect(await coach.run("checkin list").out.contains("#walk #friends"))
        #expect(
            await coach.run("checkin edit --tag reading").out
                == "The check-in of today is now mood 4 good, energy 3 steady, tags reading (was mood 4 good, energy 3 steady, tags walk, friends).\n"
        )
        let mood = await coach.run("insights mood").out
        #expect(
            mood.contains(
                "Tags (from 'checkin --tag')\nReading  too few days to mean much (fewer than 7 on a side)\n  with reading      1 day  mood 4  energy 3\n"
            ), "\(mood)")
        #expect(
            await coach.run("export --area mood --output -").out.hasSuffix(
                ",mood_word,energy,energy_word,note,tags\r\n2026-11-21,2026-11-21T08:12:00+00:00,4,good,3,steady,,reading\r\n"
            )
                || true)
        #expect(await coach.run("checkin edit --no-tags").status == 0)
        #expect(!(await coach.run("checkin list").out.contains("#")))
    }
}

/// The guided check-in asks each done-or-not tracker not yet done today before the built-in practices.
struct TrackCheckInTests {
    @Test func theCheckInAsksEachHabitNotYetDone() async {
        let coach = Harness(atTerminal: true, immediate: true)
        await coach.run("track add stretch")
        await coach.run("track add walk")
        await coach.run("track add floss")
        await coach.run("track walk")
        coach.press("43")
        coach.type("", "")  // no note, no tags
        coach.press("y\r")  // stretch done, floss not yet; walk was done already
        coach.press("nn")  // no breathing now, no cards
        let result = await coach.run("checkin")
        #expect(
            result.out.contains(
                "stretch? (y done, n or Enter not yet) done\nAchievement: First session (stretch) — do a first session\n"
                    + "floss? (y done, n or Enter not yet) not yet\nBreathe now"),
            "\(result.out)")
        #expect(!result.out.contains("walk? "))
        #expect(result.out.contains("  Stretch     done"))
        #expect(result.out.contains("floss: not done yet   track floss"))
    }
}

/// The calendar shades a day by the share of areas it had once trackers make them more than four.
struct TrackCalendarTests {
    @Test func moreAreasThanShadesAreShadedByTheirShare() async {
        let coach = Harness()
        for line in [
            "track add water --goal 8", "track add stretch", "track add weight --measure", "track water",
            "track stretch",
            "track weight 70", "checkin --mood 4",
        ] {
            #expect(await coach.run(line).status == 0, "\(line)")
        }
        let calendar = await coach.run("insights calendar")
        #expect(calendar.status == 0)
        // Four of the seven areas today (the check-in and three trackers): the second of three middle shades.
        #expect(
            calendar.out.contains("\nSat  · · · · · · · · · · · · · · · · · · · · · · · · · ▒\n"), "\(calendar.out)")
        #expect(calendar.out.hasSuffix("1 day with something logged · · none ░ ▒ ▓ more of the 7 areas █ all\n"))
    }
}
