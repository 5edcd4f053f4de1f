import ArgumentParser
import Core
import Storage

/// `meal edit N TEXT` or `meal edit N --name … --calories …`.
struct MealEdit: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change meal N of the day: 'meal edit 2 Banana 105', or --name, --calories, --time.")

    @Argument(help: ArgumentHelp("The meal's number in 'meal list'.", valueName: "n")) var number: Int
    @Argument(help: ArgumentHelp("The corrected food and calories, read like 'meal add'.", valueName: "food"))
    var words: [String] = []
    @Option(help: ArgumentHelp("A new name, keeping the calories.", valueName: "name")) var name: String?
    @Option(help: ArgumentHelp("New calories per item, keeping the name.", valueName: "kcal")) var calories: String?
    @Option(help: ArgumentHelp("A new time, HH:MM.", valueName: "time"), transform: WallTime.typed)
    var time: WallTime?
    @OptionGroup var day: MealDayOption

    func validate() throws { try MealView.validate(number: number) }

    func run(in context: CommandContext) async throws {
        let mealDay = try day.day(context)
        let logged = try context.meals.day(mealDay)
        let old = try logged.entry(at: number)
        let said = context.messages
        guard !words.isEmpty || name != nil || calories != nil || time != nil else {
            throw MealLogError.nothingToChange(position: number, meal: old.meal.text)
        }
        if !words.isEmpty, name != nil || calories != nil { throw MealLogError.textAndFields }
        var meal = words.isEmpty ? old.meal : try MealInput.parse(words.joined(separator: " "))
        if name != nil || calories != nil {
            meal = try MealInput.validated(
                name: try name.map(MealInput.name) ?? old.name,
                calories: try calories.map(MealInput.calories) ?? old.calories,
                quantity: old.quantity)
        }
        let moment = time.map { MealDate.moment(on: mealDay, at: $0, calendar: context.calendar) } ?? old.time
        let edited = MealEntry(meal, time: moment, photo: old.photo)
        // Calories of several items are per item: at a terminal, say what the total becomes before saving.
        if edited.quantity > 1, edited.calories != old.calories, context.terminal != nil {
            let question = said.tr(
                "Meal %@ becomes %@ (was %@). Save? [y/N]", String(number), MealView.entry(edited, said),
                MealView.entry(old, said))
            guard await MealView.ask(question, keys: "yn", context: context) == "y" else {
                return context.output.line(said.tr("Kept meal %@ as it was.", String(number)))
            }
        }
        try context.meals.edit(old, to: edited)
        context.output.line(
            said.tr(
                "Meal %@ is now %@ at %@ (was %@).", String(number), MealView.entry(edited, said),
                CalendarDay.clock(moment, in: context.calendar), MealView.entry(old, said)))
        let total = logged.total - old.total + edited.total
        let goal = MealView.goalBeside(context)
        context.output.line(MealView.progress(eaten: total, goal: goal, style: context.style, words: said, hint: false))
    }
}
