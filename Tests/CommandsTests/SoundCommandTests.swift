import Core
import Foundation
import Synchronization
import Testing

@testable import Commands

/// `sound`, and sound in `breathe`, against a fake speaker: the exact lines, and what it was asked.
struct SoundCommandTests {
    @Test func soundOceanPlaysForItsMinutesThenFades() async {
        let coach = Harness(immediate: true)
        let result = await coach.run("sound ocean --minutes 1 --volume 30")
        #expect(result.status == 0)
        #expect(result.out == "Ocean waves on the test speaker for 01:00; Ctrl-C stops.\nDone: 01:00 of ocean waves.\n")
        #expect(coach.sound.calls.withLock { $0 } == ["start ocean 30% 60.0 s, 0 cues", "stop at 60.0"])
    }

    @Test func qStopsRainAtATerminalAndItFadesOut() async {
        // On the test clock, which nobody moves: only q can end it (an immediate clock would race the key).
        let coach = Harness(atTerminal: true)
        coach.press("x")
        let result = await coach.run("sound rain")
        #expect(result.out == "Rain on the test speaker for 20:00; q stops.\nStopped after 00:00.0; fading out.\n")
        #expect(coach.sound.calls.withLock { $0 } == ["start rain 50% 1200.0 s, 0 cues", "stop at 0.0"])
    }

