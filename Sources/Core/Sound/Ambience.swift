import PureC
import Storage

/// The ambiences coach plays: generated as they play, so they never loop with a seam.
public enum AmbienceKind: String, CaseIterable, Sendable {
    case ocean, rain
}

/// A stereo sound made sample by sample: left and right, each about −1 to 1.
public protocol SoundSource: Sendable {
    mutating func next() -> (left: Float, right: Float)
}

/// Ocean waves: brown and pink noise under slow swells, a wave every 4–12 s with a slow rise and a
/// longer fall, its roar opening as it rises (a low-pass sweep) and drifting between the ears.
public struct OceanWaves: SoundSource {
    public let sampleRate: Float
    private var random: SeededRandom
    private var pink = PinkNoise(), brown = BrownNoise()
    private var lowLeft = LowPass(), lowRight = LowPass()
    private var waves: [(start: Int, rise: Int, fall: Int, pan: Float, height: Float)] = []
    private var nextWave = 0
    private var sample = 0

    public init(seed: UInt64, sampleRate: Float = 48_000) {
        (random, self.sampleRate) = (SeededRandom(seed: seed), sampleRate)
    }

    /// Seconds from `range`, drawn from the seed.
    private mutating func seconds(_ range: ClosedRange<Float>) -> Int {
        Int(Float.random(in: range, using: &random) * sampleRate)
    }

    public mutating func next() -> (left: Float, right: Float) {
        if sample >= nextWave {
            waves.append(
                (
                    sample, seconds(1...4), seconds(2...5), Float.random(in: -0.6...0.6, using: &random),
                    Float.random(in: 0.6...1, using: &random)
                ))
            nextWave = sample + seconds(4...12)
        }
        waves.removeAll { sample > $0.start + $0.rise + $0.fall }
        var swell: Float = 0.15
        var pan: Float = 0
        for wave in waves {
            let age = sample - wave.start
            // A raised cosine up, then down: no corner anywhere, so no click.
            let shape =
                age < wave.rise
                ? 0.5 - 0.5 * cos(Float.pi * Float(age) / Float(wave.rise))
                : 0.5 + 0.5 * cos(Float.pi * Float(age - wave.rise) / Float(wave.fall))
            swell += shape * wave.height
            pan += shape * wave.pan
        }
        swell = min(swell, 1.2)
        sample += 1
        let white = random.white()
        let bed = 0.7 * brown.next(white) + 0.5 * pink.next(random.white())
        let cutoff = 300 + 2500 * swell
        let left = lowLeft.next(bed, cutoff: cutoff, sampleRate: sampleRate) * swell * (1 - 0.4 * pan)
        let right = lowRight.next(bed, cutoff: cutoff * 0.97, sampleRate: sampleRate) * swell * (1 + 0.4 * pan)
        return (left, right)
    }
}

/// Rain: a soft bed of filtered noise and drops falling at random (a Poisson process), each a short
/// decaying sine "bubble" of 750–1700 Hz whose pitch rises slightly.
public struct Rain: SoundSource {
    public let sampleRate: Float
    /// Drops a second, on average.
    public let dropsPerSecond: Float
    private var random: SeededRandom
    private var pink = PinkNoise()
    private var high = LowPass()
    private var drops: [(start: Int, frequency: Float, length: Int, pan: Float, loudness: Float)] = []
    private var phase: [Float] = []
    private var sample = 0
    /// When each drop began, in samples (for tests of the rate).
    public private(set) var dropCount = 0

    public init(seed: UInt64, sampleRate: Float = 48_000, dropsPerSecond: Float = 40) {
        (random, self.sampleRate, self.dropsPerSecond) = (SeededRandom(seed: seed), sampleRate, dropsPerSecond)
    }

    public mutating func next() -> (left: Float, right: Float) {
        if Float.random(in: 0..<1, using: &random) < dropsPerSecond / sampleRate {
            drops.append(
                (
                    sample, Float.random(in: 750...1700, using: &random),
                    Int(Float.random(in: 0.01...0.04, using: &random) * sampleRate),
                    Float.random(in: -0.8...0.8, using: &random), Float.random(in: 0.2...0.6, using: &random)
                ))
            phase.append(0)
            dropCount += 1
        }
        var left: Float = 0
        var right: Float = 0
        var index = 0
        while index < drops.count {
            let drop = drops[index]
            let age = sample - drop.start
            if age >= drop.length * 4 {
                drops.remove(at: index)
                phase.remove(at: index)
                continue
            }
            let progress = Float(age) / Float(drop.length)
            let frequency = drop.frequency * (1 + 0.15 * min(progress, 1))  // the slight upward glide
            phase[index] += 2 * .pi * frequency / sampleRate
            // A quick rise (1 ms) so it starts without a click, then an exponential decay.
            let attack = min(Float(age) / (0.001 * sampleRate), 1)
            let value = sin(phase[index]) * attack * exp(-progress) * drop.loudness
            left += value * (1 - drop.pan) * 0.5
            right += value * (1 + drop.pan) * 0.5
            index += 1
        }
        sample += 1
        let bed = pink.next(random.white())
        let hiss = bed - high.next(bed, cutoff: 800, sampleRate: sampleRate)  // what is left above 800 Hz
        return (left + 0.25 * hiss, right + 0.25 * hiss)
    }
}
