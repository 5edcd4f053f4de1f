import ArgumentParser
import Core
import Storage
import Synchronization

/// `sound`: ocean waves or rain on their own, generated as they play so they never loop, and a check.
public struct SoundCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sound",
        abstract: "Ocean waves or rain on their own (a sleep or focus aid): 'sound ocean --minutes 20', 'sound test'.",
        discussion: """
            The sound is made as it plays, so it never loops with a seam; it fades in over 2 s and out over 2 s \
            at the end or when you stop it (q, Esc or Ctrl-C). It plays through ALSA (and so PipeWire or \
            PulseAudio); COACH_SOUND_DEVICE names another ALSA device. Without a sound device, --sound-file \
            writes it to a WAV file.
            """,
        subcommands: [SoundOcean.self, SoundRain.self, SoundTest.self]
    )

    public init() {}
}

/// The options of `sound ocean` and `sound rain`.
struct AmbienceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How long, in minutes (up to 720; default 20).", valueName: "m")) var minutes: Double?
    @Option(help: ArgumentHelp("How loud, 0–100 (default 50).", valueName: "0-100")) var volume: Int?
    @Option(
        help: ArgumentHelp("Write the sound to this WAV file instead of playing it.", valueName: "file"),
        completion: .file(extensions: ["wav"]))
    var soundFile: String?

    func validate() throws {
        try OptionRange.check(positive: minutes, atMost: 720, "--minutes", example: "sound ocean --minutes 20")
        try OptionRange.check(volume, SoundChoice.volumes, "--volume", example: "sound ocean --volume 40")
    }

    /// Plays `kind` for the minutes asked, until it ends or is stopped.
    func play(_ kind: AmbienceKind, in context: CommandContext) async throws {
        let minutes = minutes ?? 20
        let seconds = (minutes * 60).rounded()
        let request = SoundRequest(
            ambience: kind, volume: try SoundChoice.volume(volume ?? SoundChoice.defaultVolume),
            seed: SoundOptions.seed(context), seconds: seconds)
        let words = context.messages
        let name = kind == .ocean ? words.tr("Ocean waves") : words.tr("Rain")
        let length = DurationFormat.short(seconds)
        if let soundFile {
            let file = SoundFilePlayer(path: soundFile)
            if case let .unavailable(reason) = file.start(request) {
                throw SoundCommandError.cannotWriteFile(reason: reason)
            }
            file.stop(atSecond: seconds)
            if let problem = file.problem.withLock({ $0 }) { throw SoundCommandError.cannotWriteFile(reason: problem) }
            return context.output.line(words.tr("%@, %@, written to %@.", name, length, soundFile))
        }
        switch context.sound.start(request) {
        case let .unavailable(reason): throw SoundCommandError.cannotPlay(reason: reason)
        case let .playing(device):
            let stop = context.terminal != nil ? words.tr("q stops") : words.tr("Ctrl-C stops")
            context.output.line(
                words.tr("%@ on %@ for %@; %@.", name, SoundReason.text(device, in: words), length, stop))
        }
        let played = await SoundWait.until(seconds, in: context)
        context.sound.stop(atSecond: played)
        context.output.line(
            played < seconds
                ? words.tr("Stopped after %@; fading out.", DurationFormat.short(played, tenths: true, in: words))
                : kind == .ocean
                    ? words.tr("Done: %@ of ocean waves.", length) : words.tr("Done: %@ of rain.", length))
    }
}

/// `sound ocean`.
struct SoundOcean: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "ocean", abstract: "Ocean waves: slow swells of brown and pink noise, never the same twice.")
    @OptionGroup var options: AmbienceOptions
    func run(in context: CommandContext) async throws { try await options.play(.ocean, in: context) }
}

/// `sound rain`.
struct SoundRain: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "rain", abstract: "Rain: a soft hiss and drops falling at random.")
    @OptionGroup var options: AmbienceOptions
    func run(in context: CommandContext) async throws { try await options.play(.rain, in: context) }
}
