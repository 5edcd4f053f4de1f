import ArgumentParser
import Core
import Storage

/// `meal`: the meal log, typed as `Apple 52`, with a daily calorie goal.
public struct MealCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "meal",
        abstract: "Log meals as 'Apple 52': add, list, edit, delete, undo, history and your usual foods.",
        discussion:
            "Set a daily calorie goal with 'goal calories 2000'; every day total then shows a coloured progress bar.",
        subcommands: [
            MealList.self, MealAdd.self, MealShow.self, MealEdit.self, MealDelete.self, MealUndo.self,
            MealHistoryCommand.self, MealFoods.self,
        ],
        defaultSubcommand: MealList.self
    )

    public init() {}
}

/// The day a meal command works on: `--date today|yesterday|YYYY-MM-DD`.
struct MealDayOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("today (the default), yesterday or YYYY-MM-DD.", valueName: "date"),
        transform: DayWord.upToToday("meals are logged for today or an earlier day"))
    var date: DayWord?

    func day(_ context: CommandContext) throws -> CalendarDay {
        try date?.day(context) ?? context.today
    }
}

/// How meals and day totals are shown.
enum MealView {
    /// A meal's number counts from 1, as 'meal list' numbers them.
    static func validate(number: Int) throws {
        guard number >= 1 else {
            throw ValidationError("meals are numbered from 1, as 'meal list' shows them; \(number) is not one")
        }
    }

    /// `today`, `yesterday` or `on 2026-11-19` (`сегодня`, `вчера`, `за 2026-11-19`), for sentences.
    static func when(_ day: CalendarDay, _ context: CommandContext) -> String {
        let (today, words) = (context.today, context.messages)
        if day == today { return words.tr("today") }
        return day == today.adding(days: -1) ? words.tr("yesterday") : words.tr("on %@", day.text)
    }

    /// `1,250` in English, `1250` and `12 500` in Russian text.
    static func number(_ value: Int, _ words: Messages = .english) -> String {
        words.language == .ru ? words.number(value) : MealNumber.grouped(value)
    }

    static func kcal(_ value: Int, _ words: Messages = .english) -> String { words.tr("%@ kcal", number(value, words)) }

    /// `1,250 / 2,000 kcal  ████████████░░░░░░░░  62% · 750 kcal left`, coloured by band; without a goal
    /// `Total 1,250 kcal.`, with how to set a goal when `hint`, or just `1,250 kcal` as a `row` of `today`.
    static func progress(
        eaten: Int, goal: CalorieGoal?, style: Style, words: Messages = .english, hint: Bool = true, row: Bool = false
    ) -> String {
        guard let goal else {
            if row { return kcal(eaten, words) }
            return words.tr("Total %@.", kcal(eaten, words))
                + (hint
                    ? words.tr(" Set a daily goal with 'goal calories 2000' (or low, moderate, high, athletic).") : "")
        }
        let progress = DayProgress(eaten: eaten, goal: goal)
        if style.plain {
            let said = words.tr(
                "%@ of %@, %@, %@", number(eaten, words), kcal(goal.calories, words),
                words.trn("%d percent", "%d percent", progress.percent), left(progress, words))
            return row ? said : words.tr("Calories today: %@", said)
        }
        let colored = paint(ProgressBar.cells(progress.fraction, width: 20, rounding: .down), progress.band, style)
        let rest = left(progress, words)
        return "\(number(eaten, words)) / \(kcal(goal.calories, words))  \(colored)  \(progress.percent)% · \(rest)"
    }

    /// `750 kcal left`, or `120 kcal over`.
    static func left(_ progress: DayProgress, _ words: Messages = .english) -> String {
        progress.over > 0
            ? words.tr("%@ over", kcal(progress.over, words)) : words.tr("%@ left", kcal(progress.remaining, words))
    }

    /// `text` in the band's colour: green below 90 %, yellow to 100 %, red above.
    static func paint(_ text: String, _ band: DayProgress.Band, _ style: Style) -> String {
        switch band {
        case .green: style.green(text)
        case .yellow: style.yellow(text)
        case .red: style.red(text)
        }
    }

    /// The day's progress line, read fresh from the store (pass the goal when it is in hand).
    static func dayProgress(_ day: CalendarDay, goal: CalorieGoal?? = nil, context: CommandContext) throws -> String {
        let total = try context.meals.day(day).total
        return progress(
            eaten: total, goal: goal ?? goalBeside(context), style: context.style, words: context.messages, hint: false)
    }

    /// The calorie goal to show beside meals. A goals file that cannot be read is a warning, not a
    /// failure: the meal command did its work and exits 0, so a retrying script never logs twice.
    static func goalBeside(_ context: CommandContext) -> CalorieGoal? {
        do { return try context.goals.calories() } catch {
            let words = context.messages
            context.output.errorLine(
                words.tr("Warning: ") + words.tr("the calorie goal is not shown: %@", words.describe(error)))
            return nil
        }
    }

    /// `Apple 52 kcal`, or `2× Grilled Chicken 330 kcal (165 each)`: the total, and per item when there are several.
    static func entry(_ entry: MealEntry, _ words: Messages = .english) -> String {
        "\(TerminalText.oneLine(entry.label)) \(kcal(entry.total, words))"
            + (entry.quantity > 1 ? words.tr(" (%@ each)", number(entry.calories, words)) : "")
    }

    /// A yes-or-no question as the plain display asks it: the keys in brackets at its end (`[y/N]`) become numbered
    /// choices.
    static func numbered(_ question: String, keys: String, _ words: Messages) -> String {
        guard keys == "yn", question.hasSuffix("]"), let open = question.lastIndex(of: "[") else { return question }
        return String(question[..<open]).trimmingTrailingSpaces + words.tr(" Answer 1 yes or 2 no (Enter: no).")
    }

    /// Asks a one-key question at the terminal; Enter picks the last key; nil at q, Esc or Ctrl-C. The Russian
    /// letters (`russianKeys`, one for each key: д and н for y and n) answer too, in either language.
    static func ask(
        _ question: String, keys: String, russianKeys: String = "дн", context: CommandContext
    ) async -> Character? {
        let russianAnswers = Dictionary(uniqueKeysWithValues: zip(russianKeys, keys))
        guard let terminal = context.terminal else { return nil }
        context.output.prompt(context.plain ? numbered(question, keys: keys, context.messages) : question)
        let inRussian = context.language == .ru
        // The answer, and the key shown after the question: the one typed, or for Enter the default in the letters
        // of the person's language (`н` in Russian).
        let picked = await terminal.waitForKey { key -> (answer: Character?, shown: String)? in
            switch key {
            case let .character(typed):
                let lower = Character(typed.lowercased())
                if keys.contains(lower) { return (lower, String(lower)) }
                // Numbered choices (the plain display numbers them): 1 for the first key, 2 for the second.
                if let number = typed.wholeNumberValue, typed.isASCII, (1...keys.count).contains(number) {
                    return (Array(keys)[number - 1], String(typed))
                }
                if let answer = russianAnswers[lower], keys.contains(answer) { return (answer, String(lower)) }
                if lower == "q" { return (nil, "") }
                guard typed == "\n" || typed == "\r", let fallback = keys.last else { return nil }
                let russian = inRussian ? russianAnswers.first { $0.value == fallback }?.key : nil
                return (fallback, String(russian ?? fallback))
            case .escape, .interrupt: return (nil, "")
            case .arrow, .mouse: return nil
            }
        }
        context.output.line(picked.shown)
        return picked.answer
    }
}
