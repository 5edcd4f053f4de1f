import ArgumentParser
import Core
import Storage

extension StopwatchCommand {
    struct Laps: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "laps", abstract: "List the laps since the last reset.")

        enum Order: String, CaseIterable, ExpressibleByArgument {
            case order, fastest, slowest
        }

        @Option(help: "List laps in the order run, or fastest or slowest first.")
        var sort: Order = .order
        @OptionGroup var format: OutputFormat

        func run(in context: CommandContext) async throws {
            let watch = try context.store.load(Stopwatch.self)
            let rows: [StopwatchReport.LapRow]
            switch sort {
            case .order: rows = StopwatchReport.lapRows(watch)
            case .fastest: rows = StopwatchReport.lapRows(watch).sorted { ($0.seconds, $0.lap) < ($1.seconds, $1.lap) }
            case .slowest: rows = StopwatchReport.lapRows(watch).sorted { ($0.seconds, $1.lap) > ($1.seconds, $0.lap) }
            }
            try await format.show(rows, in: context) {
                let words = context.messages
                guard !rows.isEmpty else {
                    context.output.line(words.tr("No laps yet; 'stopwatch lap' records one while the stopwatch runs."))
                    return
                }
                let (number, time) = (words.tr("lap"), words.tr("lap time"))
                let widths = (max(3, Table.width(of: number)), max(10, Table.width(of: time)))
                let heading = Table.padLeft(number, widths.0) + "  " + Table.pad(time, widths.1) + "   "
                context.output.line(context.style.bold(heading + words.tr("total")))
                for row in rows {
                    let lap = Table.pad(DurationFormat.clockTenths(row.seconds, in: words), widths.1)
                    let total = DurationFormat.clockTenths(row.total, in: words)
                    context.output.line(Table.padLeft(String(row.lap), widths.0) + "  \(lap)   \(total)")
                }
            }
        }
    }
}
