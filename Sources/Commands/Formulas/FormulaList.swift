import ArgumentParser
import Core

/// `formula list [CATEGORY] [--topic T] [--learned|--unlearned]`.
struct FormulaList: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Formulas by category and topic; ✓ marks the learned ones.")

    @Argument(help: ArgumentHelp("mathematics, physics or chemistry (or the start of one).", valueName: "category"))
    var category: FormulaCategory?
    @Option(help: ArgumentHelp("Only this topic, e.g. geometry or 'gas laws'.", valueName: "topic")) var topic: String?
    @Flag(help: "Only the formulas you have learned.") var learned = false
    @Flag(help: "Only the formulas you have not learned yet.") var unlearned = false
    @OptionGroup var names: LanguageOption
    @OptionGroup var format: OutputFormat

    func validate() throws {
        if learned && unlearned { throw ValidationError("choose --learned or --unlearned, not both") }
    }

    struct Row: Encodable {
        var id, name: String
        var russianName: String?
        var category: FormulaCategory
        var topic, equation, display: String
        var learned: Bool
        var mine: Bool
    }

    func run(in context: CommandContext) async throws {
        let words = context.messages
        var formulas = try context.formulas.all()
        if let category { formulas = formulas.filter { $0.category == category } }
        if let topic {
            let wanted = SearchText.fold(topic)
            let matching = formulas.filter { SearchText.fold($0.topic).hasPrefix(wanted) }
            guard !matching.isEmpty || formulas.isEmpty else {
                var topics: [String] = []
                for formula in formulas where !topics.contains(formula.topic) { topics.append(formula.topic) }
                throw FormulaCommandError.unknownTopic(topic, category: category, topics: topics)
            }
            formulas = matching
        }
        let progress = try context.study.progress()
        if learned { formulas = formulas.filter { progress.isLearned($0.id) } }
        if unlearned { formulas = formulas.filter { !progress.isLearned($0.id) } }
        try await format.show(
            formulas.map {
                Row(
                    id: $0.id, name: $0.name, russianName: $0.russianName, category: $0.category, topic: $0.topic,
                    equation: $0.equation, display: $0.display,
                    learned: progress.isLearned($0.id), mine: $0.isUserFormula)
            }, in: context
        ) {
            guard !formulas.isEmpty else {
                return context.output.line(
                    learned
                        ? words.tr("No learned formulas here yet; mark one with 'formula learn ID'.")
                        : words.tr("Nothing to list."))
            }
            let language = names.formulas(context)
            let lines = FormulaView.grouped(
                formulas.map { ($0.id, $0.name(in: language), $0.category, $0.topic, $0.display(in: language)) },
                learned: progress.isLearned, style: context.style, words: words)
            lines.forEach(context.output.line)
            let done = formulas.filter { progress.isLearned($0.id) }.count
            context.output.line("")
            context.output.line(
                words.tr(
                    "%@, %@ learned. 'formula show ID' for one.",
                    words.trn("%d formula", "%d formulas", formulas.count),
                    words.number(done)))
        }
    }
}
