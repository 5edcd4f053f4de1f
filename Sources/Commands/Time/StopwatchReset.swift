import ArgumentParser
import Core
import Storage

extension StopwatchCommand {
    struct Reset: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "reset",
            abstract: "Back to 00:00:00 and no laps; a running stopwatch keeps running.")
        func run(in context: CommandContext) async throws { try change(context) { $0.reset(at: $1) } }
    }
}
