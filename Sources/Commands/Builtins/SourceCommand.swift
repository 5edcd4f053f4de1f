import ArgumentParser

/// `source FILE`: runs a script of coach commands, one per line.
struct SourceCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "source", abstract: "Run the commands in a file, one per line ('#' starts a comment).")

    @Argument(help: "The script to run.", completion: .file())
    var file: String

    func run(in context: CommandContext) async throws {
        guard let shell = context.shell else { throw ScriptError.outsideCoach(file) }
        guard try await shell.runScript(at: file) else { throw ExitCode(LineRunner.Status.failed) }
    }
}
