import ArgumentParser
import Core

/// `sights search TEXT…`: Russian or English, one typo per word, across scripts.
struct SightsSearch: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find sights in Russian or English ('ushakov', 'собор', 'mordovia arna'); best first.")

    @Argument(help: ArgumentHelp("Words to look for.", valueName: "text")) var words: [String]
    @Option(help: ArgumentHelp("Show at most this many (default 20).", valueName: "n")) var limit = 20
    @OptionGroup var language: LanguageOption
    @OptionGroup var format: OutputFormat

    func validate() throws {
        try OptionRange.check(limit, 1...1000, "--limit", example: "sights search arena --limit 5")
    }

    func run(in context: CommandContext) async throws {
        let text = words.joined(separator: " ")
        let said = context.messages
        guard !SearchQuery(text).isEmpty else { throw SightsCommandError.noSearchWords }
        let hits = try context.sights.search(text, limit: limit)
        try await format.show(hits, in: context) {
            guard !hits.isEmpty else {
                return context.output.line(said.tr("No sight matches '%@'. Try fewer words, or 'sights list'.", text))
            }
            SightView.rows(
                hits.map(\.sight), russian: language.russian(context), words: said, style: context.style,
                width: context.output.width
            ).forEach(context.output.line)
        }
    }
}
