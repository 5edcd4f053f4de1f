import Core
import Storage

/// Everything `today`, `goal` and `streaks` show about a day, read fresh from each area's log.
/// An area whose file cannot be read is left out with a warning: the rest of the day still shows.
struct DayReport {
    var day: CalendarDay
    var goals = Goals.empty
    var activity = DayActivity()
    var checkIn: CheckIn?
    /// Every planned rest day.
    var restDays: Set<CalendarDay> = []
    /// Current and best streak (as of today) per area with a goal; empty unless asked for.
    var streaks: [GoalArea: DayStreak] = [:]
    var cardsDue = 0
    var sightsVisited: [String] = []
    /// The day's relax sessions (fire, mandala, scenes, particles).
    var relaxed: [RelaxSessionRecord] = []

    /// Whether `day` is a planned rest day.
    var resting: Bool { restDays.contains(day) }

    /// The report of `day`. With `streaks`, every month's daily summary is read to count them; otherwise
    /// only the month `day` falls in, which keeps the line above the first prompt instant.
    static func load(_ day: CalendarDay, streaks: Bool, context: CommandContext) -> DayReport {
        var report = DayReport(day: day)
        let today = context.today
        let (first, last) = streaks ? (CalendarDay(year: 1970, month: 1, day: 1), max(day, today)) : (day, day)
        func reading<T>(_ area: String, _ read: () throws -> T) -> T? {
            do { return try read() } catch {
                context.output.errorLine("Warning: cannot show \(area): " + ((error as? UserFacingError)?.message ?? "\(error)"))
                return nil
            }
        }
        report.goals = reading("your goals") { try context.goals.all() } ?? .empty
        report.checkIn = reading("the check-in") { try context.checkIns.checkIn(on: day) } ?? nil
        report.restDays = reading("rest days") { try context.checkIns.allRestDays() } ?? []
        let checkedIn = reading("check-ins") { try context.checkIns.daysCheckedIn(from: first, through: last) } ?? []
        let breathed = reading("breathing") { try context.breathing.millisecondsByDay(from: first, through: last) } ?? [:]
        let meals = reading("meals") { try context.meals.dailyTotals(from: first, through: last) } ?? [:]
        let reviews = reading("study") { try context.study.reviewsByDay(from: first, through: last) } ?? [:]
        report.cardsDue = reading("cards due") {
            try context.study.progress().formulas.values.count { $0.card.flatMap { CalendarDay($0.due) }.map { $0 <= day } ?? false }
        } ?? 0
        report.sightsVisited = reading("sights") {
            let ids = try context.sights.journal().visits.filter { $0.day == day }.map(\.id)
            let names = try context.sights.summaries(of: Set(ids))
            return ids.compactMap { names[$0]?.name }
        } ?? []
        report.relaxed = reading("relax sessions") { try context.relax.sessions(from: day, through: day) } ?? []
        let log = ActivityLog(checkedIn: checkedIn, breathingMilliseconds: breathed, meals: meals, reviews: reviews)
        report.activity = log[day]
        if streaks { report.streaks = report.goals.streaks(log, rest: report.restDays, today: today) }
        return report
    }
}
