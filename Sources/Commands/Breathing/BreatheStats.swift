import ArgumentParser
import Core
import Storage

/// `breathe stats`: totals, favourite, days active, streaks, per-technique rows and a chart of recent days.
struct BreatheStats: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Your breathing: sessions, time, streaks, techniques and a chart of recent days.",
        discussion: BreathingResult.countingRule)

    @Option(help: ArgumentHelp("Days in the chart (1–90).", valueName: "n")) var days = 14
    @OptionGroup var format: OutputFormat

    func validate() throws {
        try OptionRange.check(days, 1...90, "--days", example: "breathe stats --days 14")
    }

    func run(in context: CommandContext) async throws {
        let now = context.now()
        var stats = BreathingStats(try context.breathing.sessions(), now: now, calendar: context.calendar, days: days)
        // The streak is the area's, as `streaks` and `today` count it: goal minutes met, or any session without a goal.
        let streak = try AreaStreak.days(BreathingArea(), context: context).days.streak
        (stats.currentStreak, stats.bestStreak) = (streak.current, streak.best)
        await format.show(stats, in: context) {
            let style = context.style
            let stopped = stats.sessions - stats.completedSessions
            guard stats.sessions > 0 else {
                context.output.line("No sessions yet. " + stats.encouragement)
                return
            }
            context.output.line(
                style.bold("Breathing") + ": \(stats.sessions.counted("session")) (\(stats.completedSessions) completed"
                    + (stopped > 0 ? ", \(stopped) stopped early" : "") + "), "
                    + "\(DurationFormat.total(stats.seconds)) in all, \(stats.cycles.counted("cycle")).")
            context.output.line(
                "Favourite: \(stats.favourite ?? "—") · \(stats.daysActive.counted("day")) active · "
                    + "streak \(stats.currentStreak.counted("day")) (best \(stats.bestStreak))")
            context.output.line("")
            let width = max(9, stats.techniques.map(\.technique.count).max() ?? 0)
            context.output.line(style.bold(Table.pad("technique", width) + "  sessions  time      cycles"))
            for row in stats.techniques {
                context.output.line(
                    Table.pad(row.technique, width) + "  "
                        + Table.pad(String(row.sessions), 8) + "  "
                        + Table.pad(DurationFormat.total(row.seconds), 8) + "  \(row.cycles)")
            }
            context.output.line("")
            context.output.line(style.bold("Minutes, last \(days.counted("day"))"))
            let most = stats.recentMinutes.max() ?? 0
            for (index, minutes) in stats.recentMinutes.enumerated() {
                let day = context.calendar.date(byAdding: .day, value: index - days + 1, to: now) ?? now
                let parts = context.calendar.dateComponents([.month, .day], from: day)
                let label = CivilDate.two(parts.month ?? 0) + "-" + CivilDate.two(parts.day ?? 0)
                let bar = most > 0 ? String(repeating: "█", count: Int((minutes / most * 30).rounded())) : ""
                context.output.line(
                    "\(label) │" + style.cyan(bar) + (minutes > 0 ? " " + Printf.format("%.1f", minutes) : ""))
            }
            context.output.line("")
            if stopped > 0 {
                context.output.line("A session stopped early counts toward the minutes, not as a completed session.")
            }
            context.output.line(stats.encouragement)
        }
    }
}
