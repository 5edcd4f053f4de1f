import ArgumentParser
import Core

/// `insights [week|month|year] [--area AREA] [--date DAY]`: each area's chart over the period.
struct InsightsPeriodCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "period",
        abstract: "Charts for the last week (the default), 30 days or 52 weeks: bars with your goal line, totals, averages, the highest day, goal-met days and streaks.")

    @Argument(help: ArgumentHelp("week (the default), month or year.", valueName: "period")) var period: InsightPeriod = .week
    @Option(help: ArgumentHelp("Only this area: breathing, meals, study, mood or sights.", valueName: "area")) var area: InsightArea?
    @Option(help: ArgumentHelp("The last day of the period: today (the default), yesterday or YYYY-MM-DD.", valueName: "date")) var date: String?
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let last = try date.map { try CalendarDay.typed($0, today: context.today, purpose: "insights end on today or an earlier day") } ?? context.today
        let data = try InsightData.load(from: period.first(endingOn: last), through: last, context: context)
        let insights = (area.map { [$0] } ?? InsightArea.allCases).map { data.insight($0, period, last: last) }
        try await format.show(InsightReport(period: period, last: last, areas: insights), in: context) {
            let shown = area == nil ? insights.filter { $0.activeDays > 0 || $0.goal != nil } : insights
            for (index, insight) in shown.enumerated() {
                if index > 0 { context.output.line() }
                InsightChart(insight: insight, style: context.style).lines.forEach { context.output.line($0) }
            }
            if shown.isEmpty {
                context.output.line("Nothing logged from \(period.first(endingOn: last).text) to \(last.text). 'checkin', 'breathe' and 'meal add' fill it in.")
            }
        }
    }
}

/// The JSON of `insights`: one object per area.
struct InsightReport: Encodable {
    struct Area: Encodable {
        struct Bar: Encodable { var from: String; var days: Int; var value: Double? }
        struct Streak: Encodable { var current: Int; var longest: Int }
        struct Highest: Encodable { var date: String; var value: Double }
        var area: String, unit: String
        var bars: [Bar]
        var total: Double?, average: Double?, activeDays: Int
        var highest: Highest?
        var goal: Double?, goalMetDays: Int?, streak: Streak?
    }

    var period: String, from: String, to: String
    var areas: [Area]

    init(period: InsightPeriod, last: CalendarDay, areas: [AreaInsight]) {
        (self.period, from, to) = (period.rawValue, period.first(endingOn: last).text, last.text)
        self.areas = areas.map { insight in
            Area(area: insight.area.rawValue, unit: insight.area.unit,
                 bars: insight.bars.map { Area.Bar(from: $0.first.text, days: $0.days, value: $0.value.map(Self.rounded)) },
                 total: insight.total.map(Self.rounded), average: insight.average.map(Self.rounded), activeDays: insight.activeDays,
                 highest: insight.highest.map { Area.Highest(date: $0.day.text, value: Self.rounded($0.value)) },
                 goal: insight.goal, goalMetDays: insight.goalMetDays,
                 streak: insight.streak.map { Area.Streak(current: $0.current, longest: $0.best) })
        }
    }

    /// Two decimals are all a chart's numbers mean.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
