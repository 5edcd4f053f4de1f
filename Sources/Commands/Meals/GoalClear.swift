import ArgumentParser
import Core

struct GoalClear: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove a goal: 'goal clear calories'.")

    enum Kind: String, ExpressibleByArgument, CaseIterable { case calories }

    @Argument(help: "The goal to remove.") var kind: Kind

    func run(in context: CommandContext) async throws {
        guard let previous = try context.goals.clearCalories() else { return context.output.line("There was no calorie goal.") }
        context.output.line("Cleared the calorie goal (was \(MealView.kcal(previous.calories))).")
    }
}
