import PureC
import Storage

/// One part of a breath as it happens in a session.
public struct BreathingPhase: Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case inhale, hold, exhale, rest

        /// What the prompt says.
        public var instruction: String { instruction(in: .english) }

        /// What the prompt says, in `words`' language: `Breathe in`, `Вдох`.
        public func instruction(in words: Messages) -> String {
            switch self {
            case .inhale: words.tr("Breathe in")
            case .hold: words.tr("Hold")
            case .exhale: words.tr("Breathe out")
            case .rest: words.tr("Hold empty")
            }
        }

        /// The phase's name in timed lines: `inhale`, `hold`, `exhale`, `hold empty` (stored as `rest`).
        public var name: String { name(in: .english) }

        /// The phase's name in `words`' language: `exhale`, `выдох`.
        public func name(in words: Messages) -> String {
            switch self {
            case .inhale: words.tr("inhale")
            case .hold: words.tr("hold")
            case .exhale: words.tr("exhale")
            case .rest: words.tr("hold empty")
            }
        }
    }

    public var kind: Kind
    /// Seconds from the start of the session to the start of this phase.
    public var start: Double
    public var length: Double
    /// 1-based.
    public var cycle: Int
}

/// A session to breathe: the technique, its pattern and how many cycles, laid out in time.
public struct BreathingPlan: Equatable, Sendable {
    public var technique: String
    public var pattern: BreathingPattern
    public var cycles: Int
    /// Breathed until the person stops it: `cycles` is then only the longest it may run (12 hours).
    public var openEnded = false

    public init(technique: String, pattern: BreathingPattern, cycles: Int) {
        self.technique = technique
        self.pattern = pattern
        self.cycles = cycles
    }

    /// The longest session: one without an end stops after 12 hours.
    public static let longestSeconds = 12.0 * 3600
    /// The most cycles a session can have: 12 hours of the shortest breath (a 2 s inhale and a 2 s exhale).
    public static let mostCycles = Int(
        longestSeconds / (BreathingPattern.ranges.inhale.lowerBound + BreathingPattern.ranges.exhale.lowerBound))

    /// A session that runs until the person stops it, for at most 12 hours.
    public static func untilStopped(technique: String, pattern: BreathingPattern) -> BreathingPlan {
        let cycles = Int((longestSeconds / pattern.cycleLength).rounded(.down))
        var plan = BreathingPlan(technique: technique, pattern: pattern, cycles: cycles)
        plan.openEnded = true
        return plan
    }

    /// `3/10`, or `3` in a session without an end.
    public func cycleText(_ cycle: Int) -> String { openEnded ? "\(cycle)" : "\(cycle)/\(cycles)" }

    /// `calm 4-6`, or `4-7-8` alone where the name is the pattern.
    public var title: String { technique == pattern.shortName ? technique : "\(technique) \(pattern.shortName)" }

    /// `box (4-4-4-4)`, or `4-7-8` alone where the name is the pattern.
    public var name: String { technique == pattern.shortName ? technique : "\(technique) (\(pattern.shortName))" }

    /// Cycles for a length in minutes (at least one).
    public static func cycles(forMinutes minutes: Double, pattern: BreathingPattern) -> Int {
        max(1, Int((minutes * 60 / pattern.cycleLength).rounded()))
    }

    /// Planned seconds.
    public var duration: Double { Double(cycles) * pattern.cycleLength }

    /// Every phase with its start offset; parts of zero length are skipped.
    public var phases: [BreathingPhase] {
        var phases: [BreathingPhase] = []
        var offset = 0.0
        for cycle in 1...cycles {
            for (kind, length) in pattern.parts {
                phases.append(BreathingPhase(kind: kind, start: offset, length: length, cycle: cycle))
                offset += length
            }
        }
        return phases
    }
}

extension BreathingPlan {
    /// The phase under way `elapsed` seconds in, and how far into it (0 to 1); nil once the session is over.
    public func position(at elapsed: Double) -> (phase: BreathingPhase, progress: Double)? {
        guard elapsed >= 0, elapsed < duration else { return nil }
        let cycle = Int(elapsed / pattern.cycleLength)
        var offset = Double(cycle) * pattern.cycleLength
        for (kind, length) in pattern.parts {
            if elapsed < offset + length {
                return (
                    BreathingPhase(kind: kind, start: offset, length: length, cycle: cycle + 1),
                    (elapsed - offset) / length
                )
            }
            offset += length
        }
        return nil
    }
}

extension BreathingPattern {
    /// The parts of one breath in order, leaving out those of zero length.
    var parts: [(kind: BreathingPhase.Kind, length: Double)] {
        [(.inhale, inhale), (.hold, hold), (.exhale, exhale), (.rest, rest)].filter { $0.length > 0 }
    }
}

extension BreathingPhase.Kind {
    /// How full the lungs are during this phase, from `smallest` to 1: growing through the inhale,
    /// full through the hold, shrinking through the exhale, empty through the rest, easing in and out.
    /// The breathing circle and the breathing mandala are drawn at this size.
    public func fullness(progress: Double, smallest: Double) -> Double {
        let eased = 0.5 - cos(.pi * min(1, max(0, progress))) / 2
        switch self {
        case .inhale: return smallest + (1 - smallest) * eased
        case .hold: return 1
        case .exhale: return 1 - (1 - smallest) * eased
        case .rest: return smallest
        }
    }
}
