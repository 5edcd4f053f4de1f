import ArgumentParser
import Core

/// `insights mood`: average mood and energy on days with and without each practice and each tag, with the days behind each figure.
struct InsightsMood: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "mood",
        abstract:
            "Average mood and energy on days with and without breathing, study, each tracker and each tag of your check-ins.",
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
        try await format.show(listed(rows, tag: false) + listed(tags, tag: true), in: context) {
            let (style, words) = (context.style, context.messages)
            context.output.line(
                style.bold(words.tr("Mood and energy"))
                    + words.tr(" · %@ to %@", first.text, today.text) + " · "
                    + words.trn("%d check-in", "%d check-ins", checkIns.count))
            Self.table(rows, style: style, context: context, words)
            if !tags.isEmpty {
                context.output.line("")
                context.output.line(style.bold(words.tr("Tags")) + style.dim(words.tr(" (from 'checkin --tag')")))
                Self.table(tags, style: style, context: context, words, tags: true)
            }
            context.output.line(
                style.dim(
                    words.tr("These are averages of your check-ins side by side; they do not say what caused what.")))
        }
    }

    /// Each comparison as its name, then a line for each side: days, mood, energy.
    /// The labels of the calorie split, for the catalog.
    static let splitLabels = [Messages.mark("above the goal"), Messages.mark("at or under the goal")]

    /// A side's label in the language of `words`: `with breathing` is `дыхание: было`.
    static func label(_ label: String, factor: String, tag: Bool, _ words: Messages) -> String {
        guard words.language != .en else { return label }
        let name = tag ? factor : words.tr(InsightsData.title(factor)).lowercased()
        if label.hasPrefix("with ") { return words.tr("with %@", name) }
        if label.hasPrefix("without ") { return words.tr("without %@", name) }
        return words.tr(label)
    }

    static func table(
        _ rows: [MoodComparison], style: Style, context: CommandContext, _ words: Messages = .english,
        tags: Bool = false
    ) {
        var lines: [[String]] = []
        let number = { (value: Double?) in value.map { InsightsData.number($0, words) } ?? "—" }
        for row in rows {
            for side in [row.with, row.without] {
                lines.append([
                    "  " + label(side.label, factor: row.factor, tag: tags, words),
                    words.trn("%d day", "%d days", side.days),
                    words.tr("mood %@", number(side.mood)), words.tr("energy %@", number(side.energy)),
                ])
            }
        }
        for (index, line) in Table(alignments: [.left, .right, .left, .left]).lines(lines).enumerated() {
            if index % 2 == 0 {
                let row = rows[index / 2]
                let few = words.tr(
                    "  too few days to mean much (fewer than %@ on a side)", words.number(MoodComparison.fewestDays))
                context.output.line(
                    style.bold(tags ? InsightsData.title(row.factor) : words.tr(InsightsData.title(row.factor)))
                        + (row.enoughDays ? "" : style.yellow(few)))
            }
            context.output.line(line)
        }
    }
}
