import ArgumentParser
import Core
import Storage

/// `sync init [REMOTE]`: make this data directory a replica.
struct SyncInit: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Make this data directory a sync replica, optionally syncing with REMOTE at once.",
        discussion: """
            REMOTE is any address git reaches: a bare repository in a folder ('/mnt/usb/coach.git', made with \
            'git init --bare'), 'host:coach.git' over ssh, or a git host. The documents stay as they are; each \
            becomes this machine's first operations in .sync/repo. If REMOTE already holds another machine's \
            data, both are kept. With --encrypt (a passphrase) or --recipient/--recipients-file (public keys; this \
            machine's own key, from --identity or 'coach keygen', is added), REMOTE must be empty and holds only \
            age-encrypted files from then on: see 'help sync' for what it protects and what not.
            """)

    @Argument(help: ArgumentHelp("The git remote to sync with.", valueName: "remote")) var remote: String?

    @OptionGroup var name: MachineName
    @OptionGroup var encryption: EncryptionOptions
    @Option(
        help: ArgumentHelp(
            "With --recipient: this machine's secret key file (default: identity.txt in the config folder, as 'coach keygen' writes it).",
            valueName: "file"),
        completion: .file())
    var identity: String?

    init() {}

    func run(in context: CommandContext) async throws {
        let sealing = try await SyncSealingOptions.new(encryption, identity: identity, remote: remote, context: context)
        try await SyncView.start(
            context, remote: remote, clone: false, machine: name.machine, sealing: sealing,
            saying: context.messages.tr("%@ is a sync replica now.", context.dataDirectory))
    }
}
