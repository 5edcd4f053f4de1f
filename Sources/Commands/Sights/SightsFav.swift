import ArgumentParser
import Core

/// `sights fav ID`.
struct SightsFav: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "fav", abstract: "Mark a sight as a favourite.")
    @OptionGroup var sight: SightNamed

    func run(in context: CommandContext) async throws {
        let marked = try context.sights.sight(sight.id)
        let added = try context.sights.changeJournal { $0.addFavourite(marked.id) }
        let words = context.messages
        let name = marked.name(in: words.language)
        context.output.line(
            added ? words.tr("★ %@ is a favourite.", name) : words.tr("%@ is already a favourite.", name))
    }
}
