import ArgumentParser

/// `exit` / `quit`: leaves the shell.
struct ExitCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "exit", abstract: "Leave the shell (Ctrl-D does too).", aliases: ["quit"])

    @Argument(help: "The exit status (default 0).")
    var status: Int32 = 0

    func run(in context: CommandContext) async throws {
        context.shell?.requestExit(status: status)
    }
}
