import ArgumentParser
import Core

struct GoalCalories: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "calories", abstract: "Set the daily calorie goal: 500 to 10,000 kcal, or low 1500, moderate 2000, high 2500, athletic 3000.")

    @Argument(help: ArgumentHelp("kcal a day, or a preset.", valueName: "kcal"),
              completion: .list(CalorieGoal.presets.map(\.name)))
    var value: String

    func run(in context: CommandContext) async throws {
        let goal = try CalorieGoal.parse(value)
        try GoalCommand.set(.calories, context: context) { $0.calories = goal }
    }
}
