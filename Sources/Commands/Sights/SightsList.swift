import ArgumentParser
import Core
import Storage

/// `sights` / `sights list [--category C] [--visited | --not-visited] [--favourites] [--since DAY]
/// [--sort name|year|distance|rating] [--near …]`.
struct SightsList: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Every sight, or those you chose (category, visited, favourites), by name, year, distance or rating.")

    @Option(
        help: ArgumentHelp("Only this category (museum, theatre, park, …).", valueName: "category"),
        completion: .list(SightCategory.allCases.map(\.rawValue)))
    var category: String?
    @Option(
        help: ArgumentHelp(
            "name (default), year, distance (from --near or 'sights here'), or rating (yours, best first).",
            valueName: "order"),
        completion: .list(SightOrder.allCases.map(\.rawValue)))
    var sort = "name"
    @Option(help: ArgumentHelp("Measure distances from LAT,LON or a sight's id.", valueName: "place")) var near: String?
    @OptionGroup var filters: SightFilters
    @OptionGroup var language: LanguageOption
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let guide = context.sights
        let words = context.messages
        guard let order = SightOrder(rawValue: sort) else { throw SightsCommandError.unknownOrder(sort) }
        let journal = try guide.journal()
        let place =
            try near.map { try SightsCommand.place($0, guide: guide) }
            ?? (order == .distance ? journal.keptHere.map { (point: $0.point, sight: $0.sight) } : nil)
        let from = place?.point
        if order == .distance, from == nil { throw SightsCommandError.distanceWithoutStart }
        let chosen = try SightsCommand.category(category)
        let kept = try filters.kept(journal, today: context.today)
        // Measured from a sight, the list leaves that sight out: it is where you stand.
        var sights = try guide.all(details: false).listed(
            category: chosen, order: order, from: from, ratings: journal.keptRatings
        ).filter { $0.id != place?.sight && kept($0.id) }
        if order == .name, language.russian(context) {
            // Listed by the names shown: А to Я when they are Russian.
            sights = sights.map { ($0, SearchText.fold($0.nameRU ?? $0.name)) }.sorted { $0.1 < $1.1 }.map(\.0)
        }
        let nearby = from.map { point in sights.map { NearbySight($0.summary, from: point) } }
        let text = {
            guard !sights.isEmpty else {
                return context.output.line(
                    filters.isEmpty ? words.tr("No sights here yet.") : words.tr("No sights fit these filters."))
            }
            let title = words.tr(chosen?.title ?? Messages.mark("Sights of Saransk"))
            context.output.line(context.style.bold(title) + " (\(words.number(sights.count)))")
            let rows = SightView.rows(
                sights.map(\.summary), distances: SightView.distances(nearby ?? [], words),
                ratings: order == .rating ? journal.keptRatings : [:], russian: language.russian(context),
                words: words, style: context.style, width: context.output.width)
            for row in rows { context.output.line(row) }
        }
        // Near a place, the JSON carries each sight's distance too.
        if let nearby { return try await format.show(nearby, in: context, text: text) }
        try await format.show(sights.map(\.summary), in: context, text: text)
    }
}

/// `--visited`, `--not-visited`, `--favourites` and `--since`: the sights a person chose by their own journal.
struct SightFilters: ParsableArguments {
    @Flag(help: "Only the sights you have visited.") var visited = false
    @Flag(help: "Only the sights you have not visited yet.") var notVisited = false
    @Flag(help: "Only your favourites.") var favourites = false
    @Option(
        help: ArgumentHelp(
            "Only the sights visited on this day or later: a year (2025) or YYYY-MM-DD.", valueName: "when"),
        transform: DayWord.since)
    var since: DayWord?

    func validate() throws {
        if visited, notVisited { throw ValidationError("--visited and --not-visited leave nothing; give one of them") }
        if notVisited, since != nil {
            throw ValidationError("--since lists sights visited since a day; leave out --not-visited with it")
        }
    }

    /// Whether no filter was given.
    var isEmpty: Bool { !visited && !notVisited && !favourites && since == nil }

    /// Whether a sight, by its id, is kept by these filters.
    func kept(_ journal: SightJournal, today: CalendarDay) throws -> (String) -> Bool {
        guard !isEmpty else { return { _ in true } }
        let visitedIDs = journal.visited(since: try since?.day(today: today))
        let (visitedOnly, notVisited, favourites) = (visited || since != nil, notVisited, favourites)
        let favouriteIDs = Set(journal.favourites)
        return { id in
            (!visitedOnly || visitedIDs.contains(id)) && (!notVisited || !visitedIDs.contains(id))
                && (!favourites || favouriteIDs.contains(id))
        }
    }
}

extension DayWord {
    /// Reads `--since`: a year (`2025`, its first day) or a day as every day option takes one.
    static let since: @Sendable (String) throws -> DayWord = { text in
        let trimmed = text.trimmed(\.isSpace)
        if trimmed.count == 4, trimmed.allSatisfy(\.isASCII), Int(trimmed) != nil {
            return try anyDay(trimmed + "-01-01")
        }
        return try anyDay(text)
    }
}
