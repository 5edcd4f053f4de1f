import ArgumentParser
import Core
import Storage

/// `sights note ID TEXT…`: a private note (an empty text removes it).
struct SightsNote: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "note", abstract: "Keep a private note on a sight; 'sights note ID' with no text removes it.")
    @OptionGroup var sight: SightID
    @Argument(help: ArgumentHelp("The note.", valueName: "text")) var words: [String] = []

    func run(in context: CommandContext) async throws {
        let noted = try context.sights.sight(sight.id)
        let text = try SightJournal.note(words.joined(separator: " ").trimmed(\.isSpace))
        try context.sights.changeJournal { $0.setNote(text, for: noted.id) }
        let words = context.messages
        let name = noted.name(in: words.language)
        context.output.line(
            text.isEmpty ? words.tr("Removed your note on %@.", name) : words.tr("Noted on %@.", name))
    }
}
