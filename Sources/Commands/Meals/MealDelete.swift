import ArgumentParser
import Core
import Storage

/// `meal delete N`: asks first at a terminal; scripts pass --yes.
struct MealDelete: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete meal N of the day; asks first (scripts pass --yes). 'meal undo' brings it back.",
        aliases: ["remove", "rm"])

    @Argument(help: ArgumentHelp("The meal's number in 'meal list'.", valueName: "n")) var number: Int
    @OptionGroup var day: MealDayOption
    @Flag(help: "Delete without asking.") var yes = false

    func validate() throws { try MealView.validate(number: number) }

    func run(in context: CommandContext) async throws {
        let mealDay = try day.day(context)
        let logged = try context.meals.dayToDelete(mealDay)
        let entry = try logged.entry(at: number)
        let words = context.messages
        if !yes {
            guard context.terminal != nil else { throw MealLogError.deleteNeedsConfirmation(entry.meal.text) }
            let question = words.tr("Delete '%@'? [y/N]", entry.meal.text)
            guard await MealView.ask(question, keys: "yn", context: context) == "y" else {
                return context.output.line(words.tr("Kept."))
            }
        }
        try context.meals.delete(entry)
        context.output.line(
            words.tr(
                "Deleted %@ (%@). 'meal undo' brings it back.", MealView.entry(entry, words),
                CalendarDay.clock(entry.time, in: context.calendar)))
        let eaten = try context.meals.day(mealDay).total
        let goal = MealView.goalBeside(context)
        context.output.line(
            MealView.progress(eaten: eaten, goal: goal, style: context.style, words: words, hint: false))
    }
}
