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
        try await format.show(stats, in: context) { show(stats, now: now, context: context) }
    }

    private func show(_ stats: BreathingStats, now: Date, context: CommandContext) {
        let (style, words) = (context.style, context.messages)
        let stopped = stats.sessions - stats.completedSessions
        guard stats.sessions > 0 else {
            context.output.line(words.tr("No sessions yet. ") + stats.encouragement(in: words))
            return
        }
        let (sessions, total) = (
            words.trn("%d session", "%d sessions", stats.sessions), DurationFormat.total(stats.seconds)
        )
        let (completed, cycles) = (
            words.number(stats.completedSessions), words.trn("%d cycle", "%d cycles", stats.cycles)
        )
        context.output.line(
            style.bold(words.tr("Breathing"))
                + (stopped > 0
                    ? words.tr(
                        ": %@ (%@ completed, %@ stopped early), %@ in all, %@.", sessions, completed,
                        words.number(stopped), total, cycles)
                    : words.tr(": %@ (%@ completed), %@ in all, %@.", sessions, completed, total, cycles)))
        context.output.line(
            words.tr(
                "Favourite: %@ · %@ · streak %@ (best %@)", stats.favourite.map(TerminalText.oneLine) ?? "—",
                words.trn("%d day active", "%d days active", stats.daysActive),
                words.trn("%d day", "%d days", stats.currentStreak), words.number(stats.bestStreak)))
        context.output.line("")
        // A technique synced from elsewhere is shown on one line whatever it holds (a line break shows as ^J).
        let names = stats.techniques.map { TerminalText.oneLine($0.technique) }
        let width = max(9, names.map(Table.width).max() ?? 0)
        let heading = [
            Table.pad(words.tr("technique"), width), Table.pad(words.tr("sessions"), 8), Table.pad(words.tr("time"), 8),
            words.tr("cycles"),
        ]
        if style.plain {
            for (row, name) in zip(stats.techniques, names) {
                context.output.line(
                    words.tr(
                        "Technique %@: %@, %@ in all, %@", name, words.trn("%d session", "%d sessions", row.sessions),
                        DurationFormat.total(row.seconds), words.trn("%d cycle", "%d cycles", row.cycles)))
            }
        }
        if !style.plain { context.output.line(style.bold(heading.joined(separator: "  "))) }
        for (row, name) in zip(stats.techniques, names) where !style.plain {
            context.output.line(
                Table.pad(name, width) + "  " + Table.pad(words.number(row.sessions), 8) + "  "
                    + Table.pad(DurationFormat.total(row.seconds), 8) + "  " + words.number(row.cycles))
        }
        context.output.line("")
        if !style.plain {
            context.output.line(style.bold(words.trn("Minutes, last %d day", "Minutes, last %d days", days)))
        }
        let most = stats.recentMinutes.max() ?? 0
        if style.plain {
            // The same minutes, oldest first, as a list a screen reader reads.
            let values = stats.recentMinutes.map { words.number(Printf.format("%.1f", $0)) }
            context.output.line(
                words.trn("Breathing minutes, last %d day", "Breathing minutes, last %d days", days) + ": "
                    + values.joined(separator: ", "))
        }
        for (index, minutes) in stats.recentMinutes.enumerated() where !style.plain {
            let day = context.today.adding(days: index - days + 1)
            let (month, date) = (CivilDate.two(day.month), CivilDate.two(day.day))
            let label = words.language == .ru ? date + "." + month : month + "-" + date
            let bar = most > 0 ? String(repeating: "█", count: Int((minutes / most * 30).rounded())) : ""
            let value = minutes > 0 ? " " + words.number(Printf.format("%.1f", minutes)) : ""
            context.output.line("\(label) │" + style.cyan(bar) + value)
        }
        context.output.line("")
        if stopped > 0 {
            context.output.line(
                words.tr("A session stopped early counts toward the minutes, not as a completed session."))
        }
        context.output.line(stats.encouragement(in: words))
    }
}
