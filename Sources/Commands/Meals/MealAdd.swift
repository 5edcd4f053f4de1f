import ArgumentParser
import Core
import Foundation

/// `meal add Apple 52`: log a meal; a name already logged that day is a duplicate to decide on.
struct MealAdd: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Log a meal: name then calories, e.g. 'meal add Apple 52', 'meal add 2x Banana 105', 'meal add Grilled Chicken 165 kcal'.")

    enum Duplicate: String, ExpressibleByArgument, CaseIterable { case add, replace, skip }

    @Argument(help: ArgumentHelp("The food and its calories (quotes optional).", valueName: "food"),
              completion: .custom { _, _, _ in
                  let store = FileStore.fromEnvironment()
                  return ((try? store.loggedFoods(today: CalendarDay(Date(), in: .current), calendar: .current)) ?? []).map(\.name)
              })
    var words: [String] = []
    @OptionGroup var day: MealDayOption
    @Option(help: ArgumentHelp("The time eaten, HH:MM (default now).", valueName: "time")) var time: String?
    @Option(help: ArgumentHelp("A photo of the meal; it is copied into your data directory.", valueName: "path"), completion: .file())
    var photo: String?
    @Option(help: "When the food is already logged that day: add another, replace it, or skip. Asked at a terminal; piped, the default is add.")
    var duplicate: Duplicate?

    func run(in context: CommandContext) async throws {
        let meal = try MealInput.parse(words.joined(separator: " "))
        let moment = try MealDate.moment(date: day.date, time: time, now: context.now(), calendar: context.calendar)
        let mealDay = CalendarDay(moment, in: context.calendar)
        let logged = try context.store.mealDay(mealDay, calendar: context.calendar)
        var replacing: Int?
        if let position = logged.position(ofDuplicate: meal.name) {
            let existing = try logged.entry(at: position)
            let described = "'\(existing.name)' is already logged \(MealView.when(mealDay, context)) (\(MealView.kcal(existing.total)), \(MealDate.clock(existing.time, calendar: context.calendar)))"
            var choice = duplicate
            if choice == nil, context.terminal != nil {
                switch await MealView.ask(described + ". [a]dd another, [r]eplace, [c]ancel?", keys: "arc", context: context) {
                case "a"?: choice = .add
                case "r"?: choice = .replace
                default: choice = .skip
                }
            } else if choice == nil {
                context.output.errorLine("Note: \(described); added another. Pass --duplicate replace or skip to decide.")
                choice = .add
            }
            if choice == .skip { return context.output.line("Nothing added.") }
            if choice == .replace { replacing = position }
        }
        var photoName: String?
        if let photo {
            guard let folder = (context.store as? FileStore)?.directory else { throw CommandFailure("photos are kept only with a data directory") }
            photoName = try MealPhoto.copy(from: URL(fileURLWithPath: photo), for: meal.name, at: moment, into: folder, calendar: context.calendar)
        }
        let entry = MealEntry(meal, time: moment, photo: photoName)
        if let replacing {
            let old = try context.store.editMeal(at: replacing, on: mealDay, to: entry, calendar: context.calendar)
            context.output.line("Replaced \(MealView.entry(old)) with \(MealView.entry(entry)) at \(MealDate.clock(moment, calendar: context.calendar)).")
        } else {
            try context.store.addMeal(entry, calendar: context.calendar)
            context.output.line("Added \(MealView.entry(entry)) at \(MealDate.clock(moment, calendar: context.calendar))"
                + (mealDay == CalendarDay(context.now(), in: context.calendar) ? "." : " on \(mealDay.text)."))
        }
        context.output.line(try MealView.dayProgress(mealDay, context: context))
    }
}
