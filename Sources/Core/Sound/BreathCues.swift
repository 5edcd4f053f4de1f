import PureC
import Storage

/// Sounds for breathing with eyes closed: a soft rising tone as each inhale begins, a falling one
/// for each exhale, a quiet tick for a hold, each starting on its phase's deadline to the sample.
public struct BreathCues: SoundSource {
    public let sampleRate: Float
    /// The sample each cue starts on: a phase's start in seconds times the sample rate, rounded.
    public let onsets: [(sample: Int, kind: BreathingPhase.Kind)]
    private var sample = 0
    private var current = -1
    private var phase: Float = 0

    public init(phases: [BreathingPhase], sampleRate: Float = 48_000) {
        self.sampleRate = sampleRate
        onsets = phases.map { (Int((Double($0.start) * Double(sampleRate)).rounded()), $0.kind) }
    }

    /// How long each cue sounds, in seconds.
    static func length(_ kind: BreathingPhase.Kind) -> Float { kind == .inhale || kind == .exhale ? 0.9 : 0.05 }

    public mutating func next() -> (left: Float, right: Float) {
        while current + 1 < onsets.count, onsets[current + 1].sample <= sample {
            current += 1
            phase = 0
        }
        defer { sample += 1 }
        guard current >= 0 else { return (0, 0) }
        let (start, kind) = onsets[current]
        let seconds = Float(sample - start) / sampleRate
        let length = Self.length(kind)
        guard seconds < length else { return (0, 0) }
        let progress = seconds / length
        let frequency: Float =
            switch kind {
            case .inhale: 330 + 110 * progress
            case .exhale: 440 - 110 * progress
            case .hold, .rest: 1000
            }
        phase += 2 * .pi * frequency / sampleRate
        // A raised-cosine swell for tones, a fast decay for the tick: no edge to click.
        let envelope =
            kind == .inhale || kind == .exhale ? 0.5 - 0.5 * cos(2 * .pi * progress) : (1 - progress) * (1 - progress)
        let value = sin(phase) * envelope * (kind == .inhale || kind == .exhale ? 0.3 : 0.15)
        return (value, value)
    }
}

/// Sound turned into 16-bit samples: at a volume, faded in and out, and never past full scale.
public enum SoundMix {
    /// Seconds a sound takes to fade in or out.
    public static let fadeSeconds: Float = 2

    /// `count` frames of `source` (and `cues`, when given) as interleaved stereo samples, starting
    /// `offset` frames in, at `volume` 0–100, faded in from frame 0 and out over the last
    /// `fadeSeconds` before `total` frames.
    public static func render(
        _ source: inout some SoundSource, cues: inout BreathCues?, frames count: Int, offset: Int = 0,
        total: Int, volume: Int, sampleRate: Float = 48_000
    ) -> [Int16] {
        [Int16](unsafeUninitializedCapacity: count * 2) { buffer, initialized in
            render(
                into: buffer, &source, cues: &cues, frames: count, offset: offset, total: total, volume: volume,
                sampleRate: sampleRate)
            initialized = count * 2
        }
    }

    /// The same into `buffer` (at least `2 × count` samples), allocating nothing: what a player's thread calls.
    public static func render(
        into buffer: UnsafeMutableBufferPointer<Int16>, _ source: inout some SoundSource, cues: inout BreathCues?,
        frames count: Int, offset: Int = 0, total: Int, volume: Int, sampleRate: Float = 48_000
    ) {
        precondition(
            buffer.count >= count * 2, "a buffer of \(buffer.count) samples cannot hold \(count) stereo frames")
        let gain = Float(max(0, min(volume, 100))) / 100
        let fade = Int(fadeSeconds * sampleRate)
        var index = 0
        for frame in offset..<(offset + count) {
            var (left, right) = source.next()
            let edge = min(frame, max(total - frame, 0))
            let faded = edge >= fade ? 1 : 0.5 - 0.5 * cos(Float.pi * Float(edge) / Float(fade))
            (left, right) = (left * faded, right * faded)
            if var track = cues {
                let cue = track.next()
                (left, right) = (left + cue.left, right + cue.right)
                cues = track
            }
            buffer[index] = Self.sample(left * gain)
            buffer[index + 1] = Self.sample(right * gain)
            index += 2
        }
    }

    /// A value as a 16-bit sample through a soft limiter (tanh), so the loudest wave never clips.
    static func sample(_ value: Float) -> Int16 { Int16((tanh(value) * 32_000).rounded()) }
}

/// A WAV file of 16-bit stereo samples, as `--sound-file` writes it.
public enum WAVFile {
    /// The whole file: the header, then the samples.
    public static func data(_ samples: [Int16], sampleRate: Int = 48_000, channels: Int = 2) -> Data {
        var data = header(samples: samples.count, sampleRate: sampleRate, channels: channels)
        data.append(body(samples))
        return data
    }

    /// The samples as the file holds them (16-bit little-endian), for a file written in periods.
    public static func body(_ samples: [Int16]) -> Data {
        samples.withUnsafeBufferPointer { buffer in
            if Int16(1).littleEndian == 1 { return Data(buffer: buffer) }
            return Data(buffer.flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) })
        }
    }

    /// The 44-byte header of a file of `samples` 16-bit samples.
    public static func header(samples: Int, sampleRate: Int = 48_000, channels: Int = 2) -> Data {
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        let bytes = samples * 2
        data.append(contentsOf: Array("RIFF".utf8))
        append(UInt32(36 + bytes))
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8))
        append(UInt32(16))
        append(UInt16(1))
        append(UInt16(channels))
        append(UInt32(sampleRate))
        append(UInt32(sampleRate * channels * 2))
        append(UInt16(channels * 2))
        append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(bytes))
        return data
    }
}
