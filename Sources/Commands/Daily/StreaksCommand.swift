import ArgumentParser
import Core

/// `streaks`: the current and best streak of every area with a goal.
public struct StreaksCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "streaks",
        abstract: "Your current and longest streak in every area with a goal.",
        discussion: """
            One rule: a day counts for an area when its goal is met (the check-in: when you checked in). \
            Today counts once met and does not break a streak before it is over. A rest day planned with \
            'checkin rest' neither breaks nor extends a streak; at most 2 in any 7 days. Days are counted \
            in your time zone, so midnight and clock changes never break or double a day.
            """
    )

    @OptionGroup var format: OutputFormat

    public init() {}

    struct Row: Encodable { var area: String; var goal: String?; var current: Int?; var best: Int? }

    public func run(in context: CommandContext) async throws {
        let report = DayReport.load(context.today, streaks: true, context: context)
        let rows = GoalArea.allCases.map { area in
            Row(area: area.rawValue, goal: GoalCommand.describe(area, in: report.goals), current: report.streaks[area]?.current, best: report.streaks[area]?.best)
        }
        await format.show(rows, in: context) {
            context.output.line(context.style.bold("Streaks") + context.style.dim(" (a day counts when its goal is met)"))
            let table = Table(alignments: [.left, .right, .left, .left], indent: "  ", gap: "   ")
            for line in table.lines(zip(GoalArea.allCases, rows).map { area, row in
                guard let current = row.current, let best = row.best, let goal = row.goal else {
                    return [area.title, "", "", context.style.dim("no goal: '\(GoalCommand.example(area))'")]
                }
                return [area.title, current.counted("day"), "best \(best)", context.style.dim("goal: " + goal)]
            }) { context.output.line(line) }
            let today = context.today
            let recent = report.restDays.filter { $0 > today.adding(days: -7) && $0 <= today }.count
            context.output.line("Rest days: \(recent) in the last 7 days (at most \(RestRule.most)); 'checkin rest' plans one.")
        }
    }
}
