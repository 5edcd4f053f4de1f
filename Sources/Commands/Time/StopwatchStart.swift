import ArgumentParser
import Core
import Storage

extension StopwatchCommand {
    struct Start: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "start", abstract: "Start or resume counting.")
        func run(in context: CommandContext) async throws { try change(context) { $0.start(at: $1) } }
    }
}
