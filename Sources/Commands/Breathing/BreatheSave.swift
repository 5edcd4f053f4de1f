import ArgumentParser
import Core
import Foundation

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
