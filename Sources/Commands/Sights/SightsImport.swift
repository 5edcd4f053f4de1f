import ArgumentParser
import Core
import LiveStorage
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
        let words = context.messages
        let pieces: FilePieces
        do { pieces = try OutsideFile.pieces(URL(fileURLWithPath: file), limit: Self.largestFile) } catch {
            throw SightsCommandError.cannotRead(file, error)
        }
        let result: SightImportResult
        do {
            // Text shows the first ten; JSON lists every place added.
            result = try context.sights.importPlaces(
                from: pieces, fileName: URL(fileURLWithPath: file).lastPathComponent, keeping: format.json ? .max : 10)
        } catch let failure as FilePieces.Failure {
            switch failure {
            case let .unreadable(reason): throw SightsCommandError.cannotRead(file, .unreadable(reason: reason))
            case let .tooLarge(size):
                throw SightsCommandError.cannotRead(file, .tooLarge(size: size, limit: Self.largestFile))
            case .notUTF8: throw SightsCommandError.notUTF8(file)
            }
        }
        try await format.show(result, in: context) {
            let imported = words.trn("Imported %d place", "Imported %d places", result.addedCount)
            context.output.line(
                imported
                    + (result.alreadyImported > 0
                        ? words.tr(" (%@ already there)", words.number(result.alreadyImported)) : "") + ".")
            for sight in result.added.prefix(10) {
                context.output.line("  \(TerminalText.oneLine(sight.id))  \(TerminalText.oneLine(sight.name))")
            }
            if result.addedCount > 10 {
                context.output.line(
                    "  "
                        + words.tr("… and %@ more; 'sights list' shows them all.", words.number(result.addedCount - 10))
                )
            }
        }
    }
}
