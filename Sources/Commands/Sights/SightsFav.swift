import ArgumentParser
import Core

/// `sights fav ID`.
struct SightsFav: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "fav", abstract: "Mark a sight as a favourite.")
    @OptionGroup var sight: SightNamed

    func run(in context: CommandContext) async throws {
        let marked = try context.sights.sight(sight.id)
        let added = try context.sights.changeJournal { $0.addFavourite(marked.id) }
        context.output.line(added ? "★ \(marked.name) is a favourite." : "\(marked.name) is already a favourite.")
    }
}
