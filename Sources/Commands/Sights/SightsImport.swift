import ArgumentParser
import Core
import Foundation

/// `sights import FILE`: places of your own from GeoJSON or CSV; all or nothing.
struct SightsImport: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add places from a GeoJSON file (Point features with a name) or a CSV with the bundled columns; all or nothing.")

    @Argument(help: ArgumentHelp("The file to import.", valueName: "file"), completion: .file()) var file: String
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CommandFailure("cannot read '\(file)': " + (FileManager.default.fileExists(atPath: file) ? "it is not readable" : "no such file"))
        }
        let result = try context.sights.importPlaces(data, fileName: (file as NSString).lastPathComponent)
        try await format.show(result, in: context) {
            context.output.line("Imported \(result.added.count.counted("place"))"
                + (result.alreadyImported > 0 ? " (\(result.alreadyImported) already there)" : "") + ".")
            for sight in result.added.prefix(10) { context.output.line("  \(sight.id)  \(sight.name)") }
            if result.added.count > 10 { context.output.line("  … and \(result.added.count - 10) more; 'sights list' shows them all.") }
        }
    }
}
