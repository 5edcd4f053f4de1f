import ArgumentParser
import Core
import LiveStorage
import Storage

/// `sync clone REMOTE`: start this machine from another one's replica.
struct SyncClone: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "clone",
        abstract: "Start this machine from a remote that another machine made with 'sync init REMOTE'.",
        discussion: """
            Anything already logged on this machine is kept and sent along with the rest. An encrypted remote opens \
            with this machine's key (--identity, or identity.txt in the config folder from 'coach keygen'), once a \
            machine that reads the remote has added it with 'sync keys add', or with the passphrase (--passphrase-file).
            """)

    @Argument(help: ArgumentHelp("The git remote another machine syncs with.", valueName: "remote")) var remote: String

    @OptionGroup var name: MachineName
    @OptionGroup var decryption: DecryptionOptions

    init() {}

    func run(in context: CommandContext) async throws {
        let done = context.messages.tr(
            "%@ is a sync replica of '%@' now.", context.dataDirectory, ControlCharacters.visible(remote))
        let sealing = try await SyncSealingOptions.join(decryption, context: context)
        do {
            try await SyncView.start(
                context, remote: remote, clone: true, machine: name.machine, sealing: sealing, saying: done)
        } catch let error as SyncError
            where sealing == nil && context.terminal != nil && error == SyncRun.needsPassphrase(remote)
        {
            // A remote encrypted with a passphrase, none given: typed at the terminal, not echoed, as 'restore' asks.
            let typed = try await PassphraseInput.read(file: nil, confirm: false, context: context)
            try await SyncView.start(
                context, remote: remote, clone: true, machine: name.machine, sealing: .passphrase(typed), saying: done)
        }
    }
}
