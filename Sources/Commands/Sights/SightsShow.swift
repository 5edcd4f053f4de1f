import ArgumentParser
import Core

/// `sights show ID`: the card, with your note, favourite and visits, and the three nearest sights.
struct SightsShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "A sight's card: names, category, address, year, description, position, your note and visits, what is near.")

    @OptionGroup var sight: SightNamed
    @OptionGroup var format: OutputFormat

    struct Card: Encodable {
        var sight: SightSummary
        var address: String?
        var about: String?
        var openStreetMap: String
        var favourite: Bool
        var note: String?
        var visits: [String]
        var nearest: [NearbySight]
    }

    func run(in context: CommandContext) async throws {
        let guide = context.sights
        let shown = try guide.sight(sight.id)
        let journal = try context.sights.journal()
        let nearest = try guide.near(shown.location, limit: 3, excluding: shown.id)
        let visits = journal.visits(of: shown.id).map(\.day.text)
        try await format.show(Card(
                sight: shown.summary, address: shown.address, about: shown.about, openStreetMap: shown.location.openStreetMapURL,
                favourite: journal.isFavourite(shown.id), note: journal.notes[shown.id], visits: visits, nearest: nearest), in: context) {
            let style = context.style
            let out = context.output
            out.line(style.bold(shown.name) + (journal.isFavourite(shown.id) ? " " + style.yellow("★") : "") + "  " + style.dim("(\(shown.id))"))
            if let russian = shown.nameRU, russian != shown.name { out.line(russian) }
            out.line(shown.category.title + (shown.year.map { " · \($0)" } ?? "") + (shown.address.map { " · " + $0 } ?? ""))
            if let about = shown.about {
                out.line("")
                TextWrap.forTerminal(about, context: context).forEach(out.line)
            }
            out.line("")
            out.line("Position: " + shown.location.text + (shown.isApproximate ? " (approximate)" : ""))
            out.line("Map: " + shown.location.openStreetMapURL)
            if let note = journal.notes[shown.id] { out.line("Your note: " + note) }
            out.line(visits.isEmpty ? "Not visited yet: 'sights visit \(shown.id)' when you go." : "Visited: " + visits.joined(separator: ", "))
            if !nearest.isEmpty {
                out.line("")
                out.line(style.bold("Nearby"))
                var distances: [String: String] = [:]
                for entry in nearest { distances[entry.sight.id] = SightView.distance(entry) }
                let rows = SightView.rows(nearest.map(\.sight), distances: distances, style: style, width: out.width)
                for row in rows { out.line(row) }
            }
        }
    }
}
