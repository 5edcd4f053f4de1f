import ArgumentParser
import Core
import Foundation

/// `breathe`: guided breathing with timed prompts, presets, your own patterns and statistics.
public struct BreatheCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "breathe",
        abstract: "Guided breathing: an animated circle and timed prompts (calm, box, 4-7-8, …).",
        subcommands: [BreatheStart.self, BreatheList.self, BreatheSave.self, BreatheRemove.self, BreatheStats.self],
        defaultSubcommand: BreatheStart.self
    )

    public init() {}

    /// A built-in technique, or a pattern the user saved.
    static func technique(named name: String?, context: CommandContext) throws -> BreathingTechnique {
        let name = name ?? "calm"
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
    @Option(help: ArgumentHelp("Rest after the exhale, seconds (0–10).", valueName: "seconds")) var rest: Double?

    /// The technique's pattern with these overrides, checked.
    func pattern(for technique: BreathingTechnique) throws -> BreathingPattern {
        let base = technique.pattern
        return try BreathingPattern(
            inhale: inhale ?? base.inhale, hold: hold ?? base.hold, exhale: exhale ?? base.exhale, rest: rest ?? base.rest
        ).validated(exhaleLongerThanInhale: technique.exhaleLongerThanInhale)
    }
}

/// The technique argument, completed with the built-in and saved names.
struct TechniqueArgument: ParsableArguments {
    @Argument(help: .completed("calm (the default), quick, standard, deep, box, 4-7-8, coherence, or one you saved.", from: .technique),
              completion: DynamicValues.technique.completion)
    var name: String?
}

struct BreatheSave: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "save", abstract: "Keep a pattern under a name, e.g. 'breathe save evening --inhale 5 --exhale 8'.")

    @Argument(help: ArgumentHelp("A name for the pattern.", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("Start from this technique's pattern (default calm).", valueName: "technique")) var from: String?
    @OptionGroup var pattern: PatternOptions

    func run(in context: CommandContext) async throws {
        guard !name.isEmpty, name.count <= 40, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw BreathingInputError.badName(name)
        }
        guard !BreathingTechnique.builtIn.contains(where: { $0.name == name.lowercased() }), !["list", "save", "remove", "stats"].contains(name) else {
            throw BreathingInputError.builtInName(name)
        }
        let base = try BreatheCommand.technique(named: from, context: context)
        let saved = try pattern.pattern(for: base)
        try context.breathing.save(saved, as: name)
        context.output.line("Saved '\(name)': \(saved.shortName), \(String(format: "%.1f", saved.breathsPerMinute)) breaths a minute. Start it with 'breathe \(name)'.")
    }
}

struct BreatheRemove: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Forget a pattern you saved.")
    @Argument(help: .completed("The saved pattern's name.", from: .technique),
              completion: DynamicValues.technique.completion)
    var name: String

    func run(in context: CommandContext) async throws {
        let removed = try context.breathing.removePattern(named: name)
        guard removed != nil else {
            if BreathingTechnique.builtIn.contains(where: { $0.name == name }) { throw BreathingInputError.builtInName(name) }
            throw CommandFailure("there is no saved pattern '\(name)'; 'breathe list' shows them")
        }
        context.output.line("Removed '\(name)'.")
    }
}