    @Test func soundTestNamesTheDevice() async {
        let coach = Harness(immediate: true)
        let result = await coach.run("sound test")
        #expect(
            result.out
                == "Playing a rising tone, then a falling one, on the test speaker…\nIf you heard them, sound works.\n")
        #expect(coach.sound.calls.withLock { $0 } == ["start silence 50% 2.5 s, 2 cues", "stop at 2.5"])
    }

    @Test func withoutADeviceSoundSaysWhyAndBreathingGoesOn() async {
        let coach = Harness(immediate: true)
        coach.sound.answer.withLock { $0 = .unavailable(reason: "no sound device") }
        let alone = await coach.run("sound ocean")
        #expect(alone.status == 1)
        #expect(alone.err == "Error: no sound device; '--sound-file out.wav' writes the sound to a file instead\n")
        let session = await coach.run("breathe --cycles 1 --sound ocean")
        #expect(session.status == 0)
        #expect(
            session.out.hasPrefix(
                "no sound device; continuing without sound\ncalm 4-6, 1 cycle, 00:10:\n00:00 inhale 4s (cycle 1/1)\n"))
        #expect(
            coach.sound.calls.withLock { $0 } == ["start ocean 50% 1200.0 s, 0 cues", "start ocean 50% 10.0 s, 0 cues"])
    }

    @Test func cuesRingOnThePlansPhasesWithTheAmbience() async throws {
        let coach = Harness(immediate: true)
        #expect(await coach.run("breathe box --cycles 2 --sound rain --cues --volume 70").status == 0)
        #expect(coach.sound.calls.withLock { $0 } == ["start rain 70% 32.0 s, 8 cues", "stop at 32.0"])
        let request = try #require(coach.sound.requests.withLock { $0.first })
        #expect(request.cues.map(\.start) == [0, 4, 8, 12, 16, 20, 24, 28])
        #expect(request.cues.map(\.kind) == [.inhale, .hold, .exhale, .rest, .inhale, .hold, .exhale, .rest])
        #expect(request.seed == 1_795_248_720_000)
    }

    @Test func aSessionWithoutSoundAsksForNone() async {
        let coach = Harness(immediate: true)
        #expect(await coach.run("breathe --cycles 1").status == 0)
        #expect(await coach.run("breathe --cycles 1 --sound off --volume 20").status == 0)
        #expect(coach.sound.calls.withLock { $0 }.isEmpty)
    }

    @Test func aSavedPatternKeepsItsSoundAndTheSettingIsTheDefault() async {
        let coach = Harness(immediate: true)
        #expect(
            await coach.run("breathe save evening --inhale 5 --exhale 8 --sound rain").out
                == "Saved 'evening': 5-8 with rain, 4.6 breaths a minute. Start it with 'breathe evening'.\n")
        #expect(
            await coach.run("breathe list").out.hasSuffix(
                "evening    5-8       13 s   4.6      10 × = 02:10  your pattern, with rain\n"))
        #expect(
            await coach.run("settings set sound ocean").out
                == "sound is now ocean: the ambience 'breathe' plays without --sound: ocean, rain or off.\n")
        _ = await coach.run("breathe evening --cycles 1")
        _ = await coach.run("breathe box --cycles 1")
        _ = await coach.run("breathe evening --cycles 1 --sound off --cues")
        _ = await coach.run("breathe box --cycles 1 --sound rain")
        #expect(
            coach.sound.calls.withLock { $0 } == [
                "start rain 50% 13.0 s, 0 cues", "stop at 13.0", "start ocean 50% 16.0 s, 0 cues", "stop at 16.0",
                "start silence 50% 13.0 s, 2 cues", "stop at 13.0", "start rain 50% 16.0 s, 0 cues", "stop at 16.0",
            ])
        _ = await coach.run("breathe remove evening")
        #expect(BreathingJournal(store: coach.store, calendar: coach.calendar).savedSound(named: "evening") == nil)
    }

    @Test func pausingTheScreenPausesTheSound() async {
        let coach = Harness(atTerminal: true)
        coach.press("  ")
        _ = await coach.run("breathe --cycles 1 --cues")
        #expect(
            coach.sound.calls.withLock { $0 } == ["start silence 50% 10.0 s, 2 cues", "pause", "resume", "stop at 0.0"])
    }

    @Test(arguments: [
        ("breathe --sound thunder", "Error: 'thunder' is not a sound; give ocean, rain or off, e.g. '--sound rain'\n"),
        ("breathe --cues --volume 101", "Error: --volume takes 0 to 100; 101 is out of range, e.g. '--volume 40'\n"),
        (
            "sound rain --volume 150",
            "Error: --volume takes 0 to 100; 150 is out of range, e.g. 'sound ocean --volume 40'\n"
        ),
        (
            "sound ocean --minutes 0",
            "Error: --minutes takes more than 0 and at most 720; 0 is out of range, e.g. 'sound ocean --minutes 20'\n"
        ),
        (
            "breathe save x --sound waves",
            "Error: 'waves' is not a sound; give ocean, rain or off, e.g. '--sound rain'\n"
        ),
        (
            "settings set sound loud",
            "Error: 'loud' is not a value for sound; give ocean, rain or off, e.g. 'settings set sound rain'\n"
        ),
    ])
    func refusals(line: String, error: String) async {
        let coach = Harness(immediate: true)
        let result = await coach.run(line)
        // A wrong value stops the line before it runs, with the usage line after the message.
        #expect(result.err == error || result.err.hasPrefix(error + "Usage: coach "), "\(result.err)")
        #expect(result.status != 0)
        #expect(coach.sound.calls.withLock { $0 }.isEmpty)
    }

    @Test func aSoundFileHoldsWhatWouldHaveBeenPlayed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-sound-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let coach = Harness(immediate: true)
        let alone = folder.appendingPathComponent("rain.wav").path
        #expect(
            await coach.run("sound rain --minutes 0.05 --sound-file \(alone)").out
                == "Rain, 00:03, written to \(alone).\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: alone)).count == 44 + 3 * 48_000 * 4)
        let session = folder.appendingPathComponent("box.wav").path
        let result = await coach.run("breathe box --cycles 1 --cues --sound-file \(session)")
        #expect(
            result.out.hasSuffix(
                "Done: 1 cycle of box (4-4-4-4) in 00:16.0 (planned 00:16), 3.8 breaths a minute.\nThe sound is in \(session).\nAchievement: First session (Breathing) — do a first session\n"
            ))
        let data = try Data(contentsOf: URL(fileURLWithPath: session))
        #expect(data.count == 44 + 16 * 48_000 * 4)
        #expect(data.prefix(4) == Data("RIFF".utf8))
        #expect(coach.sound.calls.withLock { $0 }.isEmpty)
        let nowhere = await coach.run("sound ocean --sound-file /no/such/folder/x.wav")
        #expect(
            nowhere.err
                == "Error: cannot write the sound file '/no/such/folder/x.wav' (there is no folder '/no/such/folder')\n"
        )
    }
}
