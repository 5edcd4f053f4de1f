import PureC
import Storage

/// A small seeded generator (SplitMix64): the same seed gives the same sound, sample for sample.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// White noise: a value from −1 to 1.
    public mutating func white() -> Float { Float(Int64(bitPattern: next()) >> 11) / Float(1 << 52) }
}

/// Pink noise (power falling 3 dB an octave), by Paul Kellet's refined filter: seven one-pole
/// sections on white noise, summed.
public struct PinkNoise: Sendable {
    private var b0: Float = 0, b1: Float = 0, b2: Float = 0, b3: Float = 0, b4: Float = 0, b5: Float = 0, b6: Float = 0

    public init() {}

    /// The next sample from white noise `white`, about −1 to 1.
    public mutating func next(_ white: Float) -> Float {
        b0 = 0.99886 * b0 + white * 0.0555179
        b1 = 0.99332 * b1 + white * 0.0750759
        b2 = 0.96900 * b2 + white * 0.1538520
        b3 = 0.86650 * b3 + white * 0.3104856
        b4 = 0.55000 * b4 + white * 0.5329522
        b5 = -0.7616 * b5 - white * 0.0168980
        let pink = b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362
        b6 = white * 0.115926
        return pink * 0.11
    }
}

/// Brown noise (power falling 6 dB an octave): a leaky running sum of white noise.
public struct BrownNoise: Sendable {
    private var last: Float = 0

    public init() {}

    public mutating func next(_ white: Float) -> Float {
        last = (last + 0.02 * white) / 1.02
        return last * 3.5
    }
}

/// A one-pole low-pass filter whose cutoff can glide: what makes a wave's roar open and close.
public struct LowPass: Sendable {
    private var state: Float = 0

    public init() {}

    /// `input` filtered with a cutoff of `cutoff` Hz at `sampleRate`.
    public mutating func next(_ input: Float, cutoff: Float, sampleRate: Float) -> Float {
        let alpha = 1 - PureC.exp(-2 * .pi * cutoff / sampleRate)
        state += alpha * (input - state)
        return state
    }
}
