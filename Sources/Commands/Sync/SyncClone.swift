import ArgumentParser
import Core
import Storage

/// `sync clone REMOTE`: start this machine from another one's replica.
struct SyncClone: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "clone",
        abstract: "Start this machine from a remote that another machine made with 'sync init REMOTE'.",
        discussion: "Anything already logged on this machine is kept and sent along with the rest.")

    @Argument(help: ArgumentHelp("The git remote another machine syncs with.", valueName: "remote")) var remote: String

    @OptionGroup var name: MachineName

    init() {}

    func run(in context: CommandContext) async throws {
        let done = context.messages.tr(
            "%@ is a sync replica of '%@' now.", context.dataDirectory, ControlCharacters.visible(remote))
        try await SyncView.start(context, remote: remote, clone: true, machine: name.machine, saying: done)
    }
}
