import ArgumentParser
import Core
import LiveStorage
import Storage

/// `keygen [--output FILE]`: a new age identity for encrypted backups, as `age-keygen` makes one.
public struct KeygenCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Make a secret key for encrypted backups and print its public key, as age-keygen does.",
        discussion: """
            The key file (age's identity format: AGE-SECRET-KEY-1…) is written private (0600) to identity.txt in \
            the config folder, or to --output FILE; an existing key is never overwritten. Encrypt to the public key \
            it prints with 'backup --recipient age1…' (on any machine: the public key is not secret), and open such \
            a backup with 'restore --identity FILE' or 'age -d -i FILE'. Keep a copy of the key file apart from the \
            backups: without it they cannot be opened.
            """)

    @Option(
        help: ArgumentHelp("The key file to write (default identity.txt in the config folder).", valueName: "file"),
        completion: .file())
    var output: String?

    public init() {}

    /// The key file's name in the config folder.
    static let defaultName = "identity.txt"

    public func run(in context: CommandContext) async throws {
        let words = context.messages
        let url: URL
        if let output {
            url = OutsideFile.url(typed: output)
        } else {
            let folder = context.locations?.configDirectory ?? OutsideFile.url(typed: ".")
            try OutsideFile.makeFolder(folder, otherwise: Messages.mark("give --output FILE"))
            url = folder.appendingPathComponent(Self.defaultName)
        }
        if SystemCalls.target(of: url.path) != nil { throw EncryptionRefusal.identityExists(url.path) }
        var random = SystemRandomNumberGenerator()
        let identity = AgeIdentity(random: &random)
        let created = ExportTable.localTime(context.now(), in: context.calendar)
        try OutsideFile.write(
            Data(identity.file(created: created).utf8), to: url, otherwise: Messages.mark("give --output FILE"))
        context.output.line(words.tr("Public key: %@", identity.recipient.text))
        context.output.line(
            words.tr(
                "The secret key is in %@; keep a copy apart from your backups.", ControlCharacters.visible(url.path)))
    }
}
