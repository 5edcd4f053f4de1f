import ArgumentParser
import Core

/// `insights week`: the last 7 days of each area as bars with the goal line.
struct InsightsWeek: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: "The last 7 days per area: bars with your goal line, total, average, best day, goal-met days, streak."
    )

    @OptionGroup var area: InsightAreaOption
    @OptionGroup var end: PeriodEndOption
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        try await PeriodChart.show(.week, endingOn: end.day(context), areas: area, format: format, context: context)
    }
}
