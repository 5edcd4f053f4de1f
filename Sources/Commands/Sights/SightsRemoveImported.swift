import ArgumentParser
import Core
import Storage

/// `sights remove-imported`: forget every imported place.
struct SightsRemoveImported: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "remove-imported", abstract: "Remove every place you imported (the bundled sights stay).")

    func run(in context: CommandContext) async throws {
        let count = try context.sights.removeImported()
        let words = context.messages
        context.output.line(
            count == 0
                ? words.tr("There were no imported places.")
                : words.trn("Removed %d imported place.", "Removed %d imported places.", count))
    }
}
