import ArgumentParser
import Core
import Storage

/// `meal history [--days N]`: daily totals as bars, with the goal line, the average and days over.
struct MealHistoryCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Daily totals as a bar chart with your goal line, the average and the days over the goal.")

    @Option(help: ArgumentHelp("Days to show, ending today (default 7).", valueName: "n")) var days = 7
    @OptionGroup var format: OutputFormat

    struct Summary: Encodable {
        struct Day: Encodable {
            var date: String
            var calories: Int
            var meals: Int
        }
        var days: [Day]
        var goal: Int?
        var average: Int?
        var loggedDays: Int
        var daysOverGoal: [String]
    }

    func validate() throws {
        try OptionRange.check(days, MealHistory.dayRange, "--days", example: "meal history --days 30")
    }

    func run(in context: CommandContext) async throws {
        let today = context.today
        let history = try context.meals.history(days: days, today: today, goal: MealView.goalBeside(context))
        try await format.show(
            Summary(
                days: history.days.map { .init(date: $0.day.text, calories: $0.calories, meals: $0.meals) },
                goal: history.goal?.calories,
                average: history.average, loggedDays: history.loggedDays, daysOverGoal: history.daysOverGoal.map(\.text)
            ), in: context
        ) {
            let (style, words) = (context.style, context.messages)
            let goalMark = { (goal: CalorieGoal) in
                let kcal = MealView.kcal(goal.calories, words)
                return style.plain ? words.tr(" · goal %@", kcal) : words.tr(" · goal %@ (│)", kcal)
            }
            context.output.line(
                style.bold(words.trn("Last %d day", "Last %d days", days)) + (history.goal.map(goalMark) ?? ""))
            if style.plain {
                // The same days as a list: a number each, `none` for a day without meals, `over` past the goal.
                let values = history.days.map { total -> String in
                    guard total.meals > 0 else { return words.tr("none") }
                    let over = history.goal.map { total.calories > $0.calories } ?? false
                    return MealView.number(total.calories, words) + (over ? words.tr(" over") : "")
                }
                context.output.line(words.tr("Calories by day: %@", values.joined(separator: ", ")))
            }
            let goal = history.goal.map { Double($0.calories) }
            let top = ProgressBar.chartTop(history.days.map { Double($0.calories) }, goal: goal)
            for total in history.days where !style.plain {
                let (drawn, blank) = ProgressBar.chartRow(Double(total.calories), goal: goal, top: top)
                let bar =
                    history.goal.map {
                        total.calories > 0
                            ? MealView.paint(drawn, DayProgress(eaten: total.calories, goal: $0).band, style) : drawn
                    } ?? drawn
                // Weekdays of three letters in English (`Mon`), two in Russian (`пн`): padded to line the bars up.
                let weekday = Table.pad(words.shortWeekday(total.day.weekdayFromMonday), 3)
                let label = String(total.day.text.dropFirst(5)) + " " + weekday
                let over = history.goal.map { total.calories > $0.calories } ?? false
                let figure = MealView.number(total.calories, words) + (over ? words.tr(" over") : "")
                context.output.line("\(label)  \(bar)\(blank)  " + (total.meals == 0 ? style.dim("—") : figure))
            }
            context.output.line("")
            guard let average = history.average else {
                return context.output.line(
                    words.tr("Nothing logged in these days. Add a meal with 'meal add Apple 52'."))
            }
            var summary = words.tr(
                "Average %@ over %@", MealView.kcal(average, words),
                words.trn("%d logged day", "%d logged days", history.loggedDays))
            if history.goal != nil {
                summary += words.trn(" · %d day over the goal", " · %d days over the goal", history.daysOverGoal.count)
            } else {
                summary += words.tr(". Set a goal with 'goal calories 2000' to see a goal line")
            }
            context.output.line(summary + ".")
        }
    }
}
