import ArgumentParser
import Core

/// `sights search TEXT…`: Russian or English, one typo per word, across scripts.
struct SightsSearch: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Find sights in Russian or English ('ushakov', 'собор', 'mordovia arna'); best first.")

    @Argument(help: ArgumentHelp("Words to look for.", valueName: "text")) var words: [String]
    @Option(help: ArgumentHelp("Show at most this many (default 20).", valueName: "n")) var limit = 20
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let text = words.joined(separator: " ")
        guard !SearchQuery(text).isEmpty else { throw CommandFailure("search for at least one word, e.g. 'sights search собор'") }
        let hits = try context.sights.search(text, limit: max(1, limit))
        try await format.show(hits, in: context) {
            guard !hits.isEmpty else { return context.output.line("No sight matches '\(text)'. Try fewer words, or 'sights list'.") }
            SightView.rows(hits.map(\.sight), style: context.style).forEach(context.output.line)
        }
    }
}

/// `sights near LAT,LON | ID [--radius 1.5km] [--limit N]`: nearest first, with distance and direction.
struct SightsNear: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "near", abstract: "Sights nearest to a position (LAT,LON) or to a sight, with distance and compass direction.")

    @Argument(help: .completed("LAT,LON in degrees, or a sight's id.", from: .place),
              completion: DynamicValues.place.completion)
    var place: String
    @Option(help: ArgumentHelp("Only within this distance, e.g. 800m or 1.5km.", valueName: "distance")) var radius: String?
    @Option(help: ArgumentHelp("Show at most this many (default 10).", valueName: "n")) var limit = 10
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let guide = context.sights
        let point = try SightsCommand.point(place, guide: guide)
        let excluded = SightsCommand.looksLikePosition(place) ? nil : place
        let found = try guide.near(point, radius: try radius.map(DistanceText.parse), limit: max(1, limit), excluding: excluded)
        try await format.show(found, in: context) {
            guard !found.isEmpty else {
                return context.output.line("No sights within \(radius ?? "reach") of \(place). Try a larger --radius.")
            }
            var distances: [String: String] = [:]
            for entry in found { distances[entry.sight.id] = SightView.distance(entry) }
            SightView.rows(found.map(\.sight), distances: distances, style: context.style).forEach(context.output.line)
        }
    }
}
