import ArgumentParser
import Core

/// `relax stats`: sessions and time for each practice.
struct RelaxStats: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Sessions and time for each visual practice, with mandalas and scenes seen and pushes given to the particles."
    )

    @Option(help: ArgumentHelp("Only the last N days, today included.", valueName: "n")) var days: Int?
    @OptionGroup var format: OutputFormat

    func validate() throws { try OptionRange.check(days, 1...36_500, "--days", example: "relax stats --days 30") }

    func run(in context: CommandContext) async throws {
        let records =
            try days.map {
                try context.relax.sessions(from: context.today.adding(days: 1 - $0), through: context.today)
            }
            ?? context.relax.sessions()
        let stats = Core.RelaxStats(records)
        await format.show(stats, in: context) {
            guard !stats.rows.isEmpty else {
                context.output.line("No relax sessions yet. Try 'relax fire', 'relax mandala', 'relax scenes' or 'relax particles'.")
                return
            }
            let table = Table(alignments: [.left, .right, .right, .right, .right])
            var rows = [["Practice", "Sessions", "Time", "Seen", "Pushes"]]
            for row in stats.rows {
                let seen = row.practice == .mandala || row.practice == .scenes ? String(row.shown) : "–"
                rows.append([row.practice.title, String(row.sessions), DurationFormat.total(row.seconds), seen,
                             row.practice == .particles ? String(row.interactions) : "–"])
            }
            rows.append(["All", String(stats.sessions), DurationFormat.total(stats.seconds)])
            table.lines(rows).forEach { context.output.line($0) }
        }
    }
}
