import ArgumentParser
import Core
import Storage

struct BreatheSave: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "save",
        abstract: "Keep a pattern under a name, e.g. 'breathe save evening --inhale 5 --exhale 8 --sound rain'.")

    @Argument(help: ArgumentHelp("A name for the pattern.", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("Start from this technique's pattern (default calm).", valueName: "technique")) var from:
        String?
    @OptionGroup var pattern: PatternOptions
    @Option(
        help: ArgumentHelp("The ambience it plays: ocean, rain or off (default off).", valueName: "sound"),
        completion: .list(["ocean", "rain", "off"]))
    var sound: String?

    func run(in context: CommandContext) async throws {
        guard !name.isEmpty, name.count <= 40, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else {
            throw BreathingInputError.badName(name)
        }
        guard !BreathingTechnique.builtIn.contains(where: { $0.name == name.lowercased() }),
            !["list", "save", "remove", "stats"].contains(name)
        else {
            throw BreathingInputError.builtInName(name)
        }
        let base = try BreatheCommand.technique(named: from, context: context)
        let saved = try pattern.pattern(for: base)
        let ambience = try sound.flatMap(SoundChoice.ambience)
        try context.breathing.save(saved, as: name, sound: ambience)
        let words = context.messages
        let pace = words.number(Printf.format("%.1f", saved.breathsPerMinute))
        let said =
            switch ambience {
            case nil:
                words.tr(
                    "Saved '%@': %@, %@ breaths a minute. Start it with 'breathe %@'.", name, saved.shortName, pace,
                    name)
            case .ocean?:
                words.tr(
                    "Saved '%@': %@ with ocean, %@ breaths a minute. Start it with 'breathe %@'.", name,
                    saved.shortName,
                    pace, name)
            case .rain?:
                words.tr(
                    "Saved '%@': %@ with rain, %@ breaths a minute. Start it with 'breathe %@'.", name, saved.shortName,
                    pace, name)
            }
        context.output.line(said)
    }
}
