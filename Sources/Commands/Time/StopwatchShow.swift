import ArgumentParser
import Core
import Storage

extension StopwatchCommand {
    struct Show: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show the running time in the prompt.")
        func run(in context: CommandContext) async throws { try change(context) { watch, _ in watch.setHidden(false) } }
    }
}
