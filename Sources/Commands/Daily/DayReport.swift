import Core
import Storage

/// Everything `today`, `goal` and `streaks` show about a day, read fresh from each area's log.
/// An area whose file cannot be read is left out with a warning: the rest of the day still shows.
struct DayReport {
    var day: CalendarDay
    var goals = Goals.empty
    var checkIn: CheckIn?
    /// Every planned rest day.
    var restDays: Set<CalendarDay> = []
    /// Each area on the day, in the order shown; with streaks, judged over its whole history.
    var areas: [AreaToday] = []
    var cardsDue = 0
    var sightsVisited: [SightSummary] = []
    /// The day's relax sessions (fire, mandala, scenes, particles).
    var relaxed: [RelaxSessionRecord] = []

    /// Whether `day` is a planned rest day.
    var resting: Bool { restDays.contains(day) }

    /// The areas that take a goal: the rows of `today`, `goal` and `streaks`.
    var goalAreas: [AreaToday] { areas.filter(\.area.takesGoal) }

    /// The day's number in the area `id`; nil when nothing is logged.
    func value(of id: String) -> Double? { areas.first { $0.area.id == id }?.value }

    /// What is left of the day's goals, with the commands for it, in the order shown.
    var stillToDo: [StillToDo] { stillToDo(in: .english) }

    /// The same, said in the language of `words`.
    func stillToDo(in words: Messages) -> [StillToDo] {
        goalAreas.compactMap { $0.span.stillToDo($0.value, in: words) }
    }

    /// The report of `day` over `areas` (every area by default). With `streaks`, every month's daily summary
    /// is read to count them; otherwise only the month `day` falls in, which keeps the line above the first
    /// prompt instant. With `goalsOnly`, only the areas that take a goal, and neither the sights visited nor the
    /// relax sessions: what that line and `status` show.
    static func load(
        _ day: CalendarDay, streaks: Bool, context: CommandContext, areas: [ShownArea]? = nil, goalsOnly: Bool = false
    ) -> DayReport {
        var report = DayReport(day: day)
        let today = context.today
        let (first, last) = streaks ? (AreaSpan.firstDay, max(day, today)) : (day, day)
        let words = context.messages
        func reading<T>(_ area: String, _ read: () throws -> T) -> T? {
            do { return try read() } catch {
                context.output.errorLine(words.tr("Warning: cannot show %@: ", words.tr(area)) + words.describe(error))
                return nil
            }
        }
        report.goals = reading(Messages.mark("your goals")) { try context.goals.all() } ?? .empty
        report.checkIn = reading(Messages.mark("the check-in")) { try context.checkIns.checkIn(on: day) } ?? nil
        report.restDays = reading(Messages.mark("rest days")) { try context.checkIns.allRestDays() } ?? []
        report.cardsDue =
            reading(Messages.mark("cards due")) {
                try context.study.progress().formulas.values.count {
                    $0.card.flatMap { CalendarDay($0.due) }.map { $0 <= day } ?? false
                }
            } ?? 0
        if !goalsOnly {
            report.sightsVisited =
                reading(Messages.mark("sights")) {
                    let ids = try context.sights.journal().visits.filter { $0.day == day }.map(\.id)
                    let names = try context.sights.summaries(of: Set(ids))
                    return ids.compactMap { names[$0] }
                } ?? []
            report.relaxed =
                reading(Messages.mark("relax sessions")) { try context.relax.sessions(from: day, through: day) } ?? []
        }
        for shown in areas ?? context.areasWarning() where !goalsOnly || shown.area.takesGoal {
            let area = shown.area
            let goal = area.goal(in: report.goals)
            let values = reading(words.tr(area.title).lowercased()) {
                try area.dayValues(from: first, through: last, in: context.areaSources)
            }
            let rest = reading(words.tr(area.title).lowercased()) {
                try area.restDays(from: first, through: last, in: context.areaSources)
            }
            let span = AreaSpan(area: area, goal: goal, values: values ?? DayValues(), rest: rest ?? [])
            let days = streaks && area.takesGoal ? span.days(rest: report.restDays, today: today) : nil
            report.areas.append(AreaToday(shown: shown, span: span, value: span.values[day], days: days))
        }
        return report
    }
}
