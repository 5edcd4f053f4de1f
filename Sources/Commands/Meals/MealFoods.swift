import ArgumentParser
import Core
import Storage

/// `meal foods`: the foods you log most, with their usual calories.
struct MealFoods: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "foods",
        abstract:
            "The foods you log most (last year) with their usual calories; they complete with Tab after 'meal add'.")

    @Option(help: ArgumentHelp("Show at most this many (1–1,000; default 20).", valueName: "n")) var limit = 20
    @OptionGroup var format: OutputFormat

    struct Food: Encodable {
        var name: String
        var usualCalories: Int
        var times: Int
        var lastEaten: String
    }

    func validate() throws { try OptionRange.check(limit, 1...1000, "--limit", example: "meal foods --limit 50") }

    func run(in context: CommandContext) async throws {
        let today = context.today
        let foods = Array(try context.meals.foods(today: today).prefix(limit))
        try await format.show(
            foods.map {
                Food(
                    name: $0.name, usualCalories: $0.usualCalories, times: $0.times,
                    lastEaten: CalendarDay($0.lastEaten, in: context.calendar).text)
            }, in: context
        ) {
            let words = context.messages
            guard !foods.isEmpty else { return context.output.line(words.tr("No foods logged in the last year yet.")) }
            // A name shown on one line whatever it holds (a line break synced from elsewhere shows as ^J).
            let names = foods.map { TerminalText.oneLine($0.name) }
            let width = names.map(Table.width).max() ?? 0
            for (food, name) in zip(foods, names) {
                let last = words.tr("last %@", CalendarDay(food.lastEaten, in: context.calendar).text)
                context.output.line(
                    "  " + Table.pad(name, width) + "  " + Table.pad(MealView.kcal(food.usualCalories, words), 10)
                        + "  ×\(food.times)  " + context.style.dim(last))
            }
        }
    }
}
