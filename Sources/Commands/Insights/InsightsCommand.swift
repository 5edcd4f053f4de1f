import ArgumentParser
import Core
import Storage

/// `insights`: charts and figures across the days, from every area's log.
public struct InsightsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "insights",
        abstract: "Charts across the days: the week, month or year per area, a calendar, the time of day and mood beside each practice.",
        discussion: "Every figure is read from your logs; nothing is stored. Add --json for scripts.",
        subcommands: [InsightsWeek.self, InsightsMonth.self, InsightsYear.self, InsightsCalendar.self, InsightsTime.self, InsightsMood.self],
        defaultSubcommand: InsightsWeek.self
    )

    public init() {}
}

extension InsightArea: ExpressibleByArgument {}

/// `--area breathing|meals|study|mood|sights|relax`: one area instead of all.
struct InsightAreaOption: ParsableArguments {
    @Option(help: ArgumentHelp("Only this area: breathing, meals, study, mood, sights or relax.", valueName: "area")) var area: InsightArea?

    var areas: [InsightArea] { area.map { [$0] } ?? InsightArea.allCases }

    /// The areas to show: the one asked for, or all of them, relax only when `hasRelax` (a period
    /// without a relax session shows no empty relax chart, as before the practices existed).
    func areas(hasRelax: Bool) -> [InsightArea] { area != nil || hasRelax ? areas : areas.filter { $0 != .relax } }
}

/// The logs from `first` through `last`, read as `insights` needs them, and how figures are written.
enum InsightsData {
    /// Each area's days from `first` through `last`, with the goals and rest days.
    static func load(from first: CalendarDay, through last: CalendarDay, context: CommandContext) throws -> (days: InsightDays, goals: Goals, rest: Set<CalendarDay>) {
        let log = ActivityLog(
            checkedIn: try context.checkIns.daysCheckedIn(from: first, through: last),
            breathingMilliseconds: try context.breathing.millisecondsByDay(from: first, through: last),
            meals: try context.meals.dailyTotals(from: first, through: last),
            reviews: try context.study.reviewsByDay(from: first, through: last))
        let visits = try context.sights.journal().visits.filter { $0.day >= first && $0.day <= last }
        var days = InsightDays(activity: log, checkIns: try context.checkIns.checkIns(from: first, through: last), visits: visits)
        days.add(try context.relax.sessions(from: first, through: last), calendar: context.calendar)
        return (days, try context.goals.all(), try context.checkIns.allRestDays())
    }

    /// `4.2`, `12`, `1,850`: a tenth below 100, whole numbers grouped above.
    static func number(_ value: Double) -> String {
        if abs(value) >= 100 { return MealNumber.grouped(Int(value.rounded())) }
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// `12 min`, `1,850 kcal`, `3 cards`, `mood 4.2`, `2 visits`.
    static func amount(_ value: Double, _ area: InsightArea) -> String {
        area == .mood ? "mood " + number(value) : number(value) + " " + area.unit
    }

    /// `Breathing`.
    static func title(_ area: InsightArea) -> String { title(area.rawValue) }

    /// `Calories` for `calories`.
    static func title(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
