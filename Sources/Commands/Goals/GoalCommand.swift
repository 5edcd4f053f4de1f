import ArgumentParser
import Core

/// `goal`: a daily goal for every area, and today's progress against them.
public struct GoalCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "goal",
        abstract:
            "Daily goals for every area: 'goal breathing 10m', 'goal study 10', 'goal calories 2000', 'goal water 8'; 'goal' shows them.",
        discussion: """
            A day counts towards an area's streak when its goal is met: the check-in when you checked in \
            ('goal checkin on|off'), breathing and study when the minutes or cards reach the goal, calories when \
            something is logged and the day's total stays within the goal (1500 low, 2000 moderate, 2500 high, \
            3000 athletic). A tracker's goal: a number a day for a count ('goal water 8'), 'at most 80' or \
            'at least 60' for a measure, 'every day' or '3 a week' for a habit.
            """,
        subcommands: [GoalShow.self, GoalClear.self],
        defaultSubcommand: GoalShow.self
    )

    public init() {}

    /// The goal of `area` in words: `10 min a day`, `every day`; nil when it has none.
    static func describe(_ area: any Area, in goals: Goals, _ words: Messages = .english) -> String? {
        area.goal(in: goals).map { area.describe($0, in: words) }
    }

    /// Saves a change to one area's goal, then says what it is now, what it was, and today's progress.
    static func set(_ shown: ShownArea, context: CommandContext, _ change: (inout Goals) throws -> Void) throws {
        let area = shown.area
        let words = context.messages
        let before = try context.goals.change(change)
        let report = DayReport.load(context.today, streaks: false, context: context)
        let now = describe(area, in: report.goals, words) ?? words.tr("off")
        let previous = describe(area, in: before, words) ?? (area.id == CheckInArea().id ? words.tr("off") : nil)
        let title = words.tr(area.title)
        if let previous, previous != now {
            context.output.line(words.tr("%@ goal: %@, was %@.", title, now, previous))
        } else {
            context.output.line(words.tr("%@ goal: %@.", title, now))
        }
        if let day = report.areas.first(where: { $0.area.id == area.id }) {
            context.output.line(words.tr("Today: ") + DayView.progress(day, report, context: context, words))
        }
    }
}
