import Core

/// What to play: an ambience, breathing cues, or both, at a volume.
public struct SoundRequest: Equatable, Sendable {
    /// Ocean or rain; nil for cues alone.
    public var ambience: AmbienceKind?
    /// The phases whose starts the cues ring on (empty: no cues).
    public var cues: [BreathingPhase]
    /// 0 to 100.
    public var volume: Int
    /// The same seed plays the same waves and drops.
    public var seed: UInt64
    /// How long it plays, fading out over its last 2 s; nil until it is stopped.
    public var seconds: Double?

    /// A request for `ambience` (nil: cues alone) with cues on `cues`, at `volume`, for `seconds` (nil: until stopped).
    public init(ambience: AmbienceKind?, cues: [BreathingPhase] = [], volume: Int, seed: UInt64, seconds: Double?) {
        (self.ambience, self.cues, self.volume, self.seed, self.seconds) = (ambience, cues, volume, seed, seconds)
    }

    /// The stream of samples this asks for.
    public var stream: SoundStream {
        SoundStream(ambience: ambience, phases: cues, volume: volume, seed: seed, seconds: seconds)
    }
}

/// Whether sound started, and where.
public enum SoundStart: Equatable, Sendable {
    /// Playing on this device (`ALSA default`, a file's path).
    case playing(device: String)
    /// No sound, and why in a few words ("no sound device").
    case unavailable(reason: String)
}

/// Where sound goes: the platform's audio system, a WAV file, or a fake in tests. One sound at a time;
/// every call returns at once, the playing happens on a thread of the player's own.
public protocol SoundPlayer: Sendable {
    /// Starts `request`; its second 0 is now (a sound still fading out ends first).
    func start(_ request: SoundRequest) -> SoundStart
    /// Ramps out and holds the sound, cues included, where it is.
    func pause()
    /// Ramps back in from where it paused.
    func resume()
    /// Fades out over 2 s and closes the device; `second` is how far the session got (what a file keeps).
    func stop(atSecond second: Double)
    /// Waits, at most a few seconds, until the last sound has faded and its device is closed.
    func finish() async
}

/// A machine without sound.
public struct NoSoundPlayer: SoundPlayer {
    /// Why there is no sound.
    public let reason: String

    /// A player that always answers `reason`.
    public init(reason: String = "no sound device") { self.reason = reason }

    /// Never plays: says why.
    public func start(_ request: SoundRequest) -> SoundStart { .unavailable(reason: reason) }
    /// Nothing to pause.
    public func pause() {}
    /// Nothing to resume.
    public func resume() {}
    /// Nothing to stop.
    public func stop(atSecond second: Double) {}
    /// Nothing to wait for.
    public func finish() async {}
}
