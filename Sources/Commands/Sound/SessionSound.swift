import Core
import Storage
import Synchronization

/// A live session's sound (breathe, relax): started just before the session's clock starts, paused
/// with it, ended with it. Without sound it does nothing, after one calm line saying why.
public struct SessionSound: Sendable {
    let player: (any SoundPlayer)?
    let file: SoundFilePlayer?
    let context: CommandContext

    /// Starts `request` (nil: no sound) on the context's player, or into `soundFile` as a WAV file.
    /// Prints "no sound device; continuing without sound" and goes on when there is no sound.
    public static func start(_ request: SoundRequest?, soundFile: String? = nil, in context: CommandContext)
        -> SessionSound
    {
        guard let request else { return SessionSound(player: nil, file: nil, context: context) }
        let file = soundFile.map { SoundFilePlayer(path: $0) }
        let player: any SoundPlayer = file ?? context.sound
        switch player.start(request) {
        case .playing: return SessionSound(player: player, file: file, context: context)
        case let .unavailable(reason):
            let words = context.messages
            context.output.line(words.tr("%@; continuing without sound", SoundReason.text(reason, in: words)))
            return SessionSound(player: nil, file: nil, context: context)
        }
    }

    /// Holds the sound while the session is paused.
    public func pause() { player?.pause() }
    /// Brings it back when the session goes on.
    public func resume() { player?.resume() }

    /// Fades the sound out from `second` of the session (its end, or where q or Ctrl-C stopped it).
    public func end(atSecond second: Double) {
        player?.stop(atSecond: second)
        guard let file else { return }
        let words = context.messages
        if let problem = file.problem.withLock({ $0 }) {
            context.output.errorLine(words.tr("Error: ") + SoundReason.text(problem, in: words))
        } else {
            context.output.line(words.tr("The sound is in %@.", file.path))
        }
    }
}
