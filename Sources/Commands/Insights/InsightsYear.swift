import ArgumentParser
import Core

/// `insights year`: the last 365 days of each area, a bar a month with the goal line.
struct InsightsYear: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "year",
        abstract:
            "The last 365 days per area: a bar a month with your goal line, total, average, best day, goal-met days, streak."
    )

    @OptionGroup var area: InsightAreaOption
    @OptionGroup var end: PeriodEndOption
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        try await PeriodChart.show(.year, endingOn: end.day(context), areas: area, format: format, context: context)
    }
}
