import ArgumentParser
import Core
import Storage

/// `sights`: an offline guide to the sights of Saransk, and any places you import.
public struct SightsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sights",
        abstract:
            "An offline guide to Saransk: list, search (Russian or English), show, near, map, route, favourites, ratings and levels.",
        discussion:
            "Ids complete with Tab. Positions marked ≈ are estimates. Import places of another city with 'sights import FILE'.",
        subcommands: [
            SightsList.self, SightsCategories.self, SightsSearch.self, SightsShow.self, SightsNear.self, SightsMap.self,
            SightsRoute.self, SightsFav.self, SightsUnfav.self, SightsFavs.self, SightsNote.self, SightsRate.self,
            SightsVisit.self, SightsHere.self, SightsProfile.self, SightsImport.self, SightsExport.self,
            SightsRemoveImported.self,
        ],
        defaultSubcommand: SightsList.self,
        aliases: ["poi"]
    )

    public init() {}

    /// Whether `text` is meant as `LAT,LON` rather than a sight's id.
    static func looksLikePosition(_ text: String) -> Bool {
        text.first.map { $0.isNumber || $0 == "-" } ?? false
    }

    /// A position given as `LAT,LON`, or as a sight's id or name (with the sight's id).
    static func place(_ text: String, guide: SightGuide) throws -> (point: GeoPoint, sight: String?) {
        if looksLikePosition(text) { return (try GeoPoint(parsing: text), nil) }
        let sight = try guide.sight(text)
        return (sight.location, sight.id)
    }

    static func category(_ text: String?) throws -> SightCategory? {
        try text.map { try SightCategory(matching: $0) }
    }
}

/// A sight id argument, completed with every id.
struct SightID: ParsableArguments {
    @Argument(
        help: .completed("A sight's id, e.g. mordovia-arena (Tab completes), or its name in quotes.", from: .sight),
        completion: DynamicValues.sight.completion)
    var id: String
}

/// A sight by its id or by its name, quoted or not: `mordovia-arena`, `Mordovia Arena`, `кафедральный собор`.
struct SightNamed: ParsableArguments {
    @Argument(
        help: .completed("A sight's id, e.g. mordovia-arena (Tab completes), or its name.", from: .sight),
        completion: DynamicValues.sight.completion)
    var words: [String]

    var id: String { words.joined(separator: " ") }
}

/// How sights are shown in lists.
enum SightView {
    /// One row: id, name (≈ when the position is an estimate; Russian with `russian`, where the sight
    /// has one), category, year, and an optional distance column; the card shows both names.
    /// One line a sight, its name cut with `…` where the whole line would not fit `width` columns.
    /// The category is named in `words`' language.
    static func rows(
        _ sights: [SightSummary], distances: [String: String] = [:], ratings: [String: Int] = [:],
        russian: Bool = false, words: Messages, style: Style, width: Int? = nil
    ) -> [String] {
        let idWidth = sights.map(\.id.count).max() ?? 0
        let distanceWidth = distances.values.map(\.count).max() ?? 0
        return sights.map { sight in
            var line = "  " + Table.pad(TerminalText.oneLine(sight.id), idWidth) + "  "
            if let distance = distances[sight.id] { line += Table.pad(distance, distanceWidth) + "  " }
            if !ratings.isEmpty { line += stars(ratings[sight.id]) + "  " }
            let kind = sight.category.label(in: words.language)
            var about = "  " + kind + (sight.year.map { ", \($0)" } ?? "")
            let mark = sight.isApproximate ? " ≈" : ""
            var name = TerminalText.oneLine(russian ? sight.nameRU ?? sight.name : sight.name)
            if let width {
                // Narrow: the year gives way first, then the name's end.
                if width - TerminalText.width(of: line + mark + about) < 20 { about = "  " + kind }
                name = TerminalText.truncated(name, to: max(width - TerminalText.width(of: line + mark + about), 12))
            }
            return line + name + mark + style.dim(about)
        }
    }

    /// `★★★★☆` for four stars of five; five blanks without a rating.
    static func stars(_ rating: Int?) -> String {
        guard let rating else { return String(repeating: " ", count: SightJournal.stars.upperBound) }
        return String(repeating: "★", count: rating)
            + String(repeating: "☆", count: SightJournal.stars.upperBound - rating)
    }

    /// A bar of `width` cells, `█` for the XP earned into the level and `░` for the rest: `██████░░░░`.
    static func levelBar(_ progress: ExplorerProgress, width: Int) -> String {
        ProgressBar.cells(progress.fraction, width: width, rounding: .down)
    }

    /// `1.2 km NE`, `1,2 км СВ`.
    static func distance(_ nearby: NearbySight, _ words: Messages) -> String {
        DistanceText.format(nearby.metres, in: words) + " " + nearby.direction.abbreviation(in: words)
    }

    /// The distance column of each sight in `nearby`, by id.
    static func distances(_ nearby: [NearbySight], _ words: Messages) -> [String: String] {
        var distances: [String: String] = [:]
        for entry in nearby { distances[entry.sight.id] = distance(entry, words) }
        return distances
    }
}
