import ArgumentParser
import Core
import Storage

/// `sights map [--category C]`: the sights drawn in the terminal, numbered, with a legend.
struct SightsMap: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract:
            "A map of the sights in the terminal (braille dots, numbered markers, a legend); scaled to the window.")

    @Option(
        help: ArgumentHelp("Only this category.", valueName: "category"),
        completion: .list(SightCategory.allCases.map(\.rawValue)))
    var category: String?
    @Option(help: ArgumentHelp("Columns (default: the window's width, else 72).", valueName: "n")) var width: Int?
    @Option(help: ArgumentHelp("Rows (default: fits the window, else 24).", valueName: "n")) var height: Int?
    @Flag(help: "Draw every sight, also those far out of town (the map frames the city by default).") var all = false

    func validate() throws {
        try OptionRange.check(width, 20...400, "--width", example: "sights map --width 72")
        try OptionRange.check(height, 5...200, "--height", example: "sights map --height 20")
    }

    func run(in context: CommandContext) async throws {
        let chosen = try SightsCommand.category(category)
        let words = context.messages
        let inCategory = try context.sights.all(details: false).filter { chosen == nil || $0.category == chosen }
            .map { sight in
                // The legend names each sight in the person's language.
                var named = sight
                named.name = sight.name(in: words.language)
                return named
            }
        guard !inCategory.isEmpty else { return context.output.line(words.tr("No sights to draw.")) }
        // Without a category the map frames the city; sights far out of town are listed below it.
        let (sights, outside) = all || chosen != nil ? (inCategory, []) : SightMap.frame(inCategory)
        let columns = width ?? min((context.terminal?.columns ?? 74) - 2, 120)
        guard (20...400).contains(columns), height.map({ (5...200).contains($0) }) ?? true else {
            throw SightsCommandError.mapSize
        }
        let screen = columns + 2
        let far = Self.outOfTown(outside, from: sights, width: context.terminal == nil ? nil : screen, words: words)
        // At a terminal the map, the legend and the notes under it fit the window above the prompt (the
        // frame takes two rows, the note on '*' one); the legend goes in columns to leave the map room.
        let rows: Int
        let legendRows: Int
        if let window = context.terminal.map({ $0.rows - 1 - 2 - 1 - far.count }), height == nil {
            legendRows = SightsMapLegend.height(count: sights.count, width: screen, rows: window - Self.lowestMap)
            rows = max(Self.lowestMap, min(window - legendRows, 40))
        } else {
            // Piped, or with --height: the legend one sight a line, whole, as scripts read it.
            legendRows = .max
            rows = height ?? max(10, min(24 - min(sights.count, 12) - 4, 40))
        }
        let map = SightMap(sights: sights, width: columns, height: rows)
        guard !context.plain else {
            let far = Self.outOfTown(outside, from: sights, width: nil, words: words)
            return (SightsMapPlain.lines(map, sights: sights, words: words) + far).forEach(context.output.line)
        }
        let legend = SightsMapLegend(map.legend, width: screen, rows: legendRows, words: words)
        context.output.line("+" + String(repeating: "-", count: columns) + "+")
        for line in map.lines { context.output.line("|" + line + "|") }
        context.output.line(Self.bottom(columns, scale: map.metresPerColumn, words: words))
        legend.lines.forEach(context.output.line)
        if map.legend.contains(where: { !$0.isLabelled }) {
            context.output.line(
                context.style.dim(
                    words.tr("* no room for its number on the map; a wider window or --category makes room")))
        }
        far.forEach(context.output.line)
    }

    /// Fewer rows than this would show too little of the town.
    static let lowestMap = 6

    /// The frame's bottom edge, with the scale inside it where it fits: `+---- one column ≈ 80 m --+`.
    static func bottom(_ columns: Int, scale: Double?, words: Messages = .english) -> String {
        guard let scale else { return "+" + String(repeating: "-", count: columns) + "+" }
        let text = " " + words.tr("one column ≈ %@", DistanceText.format(scale, in: words)) + " "
        let dashes = columns - Table.width(of: text) - 2
        guard dashes >= 2 else { return "+" + String(repeating: "-", count: columns) + "+" }
        return "+" + String(repeating: "-", count: dashes) + text + "--+"
    }

    /// The note on the sights left out of the frame, wrapped to `width` at a terminal.
    static func outOfTown(_ outside: [Sight], from sights: [Sight], width: Int?, words: Messages = .english) -> [String]
    {
        guard !outside.isEmpty else { return [] }
        let centre = GeoPoint(
            latitude: sights.map(\.location.latitude).reduce(0, +) / Double(sights.count),
            longitude: sights.map(\.location.longitude).reduce(0, +) / Double(sights.count))
        let far = outside.map {
            let distance = DistanceText.format(centre.distance(to: $0.location), in: words)
            return "\(TerminalText.oneLine($0.name)) (\(distance) \($0.location.direction(from: centre, words)))"
        }
        let text = words.tr("Out of town, not drawn: %@; 'sights map --all' draws them.", far.joined(separator: ", "))
        return width.map { TextWrap.lines(text, width: $0) } ?? [text]
    }
}

extension GeoPoint {
    /// `NE` / `СВ`: the direction from `origin` to here.
    func direction(from origin: GeoPoint, _ words: Messages = .english) -> String {
        origin.direction(to: self).abbreviation(in: words)
    }
}
