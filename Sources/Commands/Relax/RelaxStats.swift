import ArgumentParser
import Core

/// `relax stats`: sessions and time for each practice.
struct RelaxStats: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract:
            "Sessions and time for each visual practice, with mandalas and scenes seen and pushes given to the particles."
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
        try await format.show(stats, in: context) {
            let words = context.messages
            guard !stats.rows.isEmpty else {
                context.output.line(
                    words.tr(
                        "No relax sessions yet. Try 'relax fire', 'relax mandala', 'relax scenes' or 'relax particles'."
                    ))
                return
            }
            let table = Table(alignments: [.left, .right, .right, .right, .right])
            var rows = [
                [words.tr("Practice"), words.tr("Sessions"), words.tr("Time"), words.tr("Seen"), words.tr("Pushes")]
            ]
            for row in stats.rows {
                let seen = row.practice == .mandala || row.practice == .scenes ? words.number(row.shown) : "–"
                rows.append([
                    words.tr(row.practice.title), words.number(row.sessions), DurationFormat.total(row.seconds), seen,
                    row.practice == .particles ? words.number(row.interactions) : "–",
                ])
            }
            rows.append([words.tr("All"), words.number(stats.sessions), DurationFormat.total(stats.seconds)])
            for line in table.lines(rows) { context.output.line(line) }
        }
    }
}
