import ArgumentParser
import Core

/// `formula search TEXT…`: ranked, typo-tolerant search over names, equations, variables and descriptions.
struct FormulaSearch: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract:
            "Find formulas by words: names, equations, what variables mean, descriptions, your notes; one typo per word is fine.",
        discussion:
            "Russian names and common names are searched too: 'formula search закон ома', 'formula search pythagoras'.")

    @Argument(help: ArgumentHelp("Words to look for, e.g. kinetic energy, or mass velocity.", valueName: "text"))
    var words: [String]
    @Option(help: ArgumentHelp("Show at most this many (default 20).", valueName: "n")) var limit = 20
    @OptionGroup var names: LanguageOption
    @OptionGroup var format: OutputFormat

    func validate() throws {
        try OptionRange.check(limit, 1...1000, "--limit", example: "formula search ohm --limit 5")
    }

    func run(in context: CommandContext) async throws {
        let text = words.joined(separator: " ")
        let messages = context.messages
        guard !SearchQuery(text).isEmpty else { throw FormulaCommandError.noSearchWords }
        let progress = try context.study.progress()
        let hits = Array(try context.formulas.search(text, notes: progress.notes).prefix(limit))
        try await format.show(hits, in: context) {
            guard !hits.isEmpty else {
                return context.output.line(
                    messages.tr("No formula matches '%@'. Try fewer words, or 'formula list'.", text))
            }
            let language = names.formulas(context)
            let widths = FormulaView.widths(ids: hits.map(\.id), displays: hits.map { $0.display(in: language) })
            for hit in hits {
                context.output.line(
                    FormulaView.row(
                        id: hit.id,
                        name: hit.name(in: language) + " · " + hit.category.title(in: messages),
                        display: hit.display(in: language),
                        learned: progress.isLearned(hit.id), widths: widths, style: context.style))
            }
        }
    }
}
