import ArgumentParser
import Core
import Storage

/// `sights map [--category C]`: the sights drawn in the terminal, numbered, with a legend.
struct SightsMap: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "map", abstract: "A map of the sights in the terminal (braille dots, numbered markers, a legend); scaled to the window.")

    @Option(help: ArgumentHelp("Only this category.", valueName: "category"), completion: .list(SightCategory.allCases.map(\.rawValue)))
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
        let inCategory = try context.sights.all().filter { chosen == nil || $0.category == chosen }
        guard !inCategory.isEmpty else { return context.output.line("No sights to draw.") }
        // Without a category the map frames the city; sights far out of town are listed below it.
        let (sights, outside) = all || chosen != nil ? (inCategory, []) : SightMap.frame(inCategory)
        // The frame takes two columns and two rows; the legend one row a sight (within reason).
        let columns = width ?? min((context.terminal?.columns ?? 74) - 2, 120)
        let rows = height ?? max(10, min((context.terminal?.rows ?? 24) - min(sights.count, 12) - 4, 40))
        guard (20...400).contains(columns), (5...200).contains(rows) else {
            throw CommandFailure("the map needs --width 20 to 400 and --height 5 to 200")
        }
        let map = SightMap(sights: sights, width: columns, height: rows)
        let border = "+" + String(repeating: "-", count: columns) + "+"
        context.output.line(border)
        for line in map.lines { context.output.line("|" + line + "|") }
        context.output.line(border + (map.metresPerColumn.map { "  one column ≈ " + DistanceText.format($0) } ?? ""))
        let legend = map.legend.map { entry in [String(entry.number), entry.name + (entry.isLabelled ? " *" : "")] }
        Table(alignments: [.right], minimumWidths: [String(map.legend.count).count]).lines(legend).forEach(context.output.line)
        if map.legend.contains(where: { !$0.isLabelled }) {
            context.output.line(context.style.dim("* no room for its number on the map; a wider window or --category makes room"))
        }
        guard !outside.isEmpty else { return }
        let centre = GeoPoint(latitude: sights.map(\.location.latitude).reduce(0, +) / Double(sights.count),
                              longitude: sights.map(\.location.longitude).reduce(0, +) / Double(sights.count))
        let far = outside.map { "\($0.name) (\(DistanceText.format(centre.distance(to: $0.location))) \($0.location.direction(from: centre)))" }
        context.output.line("Out of town, not drawn: " + far.joined(separator: ", ") + "; 'sights map --all' draws them too.")
    }
}

extension GeoPoint {
    /// `NE`: the direction from `origin` to here.
    func direction(from origin: GeoPoint) -> String { origin.direction(to: self).abbreviation }
}
