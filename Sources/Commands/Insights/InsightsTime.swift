import ArgumentParser
import Core

/// `insights time`: when in the day you breathe, study and eat, and which part of the day has the longest sessions.
struct InsightsTime: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "time",
        abstract:
            "When in the day you breathe, study and eat (by hour), and which part of the day has your longest breathing sessions."
    )

    @Option(help: ArgumentHelp("Days to look back, ending today (default 90).", valueName: "n")) var days = 90
    @OptionGroup var format: OutputFormat

    func validate() throws {
        try OptionRange.check(days, MealHistory.dayRange, "--days", example: "insights time --days 30")
    }

    func run(in context: CommandContext) async throws {
        let today = context.today
        let first = today.adding(days: 1 - days)
        let insight = TimeOfDayInsight(
            sessions: try context.breathing.sessions(from: first, through: today),
            reviews: try context.study.reviews(from: first, through: today),
            meals: try context.meals.meals(from: first, through: today), calendar: context.calendar)
        try await format.show(insight, in: context) {
            let (style, words) = (context.style, context.messages)
            context.output.line(style.bold(words.tr("Time of day")) + words.tr(" · %@ to %@", first.text, today.text))
            let busy = insight.hours.filter { $0.breathingSessions + $0.reviews + $0.meals > 0 }
            guard !busy.isEmpty else { return context.output.line(words.tr("Nothing logged in these days.")) }
            let heads = [
                words.tr("hour"), words.tr("breathing"), words.tr("minutes"), words.tr("cards"), words.tr("meals"),
            ]
            var rows = [heads.map(style.dim)]
            for hour in busy {
                rows.append([
                    (hour.hour < 10 ? "0" : "") + "\(hour.hour):00", "\(hour.breathingSessions)",
                    InsightsData.number(hour.breathingMinutes, words), "\(hour.reviews)", "\(hour.meals)",
                ])
            }
            for line in Table(alignments: [.left, .right, .right, .right, .right], indent: "  ").lines(rows) {
                context.output.line(line)
            }
            context.output.line("")
            for part in insight.parts where part.sessions > 0 {
                context.output.line(
                    "  "
                        + words.tr(
                            "%@: %@, %@ min on average", words.tr(part.name),
                            words.trn("%d session", "%d sessions", part.sessions),
                            InsightsData.number(part.averageMinutes ?? 0, words)))
            }
            if let longest = insight.longestSessions {
                context.output.line(words.tr("Your longest breathing sessions are in the %@.", words.tr(longest)))
            }
        }
    }
}
