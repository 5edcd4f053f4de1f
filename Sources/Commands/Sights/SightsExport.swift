import ArgumentParser
import Core
import LiveStorage
import Storage

extension SightExport.Format: ExpressibleByArgument {}

/// `sights export FILE [--format gpx|geojson] [--force]`: your favourites and the places you visited, for a map app.
struct SightsExport: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Your favourites and visited places as GPX or GeoJSON, for Organic Maps, OsmAnd or any map app.",
        discussion: """
            Each place keeps its name, position, category, and what you made of it: favourite, the days visited, your \
            note. The format follows the file's name (.gpx, .geojson or .json) unless --format says; '-' prints to \
            standard output. 'sights import' reads the GeoJSON back. A file that exists is not overwritten without \
            --force.
            """)

    @Argument(
        help: ArgumentHelp("The file to write, e.g. places.gpx; - for standard output.", valueName: "file"),
        completion: .file())
    var file: String
    @Option(help: "The format, when the file's name does not say it.") var format: SightExport.Format?
    @Flag(help: "Overwrite the file if it exists.") var force = false

    func run(in context: CommandContext) async throws {
        let words = context.messages
        let format = try self.format ?? Self.format(of: file)
        let journal = try context.sights.journal()
        var ids = journal.favourites
        for visit in journal.visits where !ids.contains(visit.id) { ids.append(visit.id) }
        // A place no longer known (an imported one removed since) is left out.
        let places = ids.compactMap { id -> SightExport.Place? in
            guard let sight = try? context.sights.sight(id) else { return nil }
            return SightExport.Place(
                sight: sight, favourite: journal.isFavourite(id), visits: journal.visits(of: id).map(\.day),
                note: journal.notes[id])
        }
        guard !places.isEmpty else {
            throw SightsCommandError.nothingToExport
        }
        let text = SightExport.text(places, as: format)
        if file == "-" { return context.output.write(text) }
        let url = OutsideFile.url(typed: file)
        if !force, FileManager.default.fileExists(atPath: url.path) { throw ExportRefusal.fileExists(url.path) }
        try OutsideFile.write(Data(text.utf8), to: url, otherwise: Messages.mark("choose another file"))
        context.output.line(
            words.tr(
                "Wrote %@ (%@ favourite, %@ visited) to %@.", words.trn("%d place", "%d places", places.count),
                words.number(places.count(where: \.favourite)), words.number(places.count { !$0.visits.isEmpty }),
                ControlCharacters.visible(url.path)))
    }

    /// The format the file's name says: `.gpx`, `.geojson` or `.json`.
    static func format(of file: String) throws(SightsCommandError) -> SightExport.Format {
        let name = file.lowercased()
        if name.hasSuffix(".gpx") { return .gpx }
        if name.hasSuffix(".geojson") || name.hasSuffix(".json") { return .geojson }
        throw .exportFormat(ControlCharacters.visible(file))
    }
}
