import ArgumentParser
import Core
import Storage

extension StopwatchCommand {
    struct Hide: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "hide", abstract: "Keep the time out of the prompt; it keeps counting.")
        func run(in context: CommandContext) async throws { try change(context) { watch, _ in watch.setHidden(true) } }
    }
}
