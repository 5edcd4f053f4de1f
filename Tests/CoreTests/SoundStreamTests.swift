import Core
import Testing

/// The stream players write in periods: the fade-out on stop, and pauses that keep the cues on time.
struct SoundStreamTests {
    static let rate = SoundStream.sampleRate
    static let calm = BreathingPlan(technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cycles: 1)

    /// Everything `stream` gives, asked for in periods of `period` frames.
    static func drain(_ stream: inout SoundStream, period: Int = 1_024) -> [Int16] {
        var samples: [Int16] = []
        while !stream.isOver { samples += stream.next(period) }
        return samples
    }

    @Test func stoppingFadesOutOverTwoSecondsAndEnds() {
        var stream = SoundStream(ambience: .ocean, phases: [], volume: 100, seed: 5, seconds: nil)
        var samples = stream.next(5 * Self.rate)
        let before = samples.suffix(2_000).map { abs(Int($0)) }.max()!
        stream.fadeOut()
        samples += Self.drain(&stream)
        #expect(samples.count == 7 * Self.rate * 2)
        #expect(samples.suffix(200).allSatisfy { abs(Int($0)) < 50 }, "the end is silent")
        // No step where the fade begins: the first faded samples are as loud as the last unfaded ones.
        let after = samples[(10 * Self.rate)..<(10 * Self.rate + 2_000)].map { abs(Int($0)) }.max()!
        #expect(Double(after) > 0.5 * Double(before))
    }

    @Test func aPauseHoldsTheCuesSoTheyStartOnTheirDeadlinesAfterIt() {
        var stream = SoundStream(ambience: nil, phases: Self.calm.phases, volume: 100, seed: 1, seconds: 10)
        var samples = stream.next(Self.rate)  // 1 s: the inhale cue has rung (0.9 s) and is over
        stream.pause()
        // Held for 2 s of writing, ramp included.
        while samples.count < 3 * Self.rate * 2 { samples += stream.next(1_000) }
        #expect(stream.isHeld)
        let held = samples.count / 2 - Self.rate  // frames written while paused
        stream.resume()
        samples += Self.drain(&stream)
        let exhale = samples.indices.first { $0 >= 4 * Self.rate && samples[$0] != 0 }.map { $0 / 2 }
        // The exhale starts where it starts without a pause (4 s of breathing, its tone rising from
        // silence), the pause's frames later: to the frame.
        var unpaused = SoundStream(ambience: nil, phases: Self.calm.phases, volume: 100, seed: 1, seconds: 10)
        let reference = Self.drain(&unpaused)
        let deadline = reference.indices.first { $0 >= 2 * Self.rate && reference[$0] != 0 }.map { $0 / 2 }
        #expect(deadline.map { $0 >= 4 * Self.rate && $0 < 4 * Self.rate + Self.rate / 200 } == true)
        #expect(exhale == deadline.map { $0 + held }, "exhale at frame \(String(describing: exhale)), held \(held)")
        #expect(samples.count == (10 * Self.rate + held) * 2)
    }

    @Test func aPauseRampsOutWithoutAClick() {
        var stream = SoundStream(ambience: .rain, phases: [], volume: 100, seed: 9, seconds: 60)
        _ = stream.next(3 * Self.rate)
        stream.pause()
        var ramp: [Int16] = []
        while !stream.isHeld { ramp += stream.next(256) }
        #expect(ramp.count == SoundStream.sampleRate / 50 * 2)
        #expect(ramp.suffix(8).allSatisfy { abs(Int($0)) < 200 }, "ends near silence: \(ramp.suffix(8))")
        #expect(stream.next(100).allSatisfy { $0 == 0 })
    }
}
