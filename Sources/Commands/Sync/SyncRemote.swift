import ArgumentParser
import Core
import LiveStorage
import Storage

/// `sync remote REMOTE`: set or change the remote of a replica.
struct SyncRemote: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "remote",
        abstract: "Set or change the git remote this replica syncs with; it is reached first, to check it.")

    @Argument(help: ArgumentHelp("The git remote to sync with.", valueName: "remote")) var remote: String

    init() {}

    func run(in context: CommandContext) async throws {
        try await SyncView.run(context).setRemote(remote)
        context.output.line(
            context.messages.tr(
                "This replica syncs with '%@' now; run 'sync' to sync.", ControlCharacters.visible(remote)))
    }
}
