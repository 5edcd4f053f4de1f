import ArgumentParser
import Core
import Storage

/// `sights import FILE`: places of your own from GeoJSON or CSV; all or nothing.
struct SightsImport: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Add places from a GeoJSON file (Point features with a name) or a CSV with the bundled columns; all or nothing."
    )

    /// Files are read a place at a time, so their size does not bound the memory an import takes; this bounds
    /// the time (a few seconds) and the disk the imported places take.
    static let largestFile = 256 << 20

    @Argument(help: ArgumentHelp("The file to import (up to 256 MiB).", valueName: "file"), completion: .file())
    var file: String
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let pieces: FilePieces
        do { pieces = try OutsideFile.pieces(URL(fileURLWithPath: file), limit: Self.largestFile) } catch {
            throw refusal(error)
        }
        let result: SightImportResult
        do {
            // Text shows the first ten; JSON lists every place added.
            result = try context.sights.importPlaces(
                from: pieces, fileName: URL(fileURLWithPath: file).lastPathComponent, keeping: format.json ? .max : 10)
        } catch let failure as FilePieces.Failure {
            switch failure {
            case let .unreadable(reason): throw refusal(.unreadable(reason: reason))
            case let .tooLarge(size): throw refusal(.tooLarge(size: size, limit: Self.largestFile))
            case .notUTF8: throw refusal(.unreadable(reason: "it is not UTF-8 text"))
            }
        }
        try await format.show(result, in: context) {
            context.output.line(
                "Imported \(result.addedCount.counted("place"))"
                    + (result.alreadyImported > 0 ? " (\(result.alreadyImported) already there)" : "") + ".")
            for sight in result.added.prefix(10) { context.output.line("  \(sight.id)  \(sight.name)") }
            if result.addedCount > 10 {
                context.output.line("  … and \(result.addedCount - 10) more; 'sights list' shows them all.")
            }
        }
    }

    /// Why the file could not be read, naming it.
    private func refusal(_ problem: OutsideFile.Problem) -> CommandFailure {
        switch problem {
        case .missing: CommandFailure("cannot read '\(file)': no such file")
        case .folder: CommandFailure("cannot read '\(file)': it is a folder; give the GeoJSON or CSV file inside it")
        case let .unreadable(reason): CommandFailure("cannot read '\(file)': \(reason)")
        case let .tooLarge(size, limit):
            CommandFailure(
                "'\(file)' has \(size > limit && size - limit == 1 ? "more than \(OutsideFile.size(limit))" : OutsideFile.size(size)); "
                    + "coach imports files of up to \(OutsideFile.size(limit)) (150,000 places at most), so split it and import the parts; nothing was imported"
            )
        }
    }
}
