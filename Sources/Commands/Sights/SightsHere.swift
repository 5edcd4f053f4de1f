import ArgumentParser
import Core

/// `sights here [PLACE]` / `sights here --clear`: where you are, remembered for `sights near` until changed.
struct SightsHere: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "here",
        abstract: "Remember where you are (LAT,LON or a sight); 'sights near' measures from it until you change it.",
        discussion: "'sights here' alone shows the place remembered; 'sights here --clear' forgets it.")
    @Argument(
        help: .completed("LAT,LON in degrees, or a sight's id or name.", from: .place),
        completion: DynamicValues.place.completion)
    var words: [String] = []
    @Flag(help: "Forget the place remembered.") var clear = false
    @OptionGroup var format: OutputFormat

    func validate() throws {
        if clear, !words.isEmpty { throw ValidationError("--clear forgets your place; give no place with it") }
    }

    func run(in context: CommandContext) async throws {
        let guide = context.sights
        let said = context.messages
        if clear {
            let had = try guide.changeJournal { journal in
                defer { journal.here = nil }
                return journal.here != nil
            }
            return context.output.line(
                had ? said.tr("Forgot your place.") : said.tr("No place was remembered; nothing to forget."))
        }
        if !words.isEmpty {
            let (point, sight) = try SightsCommand.place(words.joined(separator: " "), guide: guide)
            try guide.changeJournal { $0.here = SightHere(point, sight: sight) }
        }
        let here = try guide.journal().keptHere
        try await format.show(here, in: context) {
            guard let here else {
                return context.output.line(
                    said.tr("No place remembered: 'sights here 54.18,45.18' or 'sights here ID' sets one."))
            }
            context.output.line(said.tr("Your place: %@.", try Self.describe(here, guide: guide, words: said)))
            context.output.line(said.tr("'sights near' measures from it; 'sights here --clear' forgets it."))
        }
    }

    /// `Mordovia Arena (54.1826, 45.2047)`, or the position alone when it was typed or its sight is gone.
    static func describe(_ here: SightHere, guide: SightGuide, words: Messages) throws -> String {
        let position = here.point.text
        guard let id = here.sight, let summary = try guide.summaries(of: [id])[id] else { return position }
        let name = words.language == .ru ? summary.nameRU ?? summary.name : summary.name
        return TerminalText.oneLine(name) + " (" + position + ")"
    }
}
