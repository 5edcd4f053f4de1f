import PureC
import Storage

/// No sound at all: what plays under breathing cues chosen without an ambience.
public struct Silence: SoundSource {
    /// Silence, for as long as it is asked.
    public init() {}
    /// Zero on both sides.
    public mutating func next() -> (left: Float, right: Float) { (0, 0) }
}

/// A session's sound in periods, as a player asks for it: the ambience faded in over 2 s, the cues on
/// their phases' samples, a 2 s fade-out at the planned end or from the moment it is stopped, and
/// pauses that ramp out and back in over 20 ms without moving the cues off their deadlines.
public struct SoundStream: Sendable {
    /// Frames a second.
    public static let sampleRate = 48_000
    /// Frames a pause takes to ramp out or in (20 ms).
    static let pauseRamp = sampleRate / 50
    static let fadeFrames = Int(SoundMix.fadeSeconds) * sampleRate

    private var source: any SoundSource
    private var cues: BreathCues?
    private let volume: Int
    /// The planned length in frames (a very long time for a sound that plays until stopped).
    private let total: Int
    /// The frame the next period starts on (pauses not counted).
    public private(set) var frame = 0
    /// Frames written, pauses included.
    public private(set) var written = 0
    private var stoppedAt: Int?
    private var paused = false
    /// While a pause ramps out: the state to come back to, and how far the ramp is.
    private var held: (source: any SoundSource, cues: BreathCues?, frame: Int)?
    private var ramp = SoundStream.pauseRamp

    /// `seconds` of `ambience` (nil: silence) with cues for `phases`, at `volume` 0–100; `seconds` nil plays until stopped.
    public init(ambience: AmbienceKind?, phases: [BreathingPhase], volume: Int, seed: UInt64, seconds: Double?) {
        source =
            switch ambience {
            case .ocean?: OceanWaves(seed: seed)
            case .rain?: Rain(seed: seed)
            case nil: Silence()
            }
        cues = phases.isEmpty ? nil : BreathCues(phases: phases)
        self.volume = volume
        total = seconds.map { Int(($0 * Double(Self.sampleRate)).rounded()) } ?? Int(Int32.max)
    }

    /// The last frame this stream plays: the planned end, or 2 s after it was stopped.
    public var end: Int { min(total, stoppedAt.map { $0 + Self.fadeFrames } ?? total) }
    /// Whether it is paused and already ramped out: only silence until `resume`.
    public var isHeld: Bool { paused && ramp >= Self.pauseRamp }
    /// Whether every frame has been given.
    public var isOver: Bool { frame >= end }

    /// Starts the 2 s fade-out here (a second call changes nothing).
    public mutating func fadeOut() { if stoppedAt == nil { stoppedAt = frame } }

    /// Ramps out and holds the sound where it is until `resume`.
    public mutating func pause() {
        guard !paused else { return }
        paused = true
        held = (source, cues, frame)
        ramp = 0
    }

    /// Ramps the sound back in from where it was paused.
    public mutating func resume() {
        guard paused else { return }
        paused = false
        if let held { (source, cues, frame) = (held.source, held.cues, held.frame) }
        held = nil
        ramp = 0
    }

    /// Moves on `count` frames unheard: the time that passed before the device opened.
    public mutating func skip(_ count: Int) {
        let chunk = 4_800
        let buffer = UnsafeMutableBufferPointer<Int16>.allocate(capacity: chunk * 2)
        defer { buffer.deallocate() }
        var left = count
        while left > 0 {
            let step = min(chunk, left)
            SoundMix.render(into: buffer, &source, cues: &cues, frames: step, offset: frame, total: total, volume: 0)
            frame += step
            left -= step
        }
    }

    /// The next `count` frames as interleaved stereo 16-bit samples (fewer at the end).
    public mutating func next(_ count: Int) -> [Int16] {
        var filled = 0
        let samples = [Int16](unsafeUninitializedCapacity: count * 2) { buffer, initialized in
            filled = next(count, into: buffer)
            initialized = filled * 2
        }
        return samples
    }

    /// The next frames, at most `count`, written into `buffer` (at least `2 × count` samples) without
    /// allocating; returns how many frames were written (fewer at the end or while a pause ramps out).
    public mutating func next(_ count: Int, into buffer: UnsafeMutableBufferPointer<Int16>) -> Int {
        if paused && held != nil && ramp >= Self.pauseRamp {
            // Ramped out: silence, the sound held where it paused.
            for index in 0..<(count * 2) { buffer[index] = 0 }
            written += count
            return count
        }
        let frames = paused ? min(count, Self.pauseRamp - ramp) : max(0, min(count, end - frame))
        SoundMix.render(into: buffer, &source, cues: &cues, frames: frames, offset: frame, total: total, volume: volume)
        for index in 0..<frames {
            var gain: Float = 1
            if let stoppedAt { gain *= Self.cosineFall(frame + index - stoppedAt, over: Self.fadeFrames) }
            if ramp + index < Self.pauseRamp {
                let fall = Self.cosineFall(ramp + index, over: Self.pauseRamp)
                gain *= paused ? fall : 1 - fall
            }
            guard gain < 1 else { continue }
            buffer[2 * index] = Int16((Float(buffer[2 * index]) * gain).rounded())
            buffer[2 * index + 1] = Int16((Float(buffer[2 * index + 1]) * gain).rounded())
        }
        ramp = min(ramp + frames, Self.pauseRamp)
        frame += frames
        written += frames
        if paused, let held, ramp >= Self.pauseRamp { (source, cues, frame) = (held.source, held.cues, held.frame) }
        return frames
    }

    /// 1 falling to 0 along a half cosine over `length` frames, `position` frames in.
    static func cosineFall(_ position: Int, over length: Int) -> Float {
        if position <= 0 { return 1 }
        if position >= length { return 0 }
        return 0.5 + 0.5 * cos(Float.pi * Float(position) / Float(length))
    }
}
