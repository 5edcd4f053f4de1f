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

    @Option(help: ArgumentHelp("This machine's name in the replica (lower-case letters, digits, dashes); default: its host name and four random digits.", valueName: "name"))
    var machine: String?

    init() {}

    func run(in context: CommandContext) async throws {
        let report = try await SyncView.run(context).start(remote: remote, clone: true, machine: machine)
        context.output.line("\(context.dataDirectory) is a sync replica of '\(ControlCharacters.visible(remote))' now.")
        context.output.line(SyncView.summary(report))
        for line in SyncView.notes(report) { context.output.line(line) }
    }
}
