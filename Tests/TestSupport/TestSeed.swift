import Core
import Storage

/// The seed of a randomized test: `COACH_TEST_SEED` when it is set, otherwise a fresh one each run. Such a test
/// draws its inputs from `seed.random` (`SeededRandom`, SplitMix64) and names the seed in every failure message
/// (`#expect(a == b, "\(line), \(seed)")` reads `…, COACH_TEST_SEED=…`), so the failure replays with
/// `COACH_TEST_SEED=… swift test --filter NAME`.
public struct TestSeed: Sendable, CustomStringConvertible {
    public let value: UInt64

    /// The seed `COACH_TEST_SEED` names, or a new random one.
    public init() {
        guard let text = ProcessInfo.processInfo.environment["COACH_TEST_SEED"], !text.isEmpty else {
            value = UInt64.random(in: .min ... .max)
            return
        }
        guard let value = UInt64(text) else {
            fatalError("COACH_TEST_SEED=\(text): give a whole number from 0 to \(UInt64.max), as a failure printed it")
        }
        self.value = value
    }

    /// A generator that starts from this seed: the same numbers for the same seed.
    public var random: SeededRandom { SeededRandom(seed: value) }

    public var description: String { "COACH_TEST_SEED=\(value)" }
}
