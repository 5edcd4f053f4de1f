import ArgumentParser
import Core
import Foundation

/// `meal`: the meal log, typed as `Apple 52`, with a daily calorie goal.
public struct MealCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "meal",
        abstract: "Log meals as 'Apple 52': add, list, edit, delete, undo, history and your usual foods.",
        discussion: "Set a daily calorie goal with 'goal calories 2000'; every day total then shows a coloured progress bar.",
        subcommands: [MealList.self, MealAdd.self, MealEdit.self, MealDelete.self, MealUndo.self, MealHistoryCommand.self, MealFoods.self],
        defaultSubcommand: MealList.self
    )

    public init() {}

    /// Food names for Tab after `meal add`: the ones you log most.
    static func foodNames(context: CommandContext) -> [String] {
        let today = CalendarDay(context.now(), in: context.calendar)
        return ((try? context.store.loggedFoods(today: today, calendar: context.calendar)) ?? []).map(\.name)
    }
}

/// The day a meal command works on: `--date today|yesterday|YYYY-MM-DD`.
struct MealDayOption: ParsableArguments {
    @Option(help: ArgumentHelp("today (the default), yesterday or YYYY-MM-DD.", valueName: "date")) var date: String?

    func day(_ context: CommandContext) throws -> CalendarDay {
        let today = CalendarDay(context.now(), in: context.calendar)
        return try date.map { try MealDate.day($0, today: today) } ?? today
    }
}

/// How meals and day totals are shown.
enum MealView {
    /// `today`, `yesterday` or `on 2026-11-19`, for sentences.
    static func when(_ day: CalendarDay, _ context: CommandContext) -> String {
        let today = CalendarDay(context.now(), in: context.calendar)
        return day == today ? "today" : day == today.adding(days: -1) ? "yesterday" : "on \(day.text)"
    }

    static func kcal(_ value: Int) -> String { MealNumber.grouped(value) + " kcal" }

    /// `1,250 / 2,000 kcal  ████████████░░░░░░░░  62% · 750 kcal left`, coloured by band; or a hint to set a goal.
    static func progress(eaten: Int, goal: CalorieGoal?, style: Style) -> String {
        guard let goal else {
            return "Total \(kcal(eaten)). Set a daily goal with 'goal calories 2000' (or low, moderate, high, athletic)."
        }
        let progress = DayProgress(eaten: eaten, goal: goal)
        let cells = Int((min(progress.fraction, 1) * 20).rounded(.down))
        let bar = String(repeating: "█", count: cells) + String(repeating: "░", count: 20 - cells)
        let colored = switch progress.band {
        case .green: style.green(bar)
        case .yellow: style.yellow(bar)
        case .red: style.red(bar)
        }
        let rest = progress.over > 0 ? "\(kcal(progress.over)) over" : "\(kcal(progress.remaining)) left"
        return "\(MealNumber.grouped(eaten)) / \(kcal(goal.calories))  \(colored)  \(progress.percent)% · \(rest)"
    }

    /// The day's progress line, read fresh from the store.
    static func dayProgress(_ day: CalendarDay, context: CommandContext) throws -> String {
        let total = try context.store.mealDay(day, calendar: context.calendar).total
        return progress(eaten: total, goal: try context.store.calorieGoal(), style: context.style)
    }

    /// `Apple 52 kcal`, `2× Apple 104 kcal`.
    static func entry(_ entry: MealEntry) -> String { "\(entry.label) \(kcal(entry.total))" }

    /// Asks a one-key question at the terminal; returns the key, or nil at Ctrl-C / Esc.
    static func ask(_ question: String, keys: String, context: CommandContext) async -> Character? {
        guard let terminal = context.terminal else { return nil }
        context.output.write(question + " ")
        let key = await terminal.withKeyInput { () -> Character? in
            while true {
                switch terminal.readKey(timeout: .seconds(3600)) {
                case let .character(key)?:
                    let lower = Character(key.lowercased())
                    if keys.contains(lower) { return lower }
                    if key == "\n" || key == "\r" { return keys.last }
                case .escape?, .interrupt?: return nil
                case nil: continue
                }
            }
        }
        context.output.line(key.map(String.init) ?? "")
        return key
    }
}
