import ArgumentParser
import Core
import Storage

/// `breathe`: guided breathing with timed prompts, presets, your own patterns and statistics.
public struct BreatheCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "breathe",
        abstract: "Guided breathing: an animated circle and timed prompts (calm, box, 4-7-8, …).",
        discussion: """
            One rule for every pattern, built-in, changed with --inhale and --exhale, or saved: the exhale \
            is at least as long as the inhale, so each breath slows you down. Calm breathing (Pause and \
            Breathe's pattern) asks for an exhale at least 1 s longer than the inhale. Phases given on the \
            command line replace the technique's: 'breathe box --inhale 6 --exhale 6' is 6-6, with no hold.
            """,
        subcommands: [BreatheStart.self, BreatheList.self, BreatheSave.self, BreatheRemove.self, BreatheStats.self],
        defaultSubcommand: BreatheStart.self
    )

    public init() {}

    /// A built-in technique, or a pattern the user saved.
    static func technique(named name: String?, context: CommandContext) throws -> BreathingTechnique {
        let name = name ?? context.settings.technique ?? "calm"
        if let builtIn = BreathingTechnique.builtIn.first(where: { $0.name == name.lowercased() }) { return builtIn }
        let saved = try context.breathing.savedPatterns()
        if let pattern = saved[name] {
            return BreathingTechnique(name: name, summary: "your pattern", pattern: pattern, defaultCycles: 10)
        }
        let names = BreathingTechnique.builtIn.map(\.name) + saved.keys
        throw BreathingInputError.unknownTechnique(name, suggestion: Suggestion.closest(to: name, among: names))
    }
}

/// The pattern and length options shared by `breathe` and `breathe save`.
struct PatternOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Inhale seconds (2–12, in 0.5 s steps).", valueName: "seconds")) var inhale: Double?
    @Option(help: ArgumentHelp("Hold after the inhale, seconds (0–10).", valueName: "seconds")) var hold: Double?
    @Option(help: ArgumentHelp("Exhale seconds (2–12).", valueName: "seconds")) var exhale: Double?
    @Option(
        help: ArgumentHelp(
            "Hold empty: a hold with empty lungs after the exhale (box breathing's fourth side), seconds (0–10).",
            valueName: "seconds")) var rest: Double?

    func validate() throws {
        let ranges = BreathingPattern.ranges
        let parts = [
            ("inhale", inhale, ranges.inhale), ("hold", hold, ranges.hold), ("exhale", exhale, ranges.exhale),
            ("rest", rest, ranges.rest),
        ]
        for case let (part, value?, range) in parts {
            try OptionRange.checked { try BreathingPattern.check(part, value, range) }
        }
    }

    /// The technique's pattern, or, when any phase is given, those phases alone: a hold or a hold empty not
    /// given is left out, an inhale or exhale not given keeps the technique's length. Checked either way.
    func pattern(for technique: BreathingTechnique) throws -> BreathingPattern {
        let base = technique.pattern
        let given = inhale != nil || hold != nil || exhale != nil || rest != nil
        return try BreathingPattern(
            inhale: inhale ?? base.inhale, hold: hold ?? (given ? 0 : base.hold),
            exhale: exhale ?? base.exhale, rest: rest ?? (given ? 0 : base.rest)
        ).validated(exhaleLongerThanInhale: technique.exhaleLongerThanInhale)
    }
}

/// The technique argument, completed with the built-in and saved names.
struct TechniqueArgument: ParsableArguments {
    @Argument(
        help: .completed(
            "calm (the default), quick, standard, deep, box, 4-7-8, coherence, or one you saved.", from: .technique),
        completion: DynamicValues.technique.completion)
    var name: String?
}
