import ArgumentParser
import Core

/// `streaks`: the current and best streak of every area with a goal.
public struct StreaksCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "streaks",
        abstract:
            "Your current and longest streak and the strength of every area: water, stretching and your other trackers too.",
        discussion: """
            One rule: a day counts for an area when its goal is met (the check-in: when you checked in). \
            Today counts once met and does not break a streak before it is over. A rest day planned with \
            'checkin rest' neither breaks nor extends a streak; at most 2 in any 7 days. Days are counted \
            in your time zone, so midnight and clock changes never break or double a day. An area without a \
            goal counts a day with anything logged. A goal of N days a week counts every day of a week that \
            reached N; in the week under way, the days not yet done wait.

            Strength (0-100 %), as Loop Habit Tracker scores habits: from the first met day, each day moves it \
            s = s x k + (1 - k) x met, k = 0.5^(1/13): a met day adds 5.2 % of what is missing, a missed day \
            takes 5.2 % of what there is, 13 met days in a row from nothing give 50 %. Rest days, and today \
            until it is met, leave it as it is. Unlike a streak, one missed day lowers it instead of ending it.
            """
    )

    @OptionGroup var format: OutputFormat

    public init() {}

    struct Row: Encodable {
        var area: String
        var goal: String?
        var current: Int
        var best: Int
        var strength: Int
    }

    public func run(in context: CommandContext) async throws {
        let report = DayReport.load(context.today, streaks: true, context: context)
        let areas = report.goalAreas.filter { $0.days != nil }
        let rows = areas.map { day in
            Row(
                area: day.area.id, goal: day.goal.map { day.area.describe($0) }, current: day.days!.streak.current,
                best: day.days!.streak.best,
                strength: day.days!.strength)
        }
        try await format.show(rows, in: context) {
            let (words, style) = (context.messages, context.style)
            context.output.line(
                style.bold(words.tr("Streaks")) + style.dim(words.tr(" (a day counts when its goal is met)")))
            let table = Table(alignments: [.left, .right, .left, .right, .left], indent: "  ", gap: "   ")
            let cells = zip(areas, rows).map { day, row in
                let goal =
                    day.goal.map { words.tr("goal: %@", day.area.describe($0, in: words)) }
                    ?? words.tr("no goal · '%@'", day.area.goalExample)
                let days = words.trn("%d day", "%d days", row.current)
                return [
                    words.tr(day.area.title), style.plain ? words.tr("streak %@", days) : days,
                    words.tr("best %@", words.number(row.best)),
                    style.plain
                        ? words.tr("strength %@", words.trn("%d percent", "%d percent", row.strength))
                        : "\(row.strength)%",
                    style.dim(goal),
                ]
            }
            for line in table.lines(cells, plain: style.plain) { context.output.line(line) }
            let today = context.today
            let recent = words.number(report.restDays.filter { $0 > today.adding(days: -7) && $0 <= today }.count)
            context.output.line(
                words.tr("Strength: a met day adds 5.2 % of what is missing, a missed day takes 5.2 %."))
            let ahead = report.restDays.filter { $0 > today }.count
            let most = words.number(RestRule.most)
            context.output.line(
                ahead > 0
                    ? words.tr(
                        "Rest days: %@ in the last 7 days, %@ planned ahead (at most %@); 'checkin rest' plans one.",
                        recent, words.number(ahead), most)
                    : words.tr("Rest days: %@ in the last 7 days (at most %@); 'checkin rest' plans one.", recent, most)
            )
        }
    }
}
