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
