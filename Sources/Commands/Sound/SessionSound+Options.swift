import Core

extension SessionSound {
    /// For a live display (`breathe`, `relax`): starts what `options` ask for (else the sound setting)
    /// for a session of `seconds` (nil: until stopped), with cues on `phases` when --cues is given.
    /// End it with `end(atSecond:)`; pause and resume it with the session.
    public static func start(
        _ options: SoundOptions, phases: [BreathingPhase] = [], seconds: Double?,
        fallback: AmbienceKind? = nil, in context: CommandContext
    ) throws -> SessionSound {
        let request = try options.request(
            phases: phases, seconds: seconds, fallback: fallback ?? SoundOptions.setting(context), in: context)
        return start(request, soundFile: options.soundFile, in: context)
    }
}
