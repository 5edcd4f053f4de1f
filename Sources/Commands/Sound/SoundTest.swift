import ArgumentParser
import Core
import Storage

/// `sound test`: a rising and a falling tone, and the device they went to.
struct SoundTest: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "test", abstract: "Play a short check (a rising tone, then a falling one) and name the device.")

    @Option(help: ArgumentHelp("How loud, 0–100 (default 50).", valueName: "0-100")) var volume: Int?

    /// The check: an inhale cue, then an exhale cue, 2.5 s in all.
    static let phases = BreathingPlan(technique: "check", pattern: BreathingPattern(inhale: 1, exhale: 1.5), cycles: 1)
        .phases

    func validate() throws {
        try OptionRange.check(volume, SoundChoice.volumes, "--volume", example: "sound test --volume 40")
    }

    func run(in context: CommandContext) async throws {
        let request = SoundRequest(
            ambience: nil, cues: Self.phases, volume: try SoundChoice.volume(volume ?? SoundChoice.defaultVolume),
            seed: 1, seconds: 2.5)
        let words = context.messages
        switch context.sound.start(request) {
        case let .unavailable(reason): throw SoundCommandError.cannotTest(reason: reason)
        case let .playing(device):
            context.output.line(
                words.tr("Playing a rising tone, then a falling one, on %@…", SoundReason.text(device, in: words)))
        }
        let played = await SoundWait.until(2.5, in: context)
        context.sound.stop(atSecond: played)
        context.output.line(words.tr("If you heard them, sound works."))
    }
}
