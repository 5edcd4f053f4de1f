import ArgumentParser
import Core

/// `sights` / `sights list [--category C] [--sort name|year|distance] [--near …]`.
struct SightsList: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Every sight, or one category, by name, year or distance (the default).")

    @Option(
        help: ArgumentHelp("Only this category (museum, theatre, park, …).", valueName: "category"),
        completion: .list(SightCategory.allCases.map(\.rawValue)))
    var category: String?
    @Option(
        help: ArgumentHelp("name (default), year, or distance (from --near).", valueName: "order"),
        completion: .list(["name", "year", "distance"]))
    var sort = "name"
    @Option(help: ArgumentHelp("Measure distances from LAT,LON or a sight's id.", valueName: "place")) var near: String?
    @OptionGroup var language: LanguageOption
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let guide = context.sights
        let words = context.messages
        guard let order = SightOrder(rawValue: sort) else { throw SightsCommandError.unknownOrder(sort) }
        let place = try near.map { try SightsCommand.place($0, guide: guide) }
        let from = place?.point
        if order == .distance, from == nil { throw SightsCommandError.distanceWithoutStart }
        let chosen = try SightsCommand.category(category)
        // Measured from a sight, the list leaves that sight out: it is where you stand.
        var sights = try guide.all(details: false).listed(category: chosen, order: order, from: from).filter {
            $0.id != place?.sight
        }
        if order == .name, language.russian(context) {
            // Listed by the names shown: А to Я when they are Russian.
            sights = sights.map { ($0, SearchText.fold($0.nameRU ?? $0.name)) }.sorted { $0.1 < $1.1 }.map(\.0)
        }
        let nearby = from.map { point in sights.map { NearbySight($0.summary, from: point) } }
        let text = {
            guard !sights.isEmpty else { return context.output.line(words.tr("No sights here yet.")) }
            let title = words.tr(chosen?.title ?? Messages.mark("Sights of Saransk"))
            context.output.line(context.style.bold(title) + " (\(words.number(sights.count)))")
            let rows = SightView.rows(
                sights.map(\.summary), distances: SightView.distances(nearby ?? [], words),
                russian: language.russian(context), words: words, style: context.style, width: context.output.width)
            for row in rows { context.output.line(row) }
        }
        // Near a place, the JSON carries each sight's distance too.
        if let nearby { return try await format.show(nearby, in: context, text: text) }
        try await format.show(sights.map(\.summary), in: context, text: text)
    }
}
