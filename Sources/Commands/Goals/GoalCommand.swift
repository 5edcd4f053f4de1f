import ArgumentParser
import Core

/// `goal`: a daily goal for every area, and today's progress against them.
public struct GoalCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "goal",
        abstract: "Daily goals for every area: 'goal breathing 10m', 'goal study 10', 'goal calories 2000', 'goal checkin on'; 'goal' shows them.",
        discussion: """
            A day counts towards an area's streak when its goal is met: the check-in when you checked in, \
            breathing and study when the minutes or cards reach the goal, calories when something is logged \
            and the day's total stays within the goal.
            """,
        subcommands: [GoalShow.self, GoalCheckin.self, GoalBreathing.self, GoalCalories.self, GoalStudy.self, GoalClear.self],
        defaultSubcommand: GoalShow.self
    )

    public init() {}

    static let presetList = CalorieGoal.presets.map { "\($0.name) \(MealNumber.grouped($0.goal.calories))" }.joined(separator: ", ")

    /// `2,000 kcal a day (moderate)`.
    static func describe(_ goal: CalorieGoal) -> String {
        MealView.kcal(goal.calories) + " a day" + (goal.presetName.map { " (\($0))" } ?? "")
    }

    /// The goal of `area` in words: `10 min a day`, `every day`; nil when it has none.
    static func describe(_ area: GoalArea, in goals: Goals) -> String? {
        switch area {
        case .checkin: goals.checksIn ? "every day" : nil
        case .breathing: goals.breathing.map { "\($0.minutes) min a day" }
        case .calories: goals.calories.map(describe)
        case .study: goals.study.map { "\($0.cards.counted("card")) a day" }
        }
    }

    /// How to set the goal of `area`.
    static func example(_ area: GoalArea) -> String {
        switch area {
        case .checkin: "goal checkin on"
        case .breathing: "goal breathing 10m"
        case .calories: "goal calories 2000"
        case .study: "goal study 10"
        }
    }

    /// Saves a change to one area's goal, then says what it is now, what it was, and today's progress.
    static func set(_ area: GoalArea, context: CommandContext, _ change: (inout Goals) -> Void) throws {
        let before = try context.goals.change(change)
        let report = DayReport.load(context.today, streaks: false, context: context)
        let now = describe(area, in: report.goals) ?? "off"
        let previous = describe(area, in: before) ?? (area == .checkin ? "off" : nil)
        let was = previous.map { $0 == now ? "" : ", was \($0)" } ?? ""
        context.output.line("\(area.goalName.capitalizedFirst) goal: \(now)\(was).")
        context.output.line("Today: " + DayView.progress(area, report, context: context))
    }
}
