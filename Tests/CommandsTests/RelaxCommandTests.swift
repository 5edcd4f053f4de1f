import Core
import FoundationEssentials
import Synchronization
import Testing

@testable import Commands

/// `relax`: the practices run at a terminal on the injected clock, end calmly and are logged.
struct RelaxCommandTests {
    static let synchronized = "\u{1B}[?2026h"

    /// A wide terminal, so the whole status line shows.
    static func terminal(_ script: [TerminalKey?]) -> ScriptedTerminal {
        ScriptedTerminal(clock: SteppingClock(), columns: 120, rows: 12, script: script)
    }

    /// The status line after each frame.
    static func statusLines(_ output: String) -> [String] {
        ScreenReplay.frames(of: output, columns: 120, rows: 12).map { $0[11] }
    }

    @Test(arguments: ["relax fire", "relax mandala", "relax scenes", "relax particles --minutes 2"])
    func withoutATerminalItSaysWhatItNeeds(_ line: String) async throws {
        let coach = Harness()
        let result = await coach.run(line)
        #expect(result.status == 1)
        #expect(
            result.err
                == "Error: relax draws moving pictures and needs a terminal: run it at one, not piped or with TERM=dumb\n"
        )
        let dumb = ScriptedTerminal(clock: SteppingClock(), drawsPictures: false, script: [])
        #expect(await coach.run(line, at: dumb).err == result.err)
        #expect(try coach.context.relax.sessions().isEmpty)
    }

    @Test func theFireBurnsForItsMinutesAtItsFrameRateAndIsLogged() async throws {
        let coach = Harness()
        let clock = SteppingClock()
        let terminal = ScriptedTerminal(clock: clock, columns: 120, rows: 12, script: ScriptedTerminal.pauses(1000))
        let result = await coach.run("relax fire --minutes 0.1 --seed 3", at: terminal)
        #expect(result.status == 0)
        #expect(result.out.components(separatedBy: Self.synchronized).count - 1 == 180, "6 s at 30 frames a second")
        #expect(
            result.out.hasSuffix(
                "\u{1B}[?2026lYou watched the fire for 6 s. Carry its warmth with you.\nAchievement: First session (Relax) — do a first session\n"
            ))
        let status = Self.statusLines(result.out)
        #expect(status.first == " Fire · space lets it die down · q ends · 00:06 left")
        #expect(status.last == " Fire · space lets it die down · q ends · 00:01 left")
        #expect(clock.now.offset > .seconds(6) - .milliseconds(1) && clock.now.offset < .seconds(6) + .milliseconds(1))
        let session = try #require(try coach.context.relax.sessions().first)
        #expect((session.practice, session.seconds, session.shown, session.interactions) == (.fire, 6, 0, 0))
    }

    @Test func speedIsApartFromTheFrameRate() async throws {
        let slow = await Harness().run(
            "relax fire --minutes 0.1 --fps 5", at: Self.terminal(ScriptedTerminal.pauses(1000)))
        #expect(slow.out.components(separatedBy: Self.synchronized).count - 1 == 30)
        // Twice the speed: a 5 s scene lasts 2.5 s of the clock, still 30 frames a second.
        let fast = await Harness().run(
            "relax scenes --interval 5s --speed 2 --minutes 0.1", at: Self.terminal(ScriptedTerminal.pauses(1000)))
        let names = Self.statusLines(fast.out).map { $0.prefix { $0 != "·" } }
        #expect(names.count == 180)
        #expect(names[74] == " Sea at dusk " && names[75] == " Mountains " && names[150] == " Forest ")
    }

    @Test func spaceLetsTheFireDieDownAndQEndsIt() async throws {
        let coach = Harness()
        let terminal = Self.terminal(
            ScriptedTerminal.pauses(3) + [.character(" ")] + ScriptedTerminal.pauses(3) + [.character("q")])
        let result = await coach.run("relax fire", at: terminal)
        #expect(
            Self.statusLines(result.out) == Array(
                repeating: " Fire · space lets it die down · q ends · 00:00", count: 4)
                + Array(repeating: " Fire · space kindles it · q ends · 00:00", count: 3))
        #expect(
            result.out.hasSuffix(
                "You watched the fire for 0 s. Carry its warmth with you.\nAchievement: First session (Relax) — do a first session\n"
            ))
        #expect(try coach.context.relax.sessions().map(\.seconds) == [0.2])
    }

    @Test func theParticlesCountPushesFromTheMouse() async throws {
        let coach = Harness()
        func motion(_ column: Int) -> TerminalKey {
            .mouse(MouseReport(button: 3, action: .motion, column: column, row: 6))
        }
        // Two moves in a burst are one push; a move after a still second is another; a click is one more.
        let script: [TerminalKey?] =
            [motion(10), nil, motion(12)] + ScriptedTerminal.pauses(40) + [motion(20), nil]
            + [.mouse(MouseReport(button: 0, action: .press, column: 20, row: 6))] + ScriptedTerminal.pauses(5)
        let terminal = Self.terminal(script)
        let result = await coach.run("relax particles --preset bouncy", at: terminal)
        #expect(result.status == 0)
        #expect(terminal.mouse.withLock { $0 } == (true, true))
        #expect(
            Self.statusLines(result.out).last
                == " 2640 particles · 1 Gentle 2 Dynamic 3 Fluid 4 [Bouncy] · mouse or arrows push · q ends · 00:01")
        #expect(
            result.out.hasSuffix(
                "You let off steam with the particles for 2 s.\nAchievement: First session (Relax) — do a first session\n"
            ))
        #expect(try coach.context.relax.sessions().map(\.interactions) == [3])
        let keys = Self.terminal([.arrow(.left), .character("3")] + ScriptedTerminal.pauses(2))
        let byKeys = await coach.run("relax particles --keys", at: keys)
        #expect(keys.mouse.withLock { $0.asked } == false)
        #expect(
            Self.statusLines(byKeys.out).last
                == " 2640 particles · 1 Gentle 2 Dynamic 3 [Fluid] 4 Bouncy · arrows push · q ends · 00:00")
        #expect(
            ScreenReplay.frames(of: byKeys.out, columns: 120, rows: 12).last?[5].contains("+") == true,
            "the cursor shows where it pushes")
        #expect(try coach.context.relax.sessions().map(\.interactions) == [3, 1])
    }

    @Test func theScenesMoveWithTheArrowsAndCountWhatWasSeen() async throws {
        let coach = Harness()
        let terminal = Self.terminal(
            [.arrow(.right), nil, .arrow(.right), nil, .arrow(.left)] + ScriptedTerminal.pauses(2))
        let result = await coach.run("relax scenes --scene mountains", at: terminal)
        #expect(
            Self.statusLines(result.out).map { $0.prefix { $0 != "·" } } == [
                " Mountains ", " Forest ", " Starry sky ", " Forest ", " Forest ",
            ])
        #expect(
            result.out.hasSuffix(
                "You took in calm scenes for 0 s.\nAchievement: First session (Relax) — do a first session\n"))
        #expect(try coach.context.relax.sessions().map(\.shown) == [4])
    }

    @Test func theMandalaBreathesAndCountsAsBreathing() async throws {
        let coach = Harness()
        let terminal = Self.terminal([.character("n")] + ScriptedTerminal.pauses(900))
        let result = await coach.run("relax mandala --breathe 4-6 --minutes 0.5 --seed 40", at: terminal)
        #expect(result.status == 0)
        let status = Self.statusLines(result.out)
        #expect(status.count == 900)
        #expect(status[0] == " Mandala 40 (8-fold) · Breathe in 4 · n next · q ends · 00:30 left")
        #expect(status[1] == " Mandala 41 (12-fold) · Breathe in 4 · n next · q ends · 00:30 left")
        // The phases change on the breath's deadlines: 4 s in, then 6 s out, at 30 frames a second.
        #expect(status[120] == " Mandala 41 (12-fold) · Breathe out 6 · n next · q ends · 00:26 left")
        #expect(status[119].contains("Breathe in 1") && status[300].contains("Breathe in 4"))
        #expect(
            result.out.hasSuffix(
                "You rested your eyes on the mandala for 30 s.\nAchievement: First session (Relax) — do a first session\n"
                    + "Achievement: First session (Breathing) — do a first session\n"
            ))
        #expect(try coach.context.relax.sessions().map(\.shown) == [2])
        let breath = try #require(try coach.context.breathing.sessions().first)
        #expect(
            (breath.technique, breath.cyclesDone, breath.seconds, breath.pattern) == (
                "mandala 4-6", 3, 30, BreathingPattern(inhale: 4, exhale: 6)
            ))
    }

    @Test func aBreathingMandalaStoppedBeforeOneBreathIsLoggedAsStopped() async throws {
        let coach = Harness()
        let result = await coach.run(
            "relax mandala --breathe 4-6 --seed 40", at: Self.terminal(ScriptedTerminal.pauses(210)))
        #expect(
            result.out.hasSuffix(
                "Stopped before one whole breath of 4-6: logged as a stopped breathing session; its time counts toward today's minutes.\n"
                    + "Achievement: First session (Breathing) — do a first session\n"
            ), "\(result.out.suffix(400))")
        let breath = try #require(try coach.context.breathing.sessions().first)
        #expect((breath.completed, breath.cyclesDone, breath.seconds) == (false, 0, 7))
    }

    @Test(arguments: [
        ("relax fire --fps 0", "Error: --fps takes 1 to 60; 0 is out of range, e.g. '--fps 30'"),
        ("relax fire --minutes 500", "Error: --minutes takes 0.1 to 180; 500 is out of range, e.g. '--minutes 10'"),
        ("relax scenes --speed 9", "Error: --speed takes 0.25 to 4; 9 is out of range, e.g. '--speed 0.5'"),
        ("relax scenes --interval 2s", "Error: --interval must be a time from 5s to 10m, like 20s or 1m, not '2s'"),
        (
            "relax scenes --scene beach",
            "Error: no scene 'beach'; the scenes are 1 Sea at dusk, 2 Mountains, 3 Forest, 4 Starry sky, 5 Rain on a lake, 6 Northern lights"
        ),
        ("relax mandala --symmetry 6", "Error: --symmetry must be 8 or 12, not 6"),
        (
            "relax mandala --breathe 4-6 --speed 2",
            "Error: --speed would change the breath's timing; leave it out with --breathe"
        ),
        (
            "relax particles --strength 80",
            "Error: --strength takes 5 to 50; 80 is out of range, e.g. 'relax particles --strength 20'"
        ),
        (
            "relax particles --particles 100",
            "Error: --particles takes 3,000 to 6,000; 100 is out of range, e.g. 'relax particles --particles 4000'"
        ),
    ])
    func badOptionsSayWhatTheyMustBe(_ line: String, _ message: String) async {
        let result = await Harness().run(line, at: ScriptedTerminal(clock: SteppingClock(), script: []))
        #expect(result.status == 64)
        #expect(result.err.hasPrefix(message + "\n"), "\(result.err)")
    }

    @Test func aBreathThatBreaksTheRuleIsRefused() async {
        let result = await Harness().run(
            "relax mandala --breathe 6-4", at: ScriptedTerminal(clock: SteppingClock(), script: []))
        #expect(result.status == 1)
        #expect(result.err.contains("exhale"))
    }

    @Test func statsShowEachPracticeAndTheTotal() async throws {
        let coach = Harness()
        #expect(
            await coach.run("relax stats").out
                == "No relax sessions yet. Try 'relax fire', 'relax mandala', 'relax scenes' or 'relax particles'.\n")
        let start = coach.context.now()
        for record in [
            RelaxSessionRecord(start: start, practice: .particles, seconds: 125, interactions: 14),
            RelaxSessionRecord(start: start, practice: .fire, seconds: 600),
            RelaxSessionRecord(start: start, practice: .scenes, seconds: 61.5, shown: 4),
            RelaxSessionRecord(start: start, practice: .fire, seconds: 300),
        ] {
            try coach.context.relax.log(record)
        }
        let table = await coach.run("relax stats").out
        #expect(
            table == """
                Practice   Sessions   Time  Seen  Pushes
                Fire              2  15:00     –       –
                Scenes            1   1:02     4       –
                Particles         1   2:05     –      14
                All               4  18:07

                """)
        let json = await coach.run("relax stats --json").out
        #expect(json.contains("\"practice\" : \"particles\"") && json.contains("\"interactions\" : 14"))
    }

    @Test func theAmbiencePlaysUnderAPracticeAndFadesWhenItEnds() async {
        let coach = Harness()
        _ = await coach.run(
            "relax fire --minutes 0.1 --sound rain --volume 30", at: Self.terminal(ScriptedTerminal.pauses(1000)))
        #expect(coach.sound.calls.withLock { $0 } == ["start rain 30% 6.0 s, 0 cues", "stop at 6.0"])
        _ = await coach.run(
            "relax mandala --breathe 4-6 --cues --sound ocean", at: Self.terminal(ScriptedTerminal.pauses(60)))
        #expect(coach.sound.calls.withLock { $0 }.last == "stop at 2.0")
        #expect(coach.sound.requests.withLock { $0 }.last?.cues.prefix(3).map(\.start) == [0, 4, 10])
        let cues = await coach.run("relax particles --cues", at: Self.terminal([]))
        #expect(cues.err == "Error: --cues sound the breath, so they go with 'relax mandala --breathe 4-6'\n")
        coach.sound.answer.withLock { $0 = .unavailable(reason: "no sound device") }
        let quiet = await coach.run("relax scenes --sound ocean", at: Self.terminal([]))
        #expect(quiet.status == 0 && quiet.out.hasPrefix("no sound device; continuing without sound\n"))
    }
}
