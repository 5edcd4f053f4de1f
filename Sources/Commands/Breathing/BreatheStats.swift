import ArgumentParser
import Core
import Foundation

/// `breathe stats`: totals, favourite, days active, streaks, per-technique rows and a chart of recent days.
struct BreatheStats: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Your breathing: sessions, time, streaks, techniques and a chart of recent days.")

    @Option(help: ArgumentHelp("Days in the chart (1–90).", valueName: "n")) var days = 14
    @OptionGroup var format: OutputFormat

    func validate() throws {
        guard (1...90).contains(days) else { throw ValidationError("--days takes 1 to 90, e.g. --days 14") }
    }

    func run(in context: CommandContext) async throws {
        let now = context.now()
        let stats = BreathingStats(try context.breathing.sessions(), now: now, calendar: context.calendar, days: days)
        try await format.show(stats, in: context) {
            let style = context.style
            guard stats.sessions > 0 else {
                context.output.line("No sessions yet. " + stats.encouragement)
                return
            }
            context.output.line(style.bold("Breathing") + ": \(stats.sessions) session\(stats.sessions == 1 ? "" : "s") (\(stats.completedSessions) completed), "
                + "\(Self.duration(stats.seconds)) in all, \(stats.cycles) cycle\(stats.cycles == 1 ? "" : "s").")
            context.output.line("Favourite: \(stats.favourite ?? "—") · \(stats.daysActive) day\(stats.daysActive == 1 ? "" : "s") active · "
                + "streak \(stats.currentStreak) day\(stats.currentStreak == 1 ? "" : "s") (best \(stats.bestStreak))")
            context.output.line("")
            let width = max(9, stats.techniques.map(\.technique.count).max() ?? 0)
            context.output.line(style.bold(Columns.pad("technique", width) + "  sessions  time      cycles"))
            for row in stats.techniques {
                context.output.line(Columns.pad(row.technique, width) + "  "
                    + Columns.pad(String(row.sessions), 8) + "  "
                    + Columns.pad(Self.duration(row.seconds), 8) + "  \(row.cycles)")
            }
            context.output.line("")
            context.output.line(style.bold("Minutes, last \(days) day\(days == 1 ? "" : "s")"))
            let most = stats.recentMinutes.max() ?? 0
            for (index, minutes) in stats.recentMinutes.enumerated() {
                let day = context.calendar.date(byAdding: .day, value: index - days + 1, to: now) ?? now
                let parts = context.calendar.dateComponents([.month, .day], from: day)
                let label = String(format: "%02d-%02d", parts.month ?? 0, parts.day ?? 0)
                let bar = most > 0 ? String(repeating: "█", count: Int((minutes / most * 30).rounded())) : ""
                context.output.line("\(label) │" + style.cyan(bar) + (minutes > 0 ? " " + String(format: "%.1f", minutes) : ""))
            }
            context.output.line("")
            context.output.line(stats.encouragement)
        }
    }

    /// `1:05:20` or `5:20`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }
}
