import ArgumentParser
import Core
import LiveStorage
import Storage

/// `sync rename NEW-NAME`: this machine takes another name in the replica.
struct SyncRename: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Give this machine another name in the replica, as a copied data directory must before it syncs.",
        discussion: """
            A data directory copied to another computer or folder (rsync, cp -a, a disk image) carries its \
            machine's name, and two replicas with one name would undo each other's changes: 'sync' refuses until \
            the copy has a name of its own. Renaming to the current name keeps it, for a replica that was moved \
            and whose old place is gone.
            """)

    @Argument(help: ArgumentHelp("The new name (lower-case letters, digits, dashes).", valueName: "new-name")) var name:
        String

    init() {}

    func run(in context: CommandContext) async throws {
        let sync = try SyncView.run(context)
        let old = try sync.replica.state().device
        try await sync.rename(to: name)
        context.output.line(
            old == name
                ? context.messages.tr("This machine keeps the name '%@' here; run 'sync' to sync.", name)
                : context.messages.tr(
                    "This machine is '%@' in the replica now (it was '%@'); run 'sync' to sync.", name, old))
    }
}
