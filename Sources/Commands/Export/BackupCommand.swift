import ArgumentParser
import Core
import LiveStorage
import Storage

/// `backup FILE [--encrypt | --recipient KEY…]`: every file of the data directory in one JSON bundle, read under the store's lock.
public struct BackupCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Save every file of the data directory into one backup file (a JSON bundle) that 'restore' reads.",
        discussion: """
            The bundle is {"format": "coach-backup", "version": 1, "created": TIME, "files": [{"path", "size", "base64"}]}: \
            each data file's bytes, base64. It is read under the data directory's lock, so a backup taken while \
            another shell writes is one consistent moment. Caches (the sights and formula search indexes, the daily \
            summaries) are left out; they are rebuilt. A symbolic link in the data directory is not followed: it is \
            named in a warning and left out. The file is written private (0600) from its first byte.

            With --encrypt (a passphrase) or --recipient/--recipients-file (public keys) the bundle is written as an \
            age file (age-encryption.org/v1: X25519 or scrypt, ChaCha20-Poly1305), which 'restore' and the standard \
            age tool open. It hides the contents; its size and the time it was written still show.
            """)

    @Argument(
        help: ArgumentHelp("The backup file to write, e.g. coach-backup.json.", valueName: "file"), completion: .file())
    var file: String
    @Flag(help: "Overwrite the file if it exists.") var force = false
    @OptionGroup var encryption: EncryptionOptions

    public init() {}

    public func run(in context: CommandContext) async throws {
        let words = context.messages
        guard let store = context.store as? any WholeStore else { throw ExportRefusal.cannotBackUp }
        let url = OutsideFile.url(typed: file)
        let shown = ControlCharacters.visible(url.path)
        if !force, FileManager.default.fileExists(atPath: url.path) { throw ExportRefusal.fileExists(url.path) }
        let seal = try await encryption.seal(in: context)
        let contents = try store.backupContents()
        let files = contents.files
        for link in contents.links {
            let path = ControlCharacters.visible(context.dataDirectory + "/" + link)
            context.output.errorLine(
                words.tr("Warning: ")
                    + words.tr(
                        "%@ is a symbolic link; it was not backed up (coach does not follow links in its data directory). To back it up, replace the link with the file it points to.",
                        path))
        }
        let bundle = BackupBundle(files: files, created: ExportTable.localTime(context.now(), in: context.calendar))
        let encoded = try bundle.encoded()
        let written = try seal.map { try EncryptionOptions.sealed(encoded, $0) } ?? encoded
        try OutsideFile.write(written, to: url, otherwise: Messages.mark("choose another file"))
        let bytes = files.values.reduce(0) { $0 + $1.count }
        let count = words.trn("%d file", "%d files", files.count)
        context.output.line(
            seal == nil
                ? words.tr(
                    "Backed up %@ (%@) from %@ to %@.", count, BackupBundle.bytes(bytes, words), context.dataDirectory,
                    shown)
                : words.tr(
                    "Backed up %@ (%@) from %@ to %@, encrypted with age.", count, BackupBundle.bytes(bytes, words),
                    context.dataDirectory, shown))
    }
}
