import Core
import Foundation
import Testing

/// The generated sound measured, not listened to: level, balance, spectrum, drop rate, cue timing.
struct SoundSynthesisTests {
    /// Power at `frequency` in `signal` (Goertzel over Hann-windowed blocks of 4,096, averaged).
    static func power(_ signal: [Float], at frequency: Double, sampleRate: Double = 48_000) -> Double {
        let size = 4096
        let coefficient = 2 * cos(2 * Double.pi * frequency / sampleRate)
        var total = 0.0
        var blocks = 0
        for start in stride(from: 0, to: signal.count - size, by: size) {
            var (s1, s2) = (0.0, 0.0)
            for n in 0..<size {
                let window = 0.5 - 0.5 * cos(2 * Double.pi * Double(n) / Double(size - 1))
                (s1, s2) = (Double(signal[start + n]) * window + coefficient * s1 - s2, s1)
            }
            total += s1 * s1 + s2 * s2 - coefficient * s1 * s2
            blocks += 1
        }
        return total / Double(blocks)
    }

    /// The fall of power per octave, in dB, fitted over 500 Hz to 8 kHz.
    static func slope(_ signal: [Float]) -> Double {
        let octaves = [500.0, 1000, 2000, 4000, 8000]
        let levels = octaves.map { 10 * log10(power(signal, at: $0)) }
        let xs = octaves.indices.map(Double.init)
        let meanX = xs.reduce(0, +) / 5
        let meanY = levels.reduce(0, +) / 5
        return zip(xs, levels).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
            / xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
    }

    static func noise(_ make: (inout SeededRandom) -> Float, seconds: Int = 20) -> [Float] {
        var random = SeededRandom(seed: 7)
        return (0..<(seconds * 48_000)).map { _ in make(&random) }
    }

    @Test func pinkFallsThreeAndBrownSixDecibelsAnOctave() {
        var pink = PinkNoise()
        var brown = BrownNoise()
        let pinkSlope = Self.slope(Self.noise { pink.next($0.white()) })
        let brownSlope = Self.slope(Self.noise { brown.next($0.white()) })
        #expect(abs(pinkSlope + 3) < 1, "pink: \(pinkSlope) dB an octave")
        #expect(abs(brownSlope + 6) < 1.5, "brown: \(brownSlope) dB an octave")
    }

    @Test(arguments: AmbienceKind.allCases)
    func ambienceIsCenteredAudibleAndNeverClips(kind: AmbienceKind) {
        var cues: BreathCues? = nil
        let frames = 30 * 48_000
        let samples: [Int16]
        switch kind {
        case .ocean:
            var ocean = OceanWaves(seed: 3)
            samples = SoundMix.render(&ocean, cues: &cues, frames: frames, total: frames, volume: 100)
        case .rain:
            var rain = Rain(seed: 3)
            samples = SoundMix.render(&rain, cues: &cues, frames: frames, total: frames, volume: 100)
        }
        let values = samples.map { Double($0) / 32_768 }
        let mean = values.reduce(0, +) / Double(values.count)
        let rms = (values.reduce(0) { $0 + $1 * $1 } / Double(values.count)).squareRoot()
        #expect(abs(mean) < 0.01, "DC offset \(mean)")
        #expect(rms > 0.02 && rms < 0.5, "RMS \(rms)")
        #expect(samples.allSatisfy { $0 > Int16.min && $0 < Int16.max })
        // Faded in: the first sample is silent and the first 10 ms stay quiet.
        #expect(samples[0] == 0 && samples[1] == 0)
        #expect(samples.prefix(960).allSatisfy { abs(Int($0)) < 1000 })
    }

    @Test func theSameSeedGivesTheSameSound() {
        var a = OceanWaves(seed: 11)
        var b = OceanWaves(seed: 11)
        var c = OceanWaves(seed: 12)
        var none: BreathCues? = nil
        let first = SoundMix.render(&a, cues: &none, frames: 48_000, total: 96_000, volume: 80)
        #expect(first == SoundMix.render(&b, cues: &none, frames: 48_000, total: 96_000, volume: 80))
        #expect(first != SoundMix.render(&c, cues: &none, frames: 48_000, total: 96_000, volume: 80))
    }

    @Test func rainFallsAtItsRate() {
        var rain = Rain(seed: 5, dropsPerSecond: 40)
        for _ in 0..<(60 * 48_000) { _ = rain.next() }
        #expect(abs(rain.dropCount - 2400) < 200, "\(rain.dropCount) drops in 60 s")
    }

    @Test func cuesStartOnTheirPhasesDeadlinesToTheSample() {
        let plan = BreathingPlan(
            technique: "box", pattern: BreathingPattern(inhale: 4, hold: 4, exhale: 4, rest: 4), cycles: 2)
        var cues = BreathCues(phases: plan.phases)
        #expect(cues.onsets.map(\.sample) == plan.phases.map { Int($0.start * 48_000) })
        #expect(cues.onsets.map(\.sample) == [0, 192_000, 384_000, 576_000, 768_000, 960_000, 1_152_000, 1_344_000])
        let signal = (0..<1_400_000).map { _ in cues.next().left }
        for (onset, kind) in cues.onsets {
            // Silent just before, sounding right after: the cue begins on its sample.
            if onset > 0 { #expect(signal[(onset - 200)..<onset].allSatisfy { $0 == 0 }, "before \(kind) at \(onset)") }
            #expect(signal[(onset + 1)..<(onset + 100)].contains { $0 != 0 }, "\(kind) at \(onset)")
        }
    }

    @Test func aWAVFileSaysWhatItHolds() {
        let data = WAVFile.data([0, 1, -1, 32_000], sampleRate: 48_000, channels: 2)
        #expect(data.count == 44 + 8)
        #expect(
            String(decoding: data.prefix(4), as: UTF8.self) == "RIFF"
                && String(decoding: data[8..<16], as: UTF8.self) == "WAVEfmt ")
        #expect(data[24..<28].elementsEqual([0x80, 0xBB, 0, 0]))  // 48,000
        #expect(data[40..<44].elementsEqual([8, 0, 0, 0]))
        #expect(data.suffix(2).elementsEqual([0x00, 0x7D]))  // 32,000 little-endian
    }
}
