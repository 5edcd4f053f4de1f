import ArgumentParser
import Core
import Storage

/// `sights import FILE`: places of your own from GeoJSON or CSV; all or nothing.
struct SightsImport: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add places from a GeoJSON file (Point features with a name) or a CSV with the bundled columns; all or nothing.")

    /// Files are read whole, so their size bounds the memory an import takes.
    static let largestFile = 16 << 20

    @Argument(help: ArgumentHelp("The file to import (up to 16 MiB).", valueName: "file"), completion: .file()) var file: String
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let data: Data
        do { data = try OutsideFile.read(URL(fileURLWithPath: file), limit: Self.largestFile) } catch {
            switch error {
            case .missing: throw CommandFailure("cannot read '\(file)': no such file")
            case .folder: throw CommandFailure("cannot read '\(file)': it is a folder; give the GeoJSON or CSV file inside it")
            case let .unreadable(reason): throw CommandFailure("cannot read '\(file)': \(reason)")
            case let .tooLarge(size, limit):
                throw CommandFailure("'\(file)' has \(OutsideFile.size(size)); coach imports files of up to \(OutsideFile.size(limit)) "
                    + "(about 100,000 places), so split it and import the parts; nothing was imported")
            }
        }
        let result = try context.sights.importPlaces(data, fileName: URL(fileURLWithPath: file).lastPathComponent)
        try await format.show(result, in: context) {
            context.output.line("Imported \(result.added.count.counted("place"))"
                + (result.alreadyImported > 0 ? " (\(result.alreadyImported) already there)" : "") + ".")
            for sight in result.added.prefix(10) { context.output.line("  \(sight.id)  \(sight.name)") }
            if result.added.count > 10 { context.output.line("  … and \(result.added.count - 10) more; 'sights list' shows them all.") }
        }
    }
}
