import ArgumentParser
import Core

/// `sights unfav ID`.
struct SightsUnfav: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "unfav", abstract: "Remove a sight from your favourites.")
    @OptionGroup var sight: SightID

    func run(in context: CommandContext) async throws {
        let removed = try context.sights.changeJournal { $0.removeFavourite(sight.id) }
        context.output.line(removed ? "Removed \(sight.id) from your favourites." : "\(sight.id) is not among your favourites.")
    }
}
