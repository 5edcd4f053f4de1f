import ArgumentParser
import Core

/// `sights near [LAT,LON | ID] [--radius 1.5km] [--limit N]`: nearest first, with distance and direction; without
/// a place, from the one `sights here` remembered.
struct SightsNear: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "near",
        abstract:
            "Sights nearest to a position (LAT,LON), a sight, or your place ('sights here'), with distance and direction."
    )

    @Argument(
        help: .completed(
            "LAT,LON in degrees, or a sight's id (default: your place, set by 'sights here').", from: .place),
        completion: DynamicValues.place.completion)
    var place: String?
    @Option(help: ArgumentHelp("Only within this distance, e.g. 800m or 1.5km.", valueName: "distance")) var radius:
        String?
    @Option(help: ArgumentHelp("Show at most this many (default 10).", valueName: "n")) var limit = 10
    @OptionGroup var language: LanguageOption
    @OptionGroup var format: OutputFormat

    func validate() throws {
        try OptionRange.check(limit, 1...1000, "--limit", example: "sights near mordovia-arena --limit 5")
        if let radius { try OptionRange.checked { try DistanceText.parse(radius) } }
    }

    func run(in context: CommandContext) async throws {
        let guide = context.sights
        let here = place == nil ? try guide.journal().keptHere : nil
        guard place != nil || here != nil else { throw SightsCommandError.noPlace }
        let (point, excluded) =
            try place.map { try SightsCommand.place($0, guide: guide) } ?? (here!.point, here!.sight)
        let from = try place ?? SightsHere.describe(here!, guide: guide, words: context.messages)
        let found = try guide.near(point, radius: try radius.map(DistanceText.parse), limit: limit, excluding: excluded)
        let words = context.messages
        try await format.show(found, in: context) {
            guard !found.isEmpty else {
                return context.output.line(
                    radius.map { words.tr("No sights within %@ of %@. Try a larger --radius.", $0, from) }
                        ?? words.tr("No sights within reach of %@. Try a larger --radius.", from))
            }
            SightView.rows(
                found.map(\.sight), distances: SightView.distances(found, words), russian: language.russian(context),
                words: words, style: context.style, width: context.output.width
            ).forEach(context.output.line)
        }
    }
}
