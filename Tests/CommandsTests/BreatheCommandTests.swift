import Core
import Synchronization
import Testing

@testable import Commands

struct BreatheCommandTests {
    /// Runs a breathing line to the end; the harness's immediate clock jumps to each deadline.
    func breathe(_ line: String, in coach: Harness) async -> (status: Int32, out: String, err: String) {
        await coach.run(line)
    }

    @Test func aTerminalThatCannotDrawGetsThePlainTimedLines() async {
        let coach = Harness(atTerminal: true, immediate: true)
        (coach.terminal as? Harness.QuietTerminal)?.picturesDrawn.withLock { $0 = false }  // TERM=dumb
        let result = await breathe("breathe box --cycles 1", in: coach)
        #expect(result.out.hasPrefix("box 4-4-4-4, 1 cycle, 00:16:\n"), "\(result.out)")
    }

    @Test func aPipedSessionPrintsEachPhaseAsItStartsAndLogsIt() async throws {
        let coach = Harness(immediate: true)
        let result = await breathe("breathe box --cycles 2", in: coach)
        #expect(result.status == 0)
        #expect(
            result.out == """
                box 4-4-4-4, 2 cycles, 00:32:
                00:00 inhale 4s (cycle 1/2)
                00:04 hold 4s (cycle 1/2)
                00:08 exhale 4s (cycle 1/2)
                00:12 hold empty 4s (cycle 1/2)
                00:16 inhale 4s (cycle 2/2)
                00:20 hold 4s (cycle 2/2)
                00:24 exhale 4s (cycle 2/2)
                00:28 hold empty 4s (cycle 2/2)
                Done: 2 cycles of box (4-4-4-4) in 00:32.0 (planned 00:32), 3.8 breaths a minute.
                Achievement: First session (Breathing) — do a first session

                """)
        let log = try BreathingJournal(store: coach.store, calendar: coach.calendar).sessions()
        #expect(log.count == 1)
        #expect(log.first?.completed == true)
        #expect(log.first?.cyclesDone == 2)
        #expect(
            await coach.run("breathe stats").out.hasPrefix(
                "Breathing: 1 session (1 completed), 0:32 in all, 2 cycles.\nFavourite: box · 1 day active · streak 1 day (best 1)\n"
            ))
    }

    @Test func aCustomCalmPatternWithMinutes() async {
        let result = await breathe("breathe --inhale 5 --exhale 7 --minutes 1", in: Harness(immediate: true))
        #expect(
            result.out.hasPrefix(
                "calm 5-7, 5 cycles, 01:00:\n00:00 inhale 5s (cycle 1/5)\n00:05 exhale 7s (cycle 1/5)\n"))
        #expect(
            result.out.hasSuffix(
                "Done: 5 cycles of calm (5-7) in 01:00.0 (planned 01:00), 5.0 breaths a minute.\nAchievement: First session (Breathing) — do a first session\n"
            ))
    }

    @Test func untilStoppedRunsWithoutAnEndAndNeedsATerminal() async throws {
        #expect(
            await Harness().run("breathe --until-stopped").err
                == "Error: --until-stopped needs a terminal to stop it with q; from a script, give --cycles or --minutes\n"
        )
        #expect(
            await Harness(atTerminal: true).run("breathe --until-stopped --cycles 3").err.hasPrefix(
                "Error: --until-stopped goes without --cycles or --minutes\nUsage: coach breathe start"))
        let plan = BreathingPlan.untilStopped(technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6))
        #expect(plan.duration == 12 * 3600)
        #expect(BreatheStart.line(plan.phases[3], of: plan) == "00:14 exhale 6s (cycle 2)")
        #expect(
            BreatheStart.summary(plan, BreathingResult(plan: plan, seconds: 125))
                == "Done: 12 cycles of calm (4-6) in 02:05.0, 5.8 breaths a minute.")
    }

    @Test func phasesGivenOnTheCommandLineReplaceTheTechniques() async throws {
        let coach = Harness(immediate: true)
        _ = await coach.run("settings set technique box")
        let result = await breathe("breathe --inhale 12 --exhale 12 --cycles 1", in: coach)
        #expect(
            result.out.hasPrefix(
                "box 12-12, 1 cycle, 00:24:\n00:00 inhale 12s (cycle 1/1)\n00:12 exhale 12s (cycle 1/1)\nDone"))
        let held = await breathe("breathe box --exhale 6 --rest 2 --cycles 1", in: coach)
        #expect(
            held.out.hasPrefix(
                "box 4-0-6-2, 1 cycle, 00:12:\n00:00 inhale 4s (cycle 1/1)\n00:04 exhale 6s (cycle 1/1)\n00:10 hold empty 2s"
            ))
        #expect(await breathe("breathe --cycles 1", in: coach).out.hasPrefix("box 4-4-4-4, 1 cycle, 00:16:\n"))
    }

    @Test func aSessionStoppedBeforeOneWholeCycleIsLoggedAsStopped() async throws {
        let coach = Harness()
        // 4 s at 20 frames a second.
        let terminal = ScriptedTerminal(clock: SteppingClock(), script: ScriptedTerminal.pauses(80))
        let result = await coach.run("breathe --until-stopped", at: terminal)
        #expect(
            result.out.hasSuffix(
                "Stopped after 00:04.0, before one whole cycle of calm (4-6): logged as stopped; its time counts toward today's minutes.\nAchievement: First session (Breathing) — do a first session\n"
            ))
        let log = try coach.context.breathing.sessions()
        #expect(log.map(\.completed) == [false] && log.map(\.seconds) == [4])
        _ = await coach.run(
            "breathe --until-stopped",
            at: ScriptedTerminal(clock: SteppingClock(), script: ScriptedTerminal.pauses(240)))
        #expect(try coach.context.breathing.sessions().map(\.completed) == [false, true])
        let stats = await coach.run("breathe stats").out
        #expect(
            stats.hasPrefix("Breathing: 2 sessions (1 completed, 1 stopped early), 0:16 in all, 1 cycle.\n"), "\(stats)"
        )
        #expect(stats.contains("\nA session stopped early counts toward the minutes, not as a completed session.\n"))
    }

    @Test func aTechniqueNamedByItsPatternIsNamedOnce() async throws {
        let result = await breathe("breathe 4-7-8 --cycles 1", in: Harness(immediate: true))
        #expect(result.out.hasPrefix("4-7-8, 1 cycle, 00:19:\n00:00 inhale 4s (cycle 1/1)\n"))
        #expect(
            result.out.hasSuffix(
                "Done: 1 cycle of 4-7-8 in 00:19.0 (planned 00:19), 3.2 breaths a minute.\nAchievement: First session (Breathing) — do a first session\n"
            ))
    }

    @Test(
        arguments: [
            (
                "breathe --inhale 5 --exhale 5", 1,
                "Error: for calm breathing the exhale must be at least 1 s longer than the inhale (inhale 5 s → exhale 6 s or more)\n"
            ),
            ("breathe box --inhale 13", 64, "Error: the inhale must be 2 s to 12 s; 13 s is out of range\n"),
            (
                "breathe coherence --inhale 6", 1,
                "Error: the exhale must be at least as long as the inhale, so each breath slows you down (inhale 6 s → exhale 6 s or more; exhale 5 s is shorter)\n"
            ),
            (
                "breathe save evening --from box --inhale 7 --exhale 6", 1,
                "Error: the exhale must be at least as long as the inhale, so each breath slows you down (inhale 7 s → exhale 7 s or more; exhale 6 s is shorter)\n"
            ),
            (
                "breathe --cycles 0", 64,
                "Error: --cycles takes 1 to 100; 0 is out of range, e.g. 'breathe --cycles 10'\n"
            ),
            ("breathe --cycles 3 --minutes 2", 64, "Error: give --cycles or --minutes, not both\n"),
            ("breathe bx", 1, "Error: there is no technique 'bx'. Did you mean 'box'?\n"),
            ("breathe save box", 1, "Error: 'box' is a built-in technique; save yours under another name\n"),
        ] as [(String, Int32, String)])
    func badInputStartsNoSession(line: String, status: Int32, error: String) async throws {
        let coach = Harness(immediate: true)
        let result = await coach.run(line)
        #expect(result.status == status)
        // A value out of range is a usage mistake: the usage line follows.
        #expect(status == 64 ? result.err.hasPrefix(error + "Usage: coach breathe ") : result.err == error)
        #expect(try BreathingJournal(store: coach.store, calendar: coach.calendar).sessions().isEmpty)
    }

    @Test func savedPatternsAreListedUsedAndRemoved() async {
        let coach = Harness(immediate: true)
        #expect(
            await coach.run("breathe save evening --inhale 5 --exhale 8").out
                == "Saved 'evening': 5-8, 4.6 breaths a minute. Start it with 'breathe evening'.\n")
        #expect(
            await coach.run("breathe list").out.contains(
                "evening    5-8       13 s   4.6      10 × = 02:10  your pattern"))
        #expect(CompletionShapes.dynamicValues("technique", words: [], context: coach.context).contains("evening"))
        let session = await breathe("breathe evening --cycles 1", in: coach)
        #expect(
            session.out.hasSuffix(
                "Done: 1 cycle of evening (5-8) in 00:13.0 (planned 00:13), 4.6 breaths a minute.\nAchievement: First session (Breathing) — do a first session\n"
            ))
        #expect(await coach.run("breathe remove evening").out == "Removed 'evening'.\n")
        #expect(
            await coach.run("breathe evening").err
                == "Error: there is no technique 'evening'; 'breathe list' shows them\n")
    }

    @Test func aLongPatternIsListedWhole() async {
        let coach = Harness(immediate: true)
        await coach.run("breathe save slow --inhale 4.5 --hold 2 --exhale 6.5 --rest 1")
        #expect(await coach.run("breathe list").out.contains("slow       4.5-2-6.5-1  14 s"))
    }

    @Test func statsBeforeAnySession() async {
        #expect(
            await Harness(immediate: true).run("breathe stats").out
                == "No sessions yet. Your first session starts a streak: try 'breathe'.\n")
    }
}
