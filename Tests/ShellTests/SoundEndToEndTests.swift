import Foundation
import Testing

/// Sound through real ALSA with no speaker: the fixture config makes ALSA's default device its `file`
/// plugin over `null`, so what coach plays lands in a raw file that sox measures.
@Suite(.serialized) struct SoundEndToEndTests {
    static let config = CoachProcess.packageRoot.appendingPathComponent("Tests/ShellTests/Sound/alsa-capture.conf").path

    /// What `sox … -n stats` says of a raw 48 kHz stereo capture: length in seconds, RMS and peak in dBFS.
    struct Stats {
        var seconds: Double, rms: Double, peak: Double
    }

    static func measure(_ capture: URL, in coach: CoachProcess) throws -> Stats {
        let sox = try #require(
            ["/usr/bin/sox", "/usr/local/bin/sox"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "sox is missing: scripts/ensure-deps.sh (make test) installs it")
        let result = try coach.run(
            ["-t", "raw", "-r", "48000", "-e", "signed", "-b", "16", "-c", "2", capture.path, "-n", "stats"],
            program: sox)
        #expect(result.status == 0, "sox: \(result.err)")
        func value(_ name: String) -> Double {
            let line = result.err.split(separator: "\n").first { $0.hasPrefix(name) } ?? ""
            return Double(line.split(separator: " ").dropFirst(name.split(separator: " ").count).first ?? "") ?? .nan
        }
        return Stats(seconds: value("Length s"), rms: value("RMS lev dB"), peak: value("Pk lev dB"))
    }

    /// Runs coach with ALSA's default device writing into `capture`.
    static func play(_ arguments: [String], capture: URL, coach: CoachProcess, extra: [String: String] = [:]) throws
        -> CoachProcess.Result
    {
        try coach.run(
            arguments,
            environment: [
                "ALSA_CONFIG_PATH": "/usr/share/alsa/alsa.conf:" + config, "COACH_SOUND_CAPTURE": capture.path,
            ].merging(extra) { $1 })
    }

    /// The capture lasts `seconds` (give or take `within`), its RMS is above `loudest` dB and its peak below full scale.
    static func expectWholeAudibleUnclipped(
        _ capture: URL, seconds: Double, within: Double, loudest: Double, in coach: CoachProcess
    ) throws {
        let stats = try measure(capture, in: coach)
        #expect(abs(stats.seconds - seconds) < within, "length \(stats.seconds) s")
        #expect(stats.rms > loudest, "RMS \(stats.rms) dB")
        #expect(stats.peak < -0.1, "peak \(stats.peak) dB")
    }

    @Test func threeSecondsOfOceanReachALSAWholeAudibleAndUnclipped() throws {
        let coach = CoachProcess()
        let capture = coach.home.appendingPathComponent("ocean.raw")
        let result = try Self.play(
            ["sound", "ocean", "--minutes", "0.05", "--volume", "100"], capture: capture, coach: coach)
        #expect(result.status == 0)
        #expect(result.out == "Ocean waves on ALSA 'default' for 00:03; Ctrl-C stops.\nDone: 00:03 of ocean waves.\n")
        #expect(result.err == "")
        try Self.expectWholeAudibleUnclipped(capture, seconds: 3, within: 0.06, loudest: -40, in: coach)
    }

    @Test func aBreathingSessionWithRainAndCuesPlaysItsLength() throws {
        let coach = CoachProcess()
        let capture = coach.home.appendingPathComponent("session.raw")
        let result = try Self.play(
            [
                "breathe", "quick", "--inhale", "2", "--hold", "0", "--exhale", "2", "--cycles", "1", "--sound", "rain",
                "--cues",
            ],
            capture: capture, coach: coach)
        #expect(result.status == 0)
        #expect(
            result.out.hasPrefix(
                "quick 2-2, 1 cycle, 00:04:\n00:00 inhale 2s (cycle 1/1)\n00:02 exhale 2s (cycle 1/1)\nDone: 1 cycle"))
        try Self.expectWholeAudibleUnclipped(capture, seconds: 4, within: 0.08, loudest: -45, in: coach)
    }

    @Test func withoutTheDeviceTheSessionSaysSoInOneLineAndGoesOn() throws {
        let coach = CoachProcess()
        let capture = coach.home.appendingPathComponent("none.raw")
        let result = try Self.play(
            ["breathe", "quick", "--inhale", "2", "--hold", "0", "--exhale", "2", "--cycles", "1", "--sound", "ocean"],
            capture: capture, coach: coach, extra: ["COACH_SOUND_DEVICE": "nowhere"])
        #expect(result.status == 0)
        #expect(
            result.out.hasPrefix(
                "no sound device (ALSA 'nowhere': No such file or directory); continuing without sound\nquick 2-2, 1 cycle, 00:04:\n"
            ))
        #expect(result.err == "", "ALSA's own messages stay quiet")
        #expect(!FileManager.default.fileExists(atPath: capture.path))
    }

    @Test func withoutTheLibrarySoundIsUnavailableNotACrash() throws {
        let coach = CoachProcess()
        let result = try coach.run(["sound", "test"], environment: ["COACH_ALSA_LIBRARY": "libasound-not-here.so.2"])
        #expect(result.status == 1)
        #expect(
            result.err
                == "Error: no sound: ALSA's library (libasound-not-here.so.2) is not installed. Check that a sound card, "
                + "PipeWire or PulseAudio is there, or name an ALSA device in COACH_SOUND_DEVICE\n")
    }
}
