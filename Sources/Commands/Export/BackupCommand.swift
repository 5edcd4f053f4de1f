import ArgumentParser
import Core
import Storage

/// `backup FILE`: every file of the data directory in one JSON bundle, read under the store's lock.
public struct BackupCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Save every file of the data directory into one backup file (a JSON bundle) that 'restore' reads.",
        discussion: """
            The bundle is {"format": "coach-backup", "version": 1, "created": TIME, "files": [{"path", "size", "base64"}]}: \
            each data file's bytes, base64. It is read under the data directory's lock, so a backup taken while \
            another shell writes is one consistent moment. Caches are left out; they are rebuilt.
            """)

    @Argument(help: ArgumentHelp("The backup file to write, e.g. coach-backup.json.", valueName: "file"), completion: .file())
    var file: String
    @Flag(help: "Overwrite the file if it exists.") var force = false

    public init() {}

    public func run(in context: CommandContext) async throws {
        guard let store = context.store as? any WholeStore else { throw CommandFailure("this data store cannot be backed up") }
        let url = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let shown = ControlCharacters.visible(url.path)
        if !force, FileManager.default.fileExists(atPath: url.path) { throw CommandFailure("'\(shown)' exists; add --force to overwrite it") }
        let files = try store.snapshot()
        let bundle = BackupBundle(files: files, created: ExportTable.localTime(context.now(), in: context.calendar))
        do { try bundle.encoded().write(to: url, options: .atomic) } catch {
            throw CommandFailure("cannot write '\(shown)': \(AtomicFile.reason(of: error))")
        }
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        let bytes = files.values.reduce(0) { $0 + $1.count }
        context.output.line("Backed up \(files.count.counted("file")) (\(MealNumber.grouped(bytes)) bytes) from \(context.dataDirectory) to \(shown).")
    }
}
