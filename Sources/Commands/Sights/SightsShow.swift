import ArgumentParser
import Core

/// `sights show ID`: the card, with your note, favourite and visits, and the three nearest sights.
struct SightsShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract:
            "A sight's card: names, category, address, year, description, position, your rating, note and visits, what is near."
    )

    @OptionGroup var sight: SightNamed
    @OptionGroup var format: OutputFormat

    struct Card: Encodable {
        var sight: SightSummary
        var address: String?
        var about: String?
        var openStreetMap: String
        var favourite: Bool
        var note: String?
        var rating: Int?
        var visits: [String]
        var nearest: [NearbySight]
    }

    func run(in context: CommandContext) async throws {
        let guide = context.sights
        let shown = try guide.sight(sight.id)
        let journal = try context.sights.journal()
        let nearest = try guide.near(shown.location, limit: 3, excluding: shown.id)
        let visits = journal.visits(of: shown.id).map(\.day.text)
        let rating = journal.rating(of: shown.id)
        try await format.show(
            Card(
                sight: shown.summary, address: shown.address, about: shown.about,
                openStreetMap: shown.location.openStreetMapURL,
                favourite: journal.isFavourite(shown.id), note: journal.notes[shown.id], rating: rating,
                visits: visits,
                nearest: nearest), in: context
        ) {
            let (style, out, words) = (context.style, context.output, context.messages)
            let language = words.language
            // The name in the person's language first, the other one under it.
            let name = shown.name(in: language)
            let other = (language == .ru ? shown.name : shown.nameRU).map(TerminalText.oneLine)
            out.line(
                style.bold(name) + (journal.isFavourite(shown.id) ? " " + style.yellow("★") : "") + "  "
                    + style.dim("(\(TerminalText.oneLine(shown.id)))"))
            if let other, other != name { out.line(other) }
            let year = shown.year.map { " · \($0)" } ?? ""
            out.line(words.tr(shown.category.title) + year + (shown.address(in: language).map { " · " + $0 } ?? ""))
            if let about = shown.about(in: language) {
                out.line("")
                TextWrap.forTerminal(about, context: context).forEach(out.line)
            }
            out.line("")
            let position = shown.location.text
            out.line(
                shown.isApproximate
                    ? words.tr("Position: %@ (approximate)", position) : words.tr("Position: %@", position))
            out.line(words.tr("Map: %@", shown.location.openStreetMapURL))
            if let rating {
                out.line(
                    words.tr("Your rating: %@ (%@ of 5)", style.yellow(SightView.stars(rating)), words.number(rating)))
            }
            if let note = journal.notes[shown.id].map(TerminalText.oneLine) {
                // Rated, the note is the review of the rating.
                out.line(rating == nil ? words.tr("Your note: %@", note) : words.tr("Your review: %@", note))
            }
            out.line(
                visits.isEmpty
                    ? words.tr("Not visited yet: 'sights visit %@' when you go.", shown.id)
                    : words.tr("Visited: %@", visits.joined(separator: ", ")))
            if !nearest.isEmpty {
                out.line("")
                out.line(style.bold(words.tr("Nearby")))
                let rows = SightView.rows(
                    nearest.map(\.sight), distances: SightView.distances(nearest, words), russian: language == .ru,
                    words: words, style: style, width: out.width)
                for row in rows { out.line(row) }
            }
        }
    }
}
