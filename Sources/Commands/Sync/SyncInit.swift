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
            data, both are kept.
            """)

    @Argument(help: ArgumentHelp("The git remote to sync with.", valueName: "remote")) var remote: String?

    @OptionGroup var name: MachineName

    init() {}

    func run(in context: CommandContext) async throws {
        try await SyncView.start(
            context, remote: remote, clone: false, machine: name.machine,
            saying: context.messages.tr("%@ is a sync replica now.", context.dataDirectory))
    }
}
