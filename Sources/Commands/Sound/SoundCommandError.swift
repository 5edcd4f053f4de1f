import Core

/// Why `sound ocean`, `sound rain` or `sound test` played nothing; each carries the player's reason, in English
/// (`SoundReason` says it in the person's language).
enum SoundCommandError: UserFacingError, Equatable {
    /// `--sound-file` could not be written.
    case cannotWriteFile(reason: String)
    /// No sound device would play the ambience.
    case cannotPlay(reason: String)
    /// No sound device would play the check.
    case cannotTest(reason: String)

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case let .cannotWriteFile(reason):
            SoundReason.text(reason, in: words)
        case let .cannotPlay(reason):
            words.tr(
                "%@; '--sound-file out.wav' writes the sound to a file instead", SoundReason.text(reason, in: words))
        case let .cannotTest(reason):
            words.tr(
                "%@. Check that a sound card, PipeWire or PulseAudio is there, or name an ALSA device in COACH_SOUND_DEVICE",
                SoundReason.text(reason, in: words))
        }
    }
}
