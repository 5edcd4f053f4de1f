import ArgumentParser
import Core

/// `sights unfav ID`.
struct SightsUnfav: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "unfav", abstract: "Remove a sight from your favourites.")
    @OptionGroup var sight: SightNamed

    func run(in context: CommandContext) async throws {
        let id = (try? context.sights.sight(sight.id).id) ?? sight.id  // a name, or an imported place removed since
        let removed = try context.sights.changeJournal { $0.removeFavourite(id) }
        context.output.line(removed ? "Removed \(id) from your favourites." : "\(id) is not among your favourites.")
    }
}
