import ArgumentParser
import Core

struct GoalBreathing: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "breathing", abstract: "Set the daily breathing goal: 1 to 180 minutes, e.g. 'goal breathing 10m'.")

    @Argument(help: ArgumentHelp("Minutes a day: 10, 10m or 1h.", valueName: "minutes")) var value: [String] = []

    func run(in context: CommandContext) async throws {
        let goal = try BreathingGoal.parse(value.joined(separator: " "))
        try GoalCommand.set(.breathing, context: context) { $0.breathing = goal }
    }
}
