import ArgumentParser
import Core
import Storage

/// `meal` / `meal list [DATE]`: the day's meals, numbered, with the total and the goal's progress.
struct MealList: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "A day's meals, numbered, with times, the total and progress to your goal (the default).")

    @Argument(
        help: ArgumentHelp("today (the default), yesterday or YYYY-MM-DD.", valueName: "date"),
        transform: readDate)
    var date: DayWord?
    @OptionGroup var format: OutputFormat

    struct Listing: Encodable {
        struct Row: Encodable {
            var number: Int
            var time: Date
            var name: String
            var calories: Int
            var quantity: Int
            var total: Int
            var photo: String?
        }
        var date: String
        var meals: [Row]
        var total: Int
        var goal: Int?
        var percent: Int?
        var remaining: Int?
        var over: Int?
    }

    func run(in context: CommandContext) async throws {
        let day = try MealDayOption(date: date).day(context)
        let logged = try context.meals.day(day)
        let goal = MealView.goalBeside(context)
        let progress = goal.map { DayProgress(eaten: logged.total, goal: $0) }
        try await format.show(
            Listing(
                date: day.text,
                meals: logged.entries.enumerated().map { number, entry in
                    .init(
                        number: number + 1, time: entry.time, name: entry.name,
                        calories: entry.calories, quantity: entry.quantity, total: entry.total, photo: entry.photo)
                },
                total: logged.total, goal: goal?.calories, percent: progress?.percent, remaining: progress?.remaining,
                over: progress?.over), in: context
        ) {
            let words = context.messages
            let when = MealView.when(day, context)
            guard !logged.entries.isEmpty else {
                context.output.line(words.tr("No meals logged %@. Add one with 'meal add Apple 52'.", when))
                return
            }
            context.output.line(
                context.style.bold(words.tr("Meals %@", when)) + (day == context.today ? " (\(day.text))" : ""))
            let table = Table(alignments: [.right, .left, .left, .right], minimumWidths: [0, 0, 0, 10], indent: "  ")
            let rows = logged.entries.enumerated().map { index, entry in
                [
                    String(index + 1), CalendarDay.clock(entry.time, in: context.calendar),
                    TerminalText.oneLine(entry.label),
                    MealView.kcal(entry.total, words),
                ]
            }
            let photo = words.tr("photo")
            let plain = context.plain
            let said = plain ? rows.map { [words.tr("Meal %@", $0[0])] + $0.dropFirst() } : rows
            for (line, entry) in zip(table.lines(said, plain: plain), logged.entries) {
                context.output.line(line + (entry.photo == nil ? "" : context.style.dim((plain ? "; " : "  ") + photo)))
            }
            context.output.line(MealView.progress(eaten: logged.total, goal: goal, style: context.style, words: words))
        }
    }
}

extension MealDayOption {
    init(date: DayWord?) {
        self.init()
        self.date = date
    }
}

extension MealList {
    /// How the date is read: a day up to today.
    static let readDate = DayWord.upToToday("meals are logged for today or an earlier day")
}
