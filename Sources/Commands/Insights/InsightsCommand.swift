import ArgumentParser
import Core

/// `insights`: your days across weeks, months and the year.
public struct InsightsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "insights",
        abstract: "Your days across time: charts by area for a week, month or year, a calendar heat map, times of day, and mood beside each practice.",
        discussion: """
            'insights week' (the default), 'insights month' and 'insights year' chart each area with its goal line; \
            --area picks one. 'insights calendar' is a heat map of the year, 'insights time' the hours you breathe, \
            study and eat, 'insights mood' your mood on days with and without each practice.
            """,
        subcommands: [InsightsPeriodCommand.self, InsightsCalendar.self, InsightsTime.self, InsightsMood.self],
        defaultSubcommand: InsightsPeriodCommand.self
    )

    public init() {}
}

extension InsightPeriod: ExpressibleByArgument {}
extension InsightArea: ExpressibleByArgument {}
