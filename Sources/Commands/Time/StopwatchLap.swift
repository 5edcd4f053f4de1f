import ArgumentParser
import Core
import Storage

extension StopwatchCommand {
    struct Lap: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "lap", abstract: "Record a lap while running.")
        func run(in context: CommandContext) async throws { try change(context) { $0.lap(at: $1) } }
    }
}
