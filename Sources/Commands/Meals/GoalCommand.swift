import ArgumentParser
import Core

/// `goal`: daily goals; today that is calories.
public struct GoalCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "goal",
        abstract: "Your daily goals: 'goal calories 2000' or a preset (low, moderate, high, athletic); 'goal' shows them.",
        subcommands: [GoalShow.self, GoalCalories.self, GoalClear.self],
        defaultSubcommand: GoalShow.self
    )

    public init() {}

    static let presetList = CalorieGoal.presets.map { "\($0.name) \(MealNumber.grouped($0.goal.calories))" }.joined(separator: ", ")

    /// `2,000 kcal a day (moderate)`.
    static func describe(_ goal: CalorieGoal) -> String {
        MealView.kcal(goal.calories) + " a day" + (goal.presetName.map { " (\($0))" } ?? "")
    }
}

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

struct GoalCalories: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "calories", abstract: "Set the daily calorie goal: 500 to 10,000 kcal, or low 1500, moderate 2000, high 2500, athletic 3000.")

    @Argument(help: ArgumentHelp("kcal a day, or a preset.", valueName: "kcal"),
              completion: .list(CalorieGoal.presets.map(\.name)))
    var value: String

    func run(in context: CommandContext) async throws {
        let goal = try CalorieGoal.parse(value)
        let previous = try context.goals.setCalories(goal)
        context.output.line("Daily calorie goal: " + GoalCommand.describe(goal) + (previous.map { $0 == goal ? "" : ", was \(MealNumber.grouped($0.calories))" } ?? "") + ".")
        context.output.line("Today: " + (try MealView.dayProgress(context.today, goal: goal, context: context)))
    }
}

struct GoalClear: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove a goal: 'goal clear calories'.")

    enum Kind: String, ExpressibleByArgument, CaseIterable { case calories }

    @Argument(help: "The goal to remove.") var kind: Kind

    func run(in context: CommandContext) async throws {
        guard let previous = try context.goals.clearCalories() else { return context.output.line("There was no calorie goal.") }
        context.output.line("Cleared the calorie goal (was \(MealView.kcal(previous.calories))).")
    }
}
