import ArgumentParser
import Core

/// `insights mood`: average mood and energy on days with and without each practice and each tag, with the days behind each figure.
struct InsightsMood: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "mood",
        abstract: "Average mood and energy on days with and without breathing, study, each tracker and each tag of your check-ins.",
        discussion: """
            A description of your check-ins, not a cause: each figure says how many days it rests on, and fewer than 7 days on a \
            side is flagged. Calories compare days above the calorie goal with days at or under it; a tracker with a goal, days \
            that met it with days that did not.
            """)

    @Option(help: ArgumentHelp("Days to look back, ending today (default 90).", valueName: "n")) var days = 90
    @OptionGroup var format: OutputFormat

    struct Row: Encodable {
        var factor: String
        var with: MoodComparison.Side, without: MoodComparison.Side
        var enoughDays: Bool
        /// Whether the factor is a tag of the check-ins rather than an area.
        var tag: Bool
    }

    func validate() throws {
        try OptionRange.check(days, MealHistory.dayRange, "--days", example: "insights mood --days 30")
    }

    func run(in context: CommandContext) async throws {
        let today = context.today
        let first = today.adding(days: 1 - days)
        let (spans, checkIns, _) = try InsightsData.load(
            context.areasWarning(), from: first, through: today, streaks: false, context: context)
        let rows = MoodComparison.all(spans, checkIns: checkIns, from: first, through: today)
        let tags = MoodComparison.tags(checkIns: checkIns, from: first, through: today)
        func listed(_ rows: [MoodComparison], tag: Bool) -> [Row] {
            rows.map { Row(factor: $0.factor, with: $0.with, without: $0.without, enoughDays: $0.enoughDays, tag: tag) }
        }
        await format.show(listed(rows, tag: false) + listed(tags, tag: true), in: context) {
            let style = context.style
            context.output.line(style.bold("Mood and energy") + " · \(first.text) to \(today.text) · \(checkIns.count.counted("check-in"))")
            Self.table(rows, style: style, context: context)
            if !tags.isEmpty {
                context.output.line("")
                context.output.line(style.bold("Tags") + style.dim(" (from 'checkin --tag')"))
                Self.table(tags, style: style, context: context)
            }
            context.output.line(style.dim("These are averages of your check-ins side by side; they do not say what caused what."))
        }
    }

    /// Each comparison as its name, then a line for each side: days, mood, energy.
    static func table(_ rows: [MoodComparison], style: Style, context: CommandContext) {
        var lines: [[String]] = []
        for row in rows {
            for side in [row.with, row.without] {
                lines.append(["  " + side.label, side.days.counted("day"), "mood " + (side.mood.map(InsightsData.number) ?? "—"),
                              "energy " + (side.energy.map(InsightsData.number) ?? "—")])
            }
        }
        for (index, line) in Table(alignments: [.left, .right, .left, .left]).lines(lines).enumerated() {
            if index % 2 == 0 {
                let row = rows[index / 2]
                context.output.line(style.bold(InsightsData.title(row.factor))
                    + (row.enoughDays ? "" : style.yellow("  too few days to mean much (fewer than \(MoodComparison.fewestDays) on a side)")))
            }
            context.output.line(line)
        }
    }
}
