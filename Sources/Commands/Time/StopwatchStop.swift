import ArgumentParser
import Core
import Storage

extension StopwatchCommand {
    struct Stop: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "stop", abstract: "Stop counting; the time is kept.", aliases: ["pause"])
        func run(in context: CommandContext) async throws { try change(context) { $0.stop(at: $1) } }
    }
}
