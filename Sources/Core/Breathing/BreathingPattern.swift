import Storage

/// How long each part of one breath lasts, in seconds.
public struct BreathingPattern: JSONRecord, FieldValue {
    public var inhale = 4.0
    public var hold = 0.0
    public var exhale = 4.0
    public var rest = 0.0
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("inhale", &inhale)
        try fields.field("hold", &hold)
        try fields.field("exhale", &exhale)
        try fields.field("rest", &rest)
    }

    public init(inhale: Double, hold: Double = 0, exhale: Double, rest: Double = 0) {
        self.inhale = inhale
        self.hold = hold
        self.exhale = exhale
        self.rest = rest
    }

    /// Seconds for one full breath.
    public var cycleLength: Double { inhale + hold + exhale + rest }

    /// Breaths per minute at this pattern.
    public var breathsPerMinute: Double { 60 / cycleLength }

    /// `4-7-8`, `4-4-4-4`, `4-6`: the parts that are not zero, in order (holds shown when any hold is set).
    public var shortName: String {
        func seconds(_ value: Double) -> String { NumberFormat.plain(value) }
        if rest > 0 { return [inhale, hold, exhale, rest].map(seconds).joined(separator: "-") }
        if hold > 0 { return [inhale, hold, exhale].map(seconds).joined(separator: "-") }
        return seconds(inhale) + "-" + seconds(exhale)
    }
}

/// A named way of breathing: the built-in techniques from the breathing apps, or one the user saved.
public struct BreathingTechnique: Equatable, Sendable {
    public var name: String
    public var summary: String
    public var pattern: BreathingPattern
    public var defaultCycles: Int
    /// Pause and Breathe's rule for its calm breathing: the exhale at least 1 s longer than the inhale.
    public var exhaleLongerThanInhale: Bool

    public init(
        name: String, summary: String, pattern: BreathingPattern, defaultCycles: Int,
        exhaleLongerThanInhale: Bool = false
    ) {
        self.name = name
        self.summary = summary
        self.pattern = pattern
        self.defaultCycles = defaultCycles
        self.exhaleLongerThanInhale = exhaleLongerThanInhale
    }

    /// The summary in `words`' language (a saved pattern's is the person's own words and stays as it is).
    public func summary(in words: Messages) -> String { words.tr(summary) }

    /// The built-in techniques, `calm` first (the default).
    public static let builtIn: [BreathingTechnique] = [
        BreathingTechnique(
            name: "calm", summary: Messages.mark("slow breathing with a longer exhale (Pause and Breathe)"),
            pattern: BreathingPattern(inhale: 4, exhale: 6), defaultCycles: 10, exhaleLongerThanInhale: true),
        BreathingTechnique(
            name: "quick", summary: Messages.mark("a 90-second reset"),
            pattern: BreathingPattern(inhale: 3, hold: 1, exhale: 5), defaultCycles: 10),
        BreathingTechnique(
            name: "standard", summary: Messages.mark("everyday practice"),
            pattern: BreathingPattern(inhale: 4, hold: 2, exhale: 6), defaultCycles: 10),
        BreathingTechnique(
            name: "deep", summary: Messages.mark("deep relaxation"),
            pattern: BreathingPattern(inhale: 6, hold: 4, exhale: 8), defaultCycles: 15),
        BreathingTechnique(
            name: "box", summary: Messages.mark("box breathing, for focus"),
            pattern: BreathingPattern(inhale: 4, hold: 4, exhale: 4, rest: 4), defaultCycles: 8),
        BreathingTechnique(
            name: "4-7-8", summary: Messages.mark("to settle before sleep"),
            pattern: BreathingPattern(inhale: 4, hold: 7, exhale: 8), defaultCycles: 4),
        BreathingTechnique(
            name: "coherence", summary: Messages.mark("six breaths a minute"),
            pattern: BreathingPattern(inhale: 5, exhale: 5), defaultCycles: 30),
    ]
}

