import ArgumentParser
import Core
import Storage

/// The sound options of a live session (`breathe`, and `relax` once it has sound): --sound, --cues,
/// --volume and --sound-file.
public struct SoundOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "An ambience under the session: ocean, rain or off (default: the pattern's, else the sound setting).",
            valueName: "sound"),
        completion: .list(["ocean", "rain", "off"]))
    public var sound: String?
    @Flag(
        help: "A rising tone at each inhale, a falling one at each exhale, a tick at holds: breathe with eyes closed.")
    public var cues = false
    @Option(help: ArgumentHelp("How loud, 0–100 (default 50).", valueName: "0-100")) public var volume: Int?
    @Option(
        help: ArgumentHelp("Write the sound to this WAV file instead of playing it.", valueName: "file"),
        completion: .file(extensions: ["wav"]))
    public var soundFile: String?

    public init() {}

    public func validate() throws {
        try OptionRange.check(volume, SoundChoice.volumes, "--volume", example: "--volume 40")
        if let sound { try OptionRange.checked { try SoundChoice.ambience(sound) } }
    }

    /// What to play for a session of `seconds` (nil: until stopped) with cues on `phases`; nil for
    /// silence. `fallback` is the ambience when --sound is not given (a saved pattern's, the setting's).
    public func request(phases: [BreathingPhase], seconds: Double?, fallback: AmbienceKind?, in context: CommandContext)
        throws -> SoundRequest?
    {
        let volume = try SoundChoice.volume(volume ?? SoundChoice.defaultVolume)
        let ambience = try sound.map(SoundChoice.ambience) ?? fallback
        guard ambience != nil || cues else { return nil }
        return SoundRequest(
            ambience: ambience, cues: cues ? phases : [], volume: volume, seed: Self.seed(context), seconds: seconds)
    }

    /// A seed from the time: each session's waves differ, and a test's are the same every run.
    static func seed(_ context: CommandContext) -> UInt64 { UInt64(max(0, context.now().timeIntervalSince1970 * 1000)) }

    /// The ambience of the sound setting, if it names one.
    static func setting(_ context: CommandContext) -> AmbienceKind? {
        context.settings.sound.flatMap { try? SoundChoice.ambience($0) }
    }
}
