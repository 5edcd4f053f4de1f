import ArgumentParser
import Core

struct GoalShow: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Every goal, and today's progress (the default).")

    func run(in context: CommandContext) async throws {
        guard let goal = try context.goals.calories() else {
            return context.output.line("No goals set. Set one with 'goal calories 2000' or a preset: \(GoalCommand.presetList).")
        }
        context.output.line("Calories: " + GoalCommand.describe(goal))
        context.output.line("Today: " + (try MealView.dayProgress(context.today, goal: goal, context: context)))
    }
}
