import Core

/// Calories' row: eaten against the goal, coloured as the meal log colours it.
struct CaloriesAreaView: AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String {
        MealView.progress(
            eaten: Int(day.value ?? 0), goal: report.goals.calories, style: context.style, words: context.messages,
            row: true)
    }

    func glance(_ day: AreaToday, report: DayReport) -> String? {
        report.goals.calories.map { "\(MealNumber.grouped(Int(day.value ?? 0)))/\(MealView.kcal($0.calories))" }
    }

    /// A ceiling is open all day: what is left of it (`1,845 kcal left`), or how far over.
    func left(_ day: AreaToday, report: DayReport, _ words: Messages) -> String? {
        guard let goal = report.goals.calories else { return nil }
        return MealView.left(DayProgress(eaten: Int(day.value ?? 0), goal: goal), words)
    }
}
