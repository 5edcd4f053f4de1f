import ArgumentParser
import Core

/// `sights unfav ID`.
struct SightsUnfav: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "unfav", abstract: "Remove a sight from your favourites.")
    @OptionGroup var sight: SightNamed

    func run(in context: CommandContext) async throws {
        let id = (try? context.sights.sight(sight.id).id) ?? sight.id  // a name, or an imported place removed since
        // An imported place removed since may be saved in the other spelling of its id.
        let removed = try context.sights.changeJournal {
            $0.removeFavourite(id) || $0.removeFavourite(Sight.otherSpelling(of: id))
        }
        let words = context.messages
        context.output.line(
            removed
                ? words.tr("Removed %@ from your favourites.", id) : words.tr("%@ is not among your favourites.", id))
    }
}
