import ArgumentParser
import Core
import Foundation

/// `insights time [--days N]`: the hours you breathe, study and eat.
struct InsightsTime: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "time", abstract: "When in the day you breathe, study and eat, by hour, and which hour has your longest breathing sessions.")

    @Option(help: ArgumentHelp("Days to look at, ending today (default 90, at most 3650).", valueName: "n")) var days = 90
    @OptionGroup var format: OutputFormat

    struct Report: Encodable {
        struct Row: Encodable { var area: String; var byHour: [Int]; var busiestHour: Int? }
        struct Longest: Encodable { var hour: Int; var averageMinutes: Double }
        var from: String, to: String
        var areas: [Row]
        var longestSessions: Longest?
    }

    static let levels: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    func run(in context: CommandContext) async throws {
        guard (1...3650).contains(days) else { throw CommandFailure("--days takes a number of days from 1 to 3650, not \(days)") }
        let last = context.today, first = last.adding(days: 1 - days)
        let sessions = try context.breathing.sessions(from: first, through: last)
        let reviews = try context.study.reviews(from: first, through: last).map(\.date)
        let meals = try context.meals.meals(from: first, through: last).map(\.time)
        let time = TimeOfDay(sessions: sessions.map { ($0.start, $0.seconds) }, reviews: reviews, meals: meals, calendar: context.calendar)
        let report = Report(from: first.text, to: last.text, areas: time.rows.map { .init(area: $0.area, byHour: $0.counts, busiestHour: $0.busiest) },
                            longestSessions: time.longestSessions.map { .init(hour: $0.hour, averageMinutes: InsightReport.rounded($0.minutes)) })
        try await format.show(report, in: context) {
            context.output.line(context.style.bold("By hour") + " · \(first.text) to \(last.text)")
            context.output.line("           0     6     12    18   23")
            for row in time.rows {
                let top = max(row.counts.max() ?? 0, 1)
                let bars = String(row.counts.map { Self.levels[$0 == 0 ? 0 : max(1, Int((Double($0) / Double(top) * 8).rounded()))] })
                let busiest = row.busiest.map { "most at \(Self.hour($0))" } ?? "none"
                context.output.line(Table.pad(row.area, 10) + " " + context.style.cyan(bars) + "  \(row.total) · " + busiest)
            }
            if let longest = time.longestSessions {
                context.output.line("Your longest breathing sessions start at \(Self.hour(longest.hour)): \(InsightChart.tenths(longest.minutes)) min on average.")
            }
        }
    }

    /// `07:00`.
    static func hour(_ hour: Int) -> String { (hour < 10 ? "0" : "") + "\(hour):00" }
}