/// Why a pattern or a length was refused.
public enum BreathingInputError: UserFacingError, Equatable {
    case outOfRange(part: String, value: Double, range: ClosedRange<Double>)
    case notHalfSeconds(part: String, value: Double)
    case exhaleTooShort(inhale: Double, exhale: Double)
    case exhaleShorterThanInhale(inhale: Double, exhale: Double)
    case cyclesAndMinutes
    case unknownTechnique(String, suggestion: String?)
    case badName(String)
    case builtInName(String)
    /// `breathe remove` of a name no saved pattern has.
    case noSavedPattern(String)
    /// `--until-stopped` without a terminal to stop it at.
    case untilStoppedNeedsTerminal

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        func seconds(_ value: Double) -> String { words.tr("%@ s", words.number(NumberFormat.plain(value))) }
        switch self {
        case let .outOfRange(part, value, range):
            return words.tr(
                "the %@ must be %@ to %@; %@ is out of range", Self.part(part, in: words), seconds(range.lowerBound),
                seconds(range.upperBound), seconds(value))
        case let .notHalfSeconds(part, value):
            return words.tr(
                "the %@ goes in steps of 0.5 s (like 4 or 4.5); %@ is not one", Self.part(part, in: words),
                words.number("\(value)"))
        case let .exhaleTooShort(inhale, _):
            return words.tr(
                "for calm breathing the exhale must be at least 1 s longer than the inhale (inhale %@ → exhale %@ or more)",
                seconds(inhale), seconds(inhale + 1))
        case let .exhaleShorterThanInhale(inhale, exhale):
            return words.tr(
                "the exhale must be at least as long as the inhale, so each breath slows you down (inhale %@ → exhale %@ or more; exhale %@ is shorter)",
                seconds(inhale), seconds(inhale), seconds(exhale))
        case .cyclesAndMinutes:
            return words.tr("give --cycles or --minutes, not both")
        case let .unknownTechnique(name, suggestion?):
            return words.tr("there is no technique '%@'. Did you mean '%@'?", name, suggestion)
        case let .unknownTechnique(name, nil):
            return words.tr("there is no technique '%@'; 'breathe list' shows them", name)
        case let .badName(name):
            return words.tr(
                "'%@' cannot name a pattern; use letters, digits and dashes, like 'evening' or 'slow-4'", name)
        case let .builtInName(name):
            return words.tr("'%@' is a built-in technique; save yours under another name", name)
        case let .noSavedPattern(name):
            return words.tr("there is no saved pattern '%@'; 'breathe list' shows them", name)
        case .untilStoppedNeedsTerminal:
            return words.tr(
                "--until-stopped needs a terminal to stop it with q; from a script, give --cycles or --minutes")
        }
    }

    /// A part of the breath as the options name it (`inhale`, `hold`, `exhale`, `rest`), in `words`' language.
    static func part(_ part: String, in words: Messages) -> String {
        switch part {
        case "inhale": words.tr("inhale")
        case "hold": words.tr("hold")
        case "exhale": words.tr("exhale")
        case "rest": words.tr("rest")
        default: part
        }
    }
}

extension BreathingPattern {
    /// The seconds each part may last.
    public static let ranges = (inhale: 2.0...12, hold: 0.0...10, exhale: 2.0...12, rest: 0.0...10)

    /// Checks the ranges (inhale and exhale 2–12 s, holds 0–10 s, 0.5 s steps) and the one rule of
    /// every pattern: the exhale is at least as long as the inhale, and for calm breathing at least 1 s longer.
    public func validated(exhaleLongerThanInhale: Bool) throws(BreathingInputError) -> BreathingPattern {
        let parts: [(String, Double, ClosedRange<Double>)] = [
            ("inhale", inhale, Self.ranges.inhale), ("hold", hold, Self.ranges.hold),
            ("exhale", exhale, Self.ranges.exhale), ("rest", rest, Self.ranges.rest),
        ]
        for (part, value, range) in parts { try Self.check(part, value, range) }
        if exhaleLongerThanInhale && exhale < inhale + 1 { throw .exhaleTooShort(inhale: inhale, exhale: exhale) }
        if exhale < inhale { throw .exhaleShorterThanInhale(inhale: inhale, exhale: exhale) }
        return self
    }

    /// One part's seconds checked: within `range`, in steps of 0.5 s.
    public static func check(_ part: String, _ value: Double, _ range: ClosedRange<Double>) throws(BreathingInputError)
    {
        guard range.contains(value) else { throw .outOfRange(part: part, value: value, range: range) }
        guard (value * 2).rounded() == value * 2 else { throw .notHalfSeconds(part: part, value: value) }
    }
}
