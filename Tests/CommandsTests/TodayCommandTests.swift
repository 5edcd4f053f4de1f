import Commands
import Core
import Foundation
import Testing

struct TodayCommandTests {
    /// A morning: goals for every area, a check-in, a short breath, two meals, three cards, a sight,
    /// a timer and the stopwatch.
    static func morning() async throws -> Harness {
        let coach = Harness(mode: .interactive)  // the timer runs in the background, as in the shell
        for line in [
            "goal breathing 10m", "goal study 5", "goal calories 2000",
            "checkin --mood 4 --energy 3 --note 'slept well'",
            "meal add Oatmeal 150", "meal add Coffee 5", "sights visit alley-of-glory", "stopwatch start",
            "timer 5m tea",
        ] {
            #expect(await coach.run(line).status == 0, "\(line)")
        }
        try coach.context.breathing.log(
            BreathingSessionRecord(
                start: coach.context.now(), technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6),
                cyclesPlanned: 24,
                cyclesDone: 24, seconds: 240, completed: true))
        for id in ["kinetic-energy", "ohms-law", "density"] {
            try coach.context.study.record(
                FormulaReview(id: id, date: coach.context.now(), grade: .good),
                card: Flashcard(stability: 1, difficulty: 5, lastReview: CalendarDay("2026-11-21")!, due: "2026-11-22"))
        }
        coach.pass(65)
        return coach
    }

    @Test func oneScreenForTheDayWithWhatIsStillToDo() async throws {
        let coach = try await Self.morning()
        #expect(
            await coach.run("today").out == """
                Saturday 21 November 2026
                  Check-in    mood 4 good, energy 3 steady, "slept well" (08:12)             streak 1 day · best 1
                  Breathing   4 / 10 min  ████████░░░░░░░░░░░░  40%
                  Calories    155 / 2,000 kcal  █░░░░░░░░░░░░░░░░░░░  7% · 1,845 kcal left
                  Study       3 / 5 cards  ████████████░░░░░░░░  60%
                  Sights      1 visited: Alley of Glory Memorial Complex
                  Timer       00:05:00 left  5m tea
                  Stopwatch   00:01:05 running

                Still to do
                  breathe 6 more minutes   breathe --minutes 6
                  review 2 more cards      formula quiz --count 2

                """)
    }

    @Test func anotherDayAndJSON() async throws {
        let coach = try await Self.morning()
        #expect(
            await coach.run("today --date yesterday").out == """
                Friday 20 November 2026 (yesterday)
                  Check-in    no check-in
                  Breathing   0 / 10 min  ░░░░░░░░░░░░░░░░░░░░  0%
                  Calories    0 / 2,000 kcal  ░░░░░░░░░░░░░░░░░░░░  0% · 2,000 kcal left
                  Study       0 / 5 cards  ░░░░░░░░░░░░░░░░░░░░  0%

                """)
        #expect(
            await coach.run("today --date 2026-11-22").err.hasPrefix(
                "Error: the value '2026-11-22' is invalid for '--date <date>': it is after today; 'today' shows today or an earlier day\n"
            ))
        let json = await coach.run("today --json").out
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        #expect(decoded["date"] as? String == "2026-11-21")
        #expect((decoded["check_in"] as? [String: Any])?["mood_word"] as? String == "good")
        let areas = decoded["areas"] as! [[String: Any]]
        #expect(areas.map { $0["area"] as! String } == ["checkin", "breathing", "calories", "study"])
        #expect(areas.map { $0["done"] as! Double } == [1, 4, 155, 3])
        #expect(areas.map { $0["met"] as? Bool } == [true, false, true, false])
        #expect(areas.map { $0["streak"] as? Int } == [1, 0, 0, 0])
        #expect(
            (decoded["still_to_do"] as! [[String: Any]]).map { $0["command"] as! String } == [
                "breathe --minutes 6", "formula quiz --count 2",
            ])
        #expect((decoded["stopwatch"] as? [String: Any])?["seconds"] as? Double == 65)
    }

    @Test func streaksFollowOneRuleAndRestDaysFreezeThem() async throws {
        let coach = Harness()
        await coach.run("goal study 1")
        for day in ["2026-11-17", "2026-11-18", "2026-11-20"] {
            await coach.run("checkin --mood 3 --date \(day)")
        }
        await coach.run("checkin rest")  // today, before checking in
        #expect(
            await coach.run("streaks").out == """
                Streaks (a day counts when its goal is met)
                  Check-in     1 day   best 2   14%   goal: every day
                  Breathing   0 days   best 0    0%   no goal · 'goal breathing 10m'
                  Calories    0 days   best 0    0%   no goal · 'goal calories 2000'
                  Study       0 days   best 0    0%   goal: 1 card a day
                Strength: a met day adds 5.2 % of what is missing, a missed day takes 5.2 %.
                Rest days: 1 in the last 7 days (at most 2); 'checkin rest' plans one.

                """)
        // Checking in on the rest day neither breaks nor extends the run, as the README says.
        #expect(await coach.run("checkin --mood 4").out.hasSuffix("Check-in streak: 1 day (best 2).\n"))
    }
}

/// Time with the visual practices shows on the day it was spent, in `today` and its JSON.
struct TodayRelaxTests {
    @Test func relaxSessionsShowUnderTheAreas() async throws {
        let coach = Harness()
        let now = coach.context.now()
        for (practice, seconds) in [(RelaxPractice.fire, 300.0), (.particles, 95), (.fire, 60)] {
            try coach.context.relax.log(RelaxSessionRecord(start: now, practice: practice, seconds: seconds))
        }
        try coach.context.relax.log(
            RelaxSessionRecord(start: now.addingTimeInterval(-86_400), practice: .scenes, seconds: 600))
        let screen = await coach.run("today").out
        #expect(screen.contains("\n  Relax       7 min 35 s: fire, particles\n"), "\(screen)")
        let json =
            try JSONSerialization.jsonObject(with: Data(await coach.run("today --json").out.utf8)) as! [String: Any]
        let relax = json["relax"] as? [String: Any]
        #expect(relax?["seconds"] as? Double == 455 && relax?["practices"] as? [String] == ["fire", "particles"])
        let yesterday = await coach.run("today --date yesterday").out
        #expect(yesterday.contains("  Relax       10 min: scenes\n"))
        #expect(
            try JSONSerialization.jsonObject(with: Data(await Harness().run("today --json").out.utf8)) as? [String: Any]
                != nil)
        #expect(!(await Harness().run("today").out.contains("Relax")))
    }
}
