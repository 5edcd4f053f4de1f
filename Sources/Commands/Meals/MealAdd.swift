import ArgumentParser
import Core
import Storage

/// `meal add Apple 52`: log a meal; a name already logged that day is a duplicate to decide on.
struct MealAdd: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract:
            "Log a meal: name then calories, e.g. 'meal add Apple 52', 'meal add 2x Banana 105', 'meal add Grilled Chicken 165 kcal'."
    )

    enum Duplicate: String, ExpressibleByArgument, CaseIterable { case add, replace, skip }

    @Argument(
        help: .completed("The food and its calories (quotes optional).", from: .food),
        completion: DynamicValues.food.completion)
    var words: [String] = []
    @OptionGroup var day: MealDayOption
    @Option(help: ArgumentHelp("The time eaten, HH:MM (default now).", valueName: "time"), transform: WallTime.typed)
    var time: WallTime?
    @Option(
        help: ArgumentHelp("A photo of the meal; it is copied into your data directory.", valueName: "path"),
        completion: .file())
    var photo: String?
    @Option(
        help:
            "When the food is already logged that day: add another, replace it, or skip. Asked at a terminal; piped, the default is add."
    )
    var duplicate: Duplicate?

    func run(in context: CommandContext) async throws {
        let meal = try MealInput.parse(words.joined(separator: " "))
        let moment = MealDate.moment(
            day: try day.date?.day(context), time: time, now: context.now(), calendar: context.calendar)
        let mealDay = CalendarDay(moment, in: context.calendar)
        let said = context.messages
        var choice = duplicate
        if choice == nil, context.terminal != nil {
            // Ask before taking the lock, and only when the name is there already.
            let logged = try context.meals.day(mealDay)
            if let position = logged.position(ofDuplicate: meal.name) {
                let entry = describe(try logged.entry(at: position), mealDay, context)
                // The plain display numbers the choices (1, 2 and 3 answer as a, r and c do).
                let question =
                    context.plain
                    ? said.tr("%@. Answer 1 add another, 2 replace or 3 cancel.", entry)
                    : said.tr("%@. [a]dd another, [r]eplace, [c]ancel?", entry)
                switch await MealView.ask(question, keys: "arc", russianKeys: "дзо", context: context) {
                case "a"?: choice = .add
                case "r"?: choice = .replace
                default: choice = .skip
                }
            }
        }
        var photoName: String?
        if let photo {
            photoName = try MealPhoto.copy(
                from: URL(fileURLWithPath: photo), for: meal.name, at: moment, into: context.store,
                calendar: context.calendar)
        }
        var unasked: MealEntry?
        let decide = { (existing: MealEntry) -> MealDuplicateChoice in
            switch choice {
            case .skip?: return .skip
            case .add?: return .add
            case .replace?:
                // A replacement corrects the entry, so it keeps its time (and photo) unless new ones are given.
                return .replace(
                    with: MealEntry(
                        meal, time: time == nil && day.date == nil ? existing.time : moment,
                        photo: photoName ?? existing.photo))
            case nil:
                unasked = existing
                return .add
            }
        }
        let outcome: MealLogOutcome
        do {
            outcome = try context.meals.log(MealEntry(meal, time: moment, photo: photoName), onDuplicate: decide)
        } catch {
            // A photo copied for a meal that was not saved goes again.
            if let photoName { context.store.removeFile(photoName, in: MealPhoto.folder) }
            throw error
        }
        if let unasked {
            context.output.errorLine(
                said.tr("Note: ")
                    + said.tr(
                        "%@; added another. Pass --duplicate replace or skip to decide.",
                        describe(unasked, mealDay, context)))
        }
        let dayTotal: Int
        var firstOfTheDay = false
        switch outcome {
        case .skipped:
            if let photoName { context.store.removeFile(photoName, in: MealPhoto.folder) }
            return context.output.line(said.tr("Nothing added."))
        case let .replaced(old, new, total):
            dayTotal = total
            context.output.line(
                said.tr(
                    "Replaced %@ with %@ at %@.", MealView.entry(old, said), MealView.entry(new, said),
                    CalendarDay.clock(new.time, in: context.calendar)))
        case let .added(entry, total):
            dayTotal = total
            firstOfTheDay = total == entry.total
            let (added, clock) = (MealView.entry(entry, said), CalendarDay.clock(moment, in: context.calendar))
            context.output.line(
                mealDay == context.today
                    ? said.tr("Added %@ at %@.", added, clock)
                    : said.tr("Added %@ at %@ on %@.", added, clock, mealDay.text))
        }
        // Without a goal, how to set one is said with the day's first meal, not after every one.
        context.output.line(
            MealView.progress(
                eaten: dayTotal, goal: MealView.goalBeside(context), style: context.style, words: said,
                hint: firstOfTheDay))
    }

    /// `'Apple' is already logged today (52 kcal, 08:12)`.
    private func describe(_ existing: MealEntry, _ day: CalendarDay, _ context: CommandContext) -> String {
        let words = context.messages
        return words.tr(
            "'%@' is already logged %@ (%@, %@)", TerminalText.oneLine(existing.name), MealView.when(day, context),
            MealView.kcal(existing.total, words), CalendarDay.clock(existing.time, in: context.calendar))
    }
}
