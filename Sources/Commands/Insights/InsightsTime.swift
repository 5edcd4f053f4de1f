import ArgumentParser
import Core

/// `insights time`: when in the day you breathe, study and eat, and which part of the day has the longest sessions.
struct InsightsTime: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "time",
        abstract: "When in the day you breathe, study and eat (by hour), and which part of the day has your longest breathing sessions.")

    @Option(help: ArgumentHelp("Days to look back, ending today (default 90).", valueName: "n")) var days = 90
    @OptionGroup var format: OutputFormat

    func validate() throws {
        try OptionRange.check(days, MealHistory.dayRange, "--days", example: "insights time --days 30")
    }

    func run(in context: CommandContext) async throws {
        let today = context.today
        let first = today.adding(days: 1 - days)
        let insight = TimeOfDayInsight(
            sessions: try context.breathing.sessions(from: first, through: today), reviews: try context.study.reviews(from: first, through: today),
            meals: try context.meals.meals(from: first, through: today), calendar: context.calendar)
        await format.show(insight, in: context) {
            let style = context.style
            context.output.line(style.bold("Time of day") + " · \(first.text) to \(today.text)")
            let busy = insight.hours.filter { $0.breathingSessions + $0.reviews + $0.meals > 0 }
            guard !busy.isEmpty else { return context.output.line("Nothing logged in these days.") }
            var rows = [["hour", "breathing", "minutes", "cards", "meals"].map(style.dim)]
            for hour in busy {
                rows.append([(hour.hour < 10 ? "0" : "") + "\(hour.hour):00", "\(hour.breathingSessions)",
                             InsightsData.number(hour.breathingMinutes), "\(hour.reviews)", "\(hour.meals)"])
            }
            for line in Table(alignments: [.left, .right, .right, .right, .right], indent: "  ").lines(rows) { context.output.line(line) }
            context.output.line("")
            for part in insight.parts where part.sessions > 0 {
                context.output.line("  \(part.name): \(part.sessions.counted("session")), \(InsightsData.number(part.averageMinutes ?? 0)) min on average")
            }
            if let longest = insight.longestSessions { context.output.line("Your longest breathing sessions are in the \(longest).") }
        }
    }
}
