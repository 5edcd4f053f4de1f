import ArgumentParser
import Core
import Storage

/// `insights`: charts and figures across the days, from every area's log.
public struct InsightsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "insights",
        abstract:
            "Charts across the days: the week, month or year per area, a calendar, the time of day and mood beside each practice.",
        discussion: "Every figure is read from your logs; nothing is stored. Add --json for scripts.",
        subcommands: [
            InsightsWeek.self, InsightsMonth.self, InsightsYear.self, InsightsCalendar.self, InsightsTime.self,
            InsightsMood.self,
        ],
        defaultSubcommand: InsightsWeek.self
    )

    public init() {}
}

/// `--area NAME`: one area instead of all (breathing, meals, study, mood, sights, relax or a tracker).
/// The last day of a period (`insights week --date 2026-11-24`): today by default, never a later one.
struct PeriodEndOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("The period's last day: today (the default), yesterday or YYYY-MM-DD.", valueName: "date"),
        transform: DayWord.upToToday(Messages.mark("insights end on today or an earlier day")))
    var date: DayWord?

    func day(_ context: CommandContext) throws -> CalendarDay { try date?.day(context) ?? context.today }
}

struct InsightAreaOption: ParsableArguments {
    @Option(
        help: .completed(
            "Only this area: breathing, meals, study, mood, sights, relax or one of your trackers.", from: .area),
        completion: DynamicValues.area.completion)
    var area: String?

    /// The areas asked for: the one named, or every area.
    func areas(_ context: CommandContext) throws -> [ShownArea] {
        try area.map { try context.areas(named: $0) } ?? context.areasWarning()
    }

    /// Of `spans`, those to show: all when one area was named; otherwise an area that is shown only once it
    /// has something (relax) is left out of a period without any.
    func shown(_ spans: [AreaSpan], from first: CalendarDay) -> [AreaSpan] {
        area != nil ? spans : InsightsData.shown(spans, from: first)
    }
}

/// The logs from `first` through `last`, read as `insights` needs them, and how figures are written.
enum InsightsData {
    /// `areas`' days from `first` through `last` (with `streaks`, from their first day, to judge their whole
    /// history), the check-ins of those days and the rest days.
    static func load(
        _ areas: [ShownArea], from first: CalendarDay, through last: CalendarDay, streaks: Bool = true,
        context: CommandContext
    )
        throws -> (spans: [AreaSpan], checkIns: [CalendarDay: CheckIn], rest: Set<CalendarDay>)
    {
        let goals = try context.goals.all()
        let since = streaks ? AreaSpan.firstDay : first
        let spans = try areas.map {
            try AreaSpan($0.area, goals: goals, from: since, through: last, in: context.areaSources)
        }
        let checkIns = Dictionary(
            try context.checkIns.checkIns(from: first, through: last).map { ($0.calendarDay, $0) },
            uniquingKeysWith: { $1 })
        return (spans, checkIns, try context.checkIns.allRestDays())
    }

    /// Of every area's `spans`, those shown from `first` on: an area shown only once it has something (relax) needs a day then.
    static func shown(_ spans: [AreaSpan], from first: CalendarDay) -> [AreaSpan] {
        spans.filter { $0.area.showsWhenEmpty || ($0.values.last.map { $0 >= first } ?? false) }
    }

    /// `span` over `first` through `last`, with its streak and strength as of `last`.
    static func insight(
        _ span: AreaSpan, from first: CalendarDay, through last: CalendarDay, rest: Set<CalendarDay>,
        monthly: Bool = false
    ) -> PeriodInsight {
        PeriodInsight(
            span, from: first, through: last, judged: span.goal == nil ? nil : span.days(rest: rest, today: last),
            monthly: monthly)
    }

    /// `4.2`, `12`, `1,850`, `-3.5`: a tenth below 100, whole numbers grouped above. Every view shows a number so,
    /// so the same minutes read the same in `today`, `goal`, `status` and `insights` (4 min 54 s is 4.9).
    static func number(_ value: Double) -> String { number(value, .english) }

    /// The same in the language of `words`: `4,2`, `1850`, `12 500` in Russian.
    static func number(_ value: Double, _ words: Messages) -> String {
        let magnitude = abs(value)
        if magnitude >= 100 {
            let whole = Int(magnitude.rounded()) * (value < 0 ? -1 : 1)
            return words.language == .en ? MealNumber.grouped(whole) : words.number(whole)
        }
        let tenths = Int((magnitude * 10).rounded())
        let sign = value < 0 && tenths > 0 ? "-" : ""
        return words.number(sign + (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"))
    }

    /// `12 min`, `1,850 kcal`, `3 cards`, `mood 4.2`, `2 visits`, `3` (no unit).
    static func amount(_ value: Double, _ area: any Area) -> String {
        let text = number(value)
        let unit = text == "1" ? area.unitForOne : area.unit
        return area.scale != nil ? unit + " " + text : unit.isEmpty ? text : text + " " + unit
    }

    /// The same in the language of `words`: `12 мин`, `1850 ккал`, `3 карточки`, `настроение 4,2`.
    static func amount(_ value: Double, _ area: any Area, _ words: Messages) -> String {
        guard words.language != .en else { return amount(value, area) }
        let text = number(value, words)
        if area.scale != nil { return words.tr(area.unit) + " " + text }
        if area.unit.isEmpty { return text }
        // Rounded as shown: `0,96` shows as `1`, which takes `карточка`.
        let shown = abs(value) >= 100 ? value.rounded() : (value * 10).rounded() / 10
        return text + " " + AreaGoalNumber.unit(area.unit, for: shown, in: words)
    }

    /// The built-in units that read the same whatever the number, for the catalog.
    static let units = [Messages.mark("min"), Messages.mark("kcal"), Messages.mark("mood")]

    /// The names of the built-in charts (`Meals`, `Mood`), for the catalog.
    static let chartTitles = [
        Messages.mark("Meals"), Messages.mark("Mood"), Messages.mark("Sights"), Messages.mark("Relax"),
    ]

    /// `Breathing`, `Meals`, `Mood`, `Water`: what a chart of the area is called.
    static func title(_ area: any Area) -> String { area.chartTitle }

    /// The same in the language of `words`: `Дыхание`, `Питание`, `Настроение`, `Water`.
    static func title(_ area: any Area, _ words: Messages) -> String { words.tr(area.chartTitle) }

    /// `Calories` for `calories`.
    static func title(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
