import ArgumentParser
import Core
import Foundation

/// `meal edit N TEXT` or `meal edit N --name … --calories …`.
struct MealEdit: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change meal N of the day: 'meal edit 2 Banana 105', or --name, --calories, --time.")

    @Argument(help: ArgumentHelp("The meal's number in 'meal list'.", valueName: "n")) var number: Int
    @Argument(help: ArgumentHelp("The corrected food and calories, read like 'meal add'.", valueName: "food")) var words: [String] = []
    @Option(help: ArgumentHelp("A new name, keeping the calories.", valueName: "name")) var name: String?
    @Option(help: ArgumentHelp("New calories per item, keeping the name.", valueName: "kcal")) var calories: String?
    @Option(help: ArgumentHelp("A new time, HH:MM.", valueName: "time")) var time: String?
    @OptionGroup var day: MealDayOption

    func run(in context: CommandContext) async throws {
        let mealDay = try day.day(context)
        let old = try context.store.mealDay(mealDay, calendar: context.calendar).entry(at: number)
        guard !words.isEmpty || name != nil || calories != nil || time != nil else {
            throw CommandFailure("say what to change, e.g. 'meal edit \(number) \(old.meal.text)' or 'meal edit \(number) --calories 60'")
        }
        if !words.isEmpty, name != nil || calories != nil {
            throw CommandFailure("give the new food as text or with --name/--calories, not both")
        }
        var meal = words.isEmpty ? old.meal : try MealInput.parse(words.joined(separator: " "))
        if name != nil || calories != nil {
            meal = try MealInput.validated(
                name: try name.map(MealInput.name) ?? old.name, calories: try calories.map(MealInput.calories) ?? old.calories,
                quantity: old.quantity)
        }
        let moment = try time.map { try MealDate.time($0, on: mealDay, calendar: context.calendar) } ?? old.time
        let edited = MealEntry(meal, time: moment, photo: old.photo)
        try context.store.editMeal(at: number, on: mealDay, to: edited, calendar: context.calendar)
        context.output.line("Meal \(number) is now \(MealView.entry(edited)) at \(MealDate.clock(moment, calendar: context.calendar)) (was \(MealView.entry(old))).")
        context.output.line(try MealView.dayProgress(mealDay, context: context))
    }
}

/// `meal delete N`: asks first at a terminal; scripts pass --yes.
struct MealDelete: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete meal N of the day; asks first (scripts pass --yes). 'meal undo' brings it back.")

    @Argument(help: ArgumentHelp("The meal's number in 'meal list'.", valueName: "n")) var number: Int
    @OptionGroup var day: MealDayOption
    @Flag(help: "Delete without asking.") var yes = false

    func run(in context: CommandContext) async throws {
        let mealDay = try day.day(context)
        let entry = try context.store.mealDay(mealDay, calendar: context.calendar).entry(at: number)
        if !yes {
            guard context.terminal != nil else {
                throw CommandFailure("deleting '\(entry.meal.text)' needs confirmation; add --yes to delete from a script")
            }
            guard await MealView.ask("Delete '\(entry.meal.text)'? [y/N]", keys: "yn", context: context) == "y" else {
                return context.output.line("Kept.")
            }
        }
        try context.store.deleteMeal(at: number, on: mealDay, calendar: context.calendar)
        context.output.line("Deleted \(MealView.entry(entry)) (\(MealDate.clock(entry.time, calendar: context.calendar))). 'meal undo' brings it back.")
        context.output.line(try MealView.dayProgress(mealDay, context: context))
    }
}

/// `meal undo`: reverts the last add, edit or delete.
struct MealUndo: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "undo", abstract: "Revert the last add, edit or delete (once).")

    func run(in context: CommandContext) async throws {
        let change = try context.store.undoMealChange(calendar: context.calendar)
        let when = { (entry: MealEntry) in "\(MealView.entry(entry)), \(CalendarDay(entry.time, in: context.calendar).text) \(MealDate.clock(entry.time, calendar: context.calendar))" }
        switch (change.before, change.after) {
        case let (nil, added?): context.output.line("Undid adding \(when(added)).")
        case let (removed?, nil): context.output.line("Undid deleting \(when(removed)); it is back.")
        case let (before?, after?): context.output.line("Undid the edit: \(MealView.entry(after)) is \(MealView.entry(before)) again.")
        case (nil, nil): context.output.line("Nothing changed.")
        }
        let day = CalendarDay((change.before ?? change.after)?.time ?? context.now(), in: context.calendar)
        context.output.line(try MealView.dayProgress(day, context: context))
    }
}
