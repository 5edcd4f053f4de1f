import ArgumentParser
import Core
import LiveStorage
import Storage

/// `sync rebuild PATH`: a damaged document made again from what the machines synced.
struct SyncRebuild: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "rebuild",
        abstract: "Rebuild a damaged document from the changes your machines synced, keeping the damaged file aside.",
        discussion: """
            In a replica, moving a damaged file aside would delete its records on every machine; this writes the \
            document again from every machine's operations instead, and keeps the file that was there in \
            .sync/aside/. Changes made here that were never recorded (the file was damaged) are not in it.
            """)

    @Argument(
        help: ArgumentHelp("The document, as a path in the data directory: meals/2026-11.json.", valueName: "path"))
    var path: String

    init() {}

    func run(in context: CommandContext) async throws {
        let rebuilt = try await SyncView.run(context).rebuild(path)
        let words = context.messages
        let kept =
            rebuilt.keptAt.map { words.tr("; the file that was there is in %@", ControlCharacters.visible($0)) } ?? ""
        context.output.line(
            words.tr(
                "Rebuilt %@ from what your machines synced (%@)%@.", ControlCharacters.visible(rebuilt.path),
                words.trn("%d record", "%d records", rebuilt.records), kept))
    }
}
