import ArgumentParser
import Core

/// `sights favs`: your favourites.
struct SightsFavs: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "favs", abstract: "Your favourite sights.")
    @OptionGroup var language: LanguageOption
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let ids = try context.sights.journal().favourites
        let known = try context.sights.summaries(of: Set(ids))
        let favourites = ids.compactMap { known[$0] }
        let words = context.messages
        try await format.show(favourites, in: context) {
            guard !favourites.isEmpty else {
                return context.output.line(words.tr("No favourites yet: 'sights fav ID' marks one."))
            }
            SightView.rows(
                favourites, russian: language.russian(context), words: words, style: context.style,
                width: context.output.width
            ).forEach(context.output.line)
        }
    }
}
