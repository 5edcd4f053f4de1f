import ArgumentParser
import Core
import LiveStorage
import Storage

/// `restore FILE [--replace] [--identity FILE | --passphrase-file FILE]`: checks a whole backup, then merges it into the data directory.
public struct RestoreCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract:
            "Merge a backup made by 'backup' into the data directory: missing records are added, nothing is overwritten without --replace.",
        discussion: """
            The whole backup is checked first; a damaged backup, or one from a newer coach, changes nothing. \
            Then, under the data directory's lock: missing files are added; a month log gains the records it lacks \
            (a record with the same id is skipped); anything that differs is reported as a conflict and kept as it \
            is, unless --replace takes the backup's side.

            A backup encrypted with age (by 'backup --encrypt' or '--recipient', or by the age tool) is opened first: \
            with the passphrase, asked at the terminal or read with --passphrase-file, or with the secret key file \
            given with --identity. A wrong passphrase, a key the backup was not encrypted to, or an altered or \
            truncated file changes nothing.
            """)

    @Argument(help: ArgumentHelp("The backup file to read.", valueName: "file"), completion: .file())
    var file: String
    @Flag(help: "Where the backup and the data differ, take the backup's side.") var replace = false
    @OptionGroup var decryption: DecryptionOptions

    public init() {}

    /// How `RestorePlan` names a conflict, for the catalog.
    static let conflictShapes = [
        Messages.mark("%@: differs from the backup"), Messages.mark("%@: the file here does not read; kept as it is"),
        Messages.mark("%@: %@ differs from the backup"),
    ]

    public func run(in context: CommandContext) async throws {
        let words = context.messages
        guard let store = context.store as? any WholeStore else { throw BackupError.cannotRestoreInto }
        let url = OutsideFile.url(typed: file)
        let shown = ControlCharacters.visible(file)
        var data: Data
        do { data = try OutsideFile.read(url, limit: BackupBundle.largest) } catch {
            throw BackupError.cannotRead(file, error)
        }
        if AgeFile.looksLikeAge(data) { data = try await decryption.open(data, name: file, context: context) }
        let backup = try BackupBundle.read(data, from: file)
        let plan = try store.rewrite { current in
            let plan = try RestorePlan(backup: backup, current: current, replace: replace)
            return (plan.writes, plan)
        }
        let conflicts = words.trn("%d conflict", "%d conflicts", plan.conflicts.count)
        context.output.line(
            words.tr(
                "Restored %@ into %@: %@ added, %@ already here, %@", shown, context.dataDirectory,
                words.number(plan.added), words.number(plan.skipped), conflicts) + (plan.conflicts.isEmpty ? "." : ":"))
        _ = Self.conflictShapes
        for conflict in plan.conflicts.prefix(20) { context.output.line("  " + words.translate(shown: conflict)) }
        if plan.conflicts.count > 20 {
            context.output.line("  " + words.tr("… and %@ more", words.number(plan.conflicts.count - 20)))
        }
        if !plan.conflicts.isEmpty {
            context.output.line(
                replace
                    ? words.tr("The backup's side was taken in each.")
                    : words.tr("What is here was kept; add --replace to take the backup's side."))
        }
    }
}
