import ArgumentParser
import Core

/// `track show NAME [--days N]`: a tracker's days as a chart with its goal line, like `meal history`.
struct TrackShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "A tracker's last days as bars with the goal line, its total, average, streak and strength.")

    @Argument(help: .completed("The tracker.", from: .tracker), completion: DynamicValues.tracker.completion) var name:
        String
    @Option(help: ArgumentHelp("Days to show, ending today (default 14, at most 60).", valueName: "n")) var days = 14
    @OptionGroup var format: OutputFormat

    func validate() throws { try OptionRange.check(days, 1...60, "--days", example: "track show \(name) --days 30") }

    func run(in context: CommandContext) async throws {
        let tracker = try context.trackers.tracker(named: name)
        let last = context.today
        let first = last.adding(days: 1 - days)
        let (spans, _, rest) = try InsightsData.load(
            [ShownArea(TrackerArea(tracker))], from: first, through: last, context: context)
        let insight = InsightsData.insight(spans[0], from: first, through: last, rest: rest)
        try await format.show(PeriodChart.summary(insight, .month), in: context) {
            PeriodChart.present(insight, .month, span: spans[0], rest: rest, context)
        }
    }
}
