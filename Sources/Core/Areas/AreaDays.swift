import Storage

/// One area's days judged by its goal: the days that met it, the days that neither break nor extend a
/// run, and from these its streak and strength. Every view that shows a streak or strength asks this.
///
/// A day meets the goal when its value does (`AreaGoal.isMet`); an area without a goal counts a day
/// with anything logged. A ceiling (`at most`) counts today only once it is over. With a goal of N days
/// a week, every day of a week (Monday to Sunday) that reached N counts; in the week under way, the days
/// not yet done are frozen, as rest days are: the week is not over.
public struct AreaDays: Sendable, Equatable {
    /// How much each day's strength keeps of the day before: a met day's weight halves in 13 days.
    public static let keep = 0.948_078_739_802_621  // 0.5^(1/13)

    /// The days that met the goal, up to today.
    public let met: Set<CalendarDay>
    /// Rest days and the open days of the week under way: they neither break nor extend a run.
    public let frozen: Set<CalendarDay>
    /// The current and best run.
    public let streak: DayStreak
    /// 0 to 100: an exponentially smoothed share of met days (see `strength(met:frozen:today:)`).
    public let strength: Int
    /// The first day anything was logged: the days before it were before the area was kept, not days it missed.
    public let start: CalendarDay?

    /// `values` (a day's number; missing: nothing logged) judged by `goal` (nil: anything logged), with
    /// `rest` days frozen, as of `today`.
    public init(values: [CalendarDay: Double], goal: AreaGoal?, rest: Set<CalendarDay> = [], today: CalendarDay) {
        start = values.keys.min()
        let goal = goal ?? .anything
        var met = Set(values.compactMap { day, value in day <= today && goal.isMet(by: value) ? day : nil })
        if goal.isCeiling { met.remove(today) }
        var frozen = rest
        if let perWeek = goal.perWeek {
            let done = met
            let thisMonday = today.adding(days: -today.weekdayFromMonday)
            for monday in Set(done.map { $0.adding(days: -$0.weekdayFromMonday) } + [thisMonday]) {
                let week = (0..<7).map { monday.adding(days: $0) }.filter { $0 <= today }
                if week.count(where: done.contains) >= perWeek {
                    met.formUnion(week)
                } else if monday == thisMonday {
                    frozen.formUnion(week.filter { !done.contains($0) })
                }
            }
        }
        self.met = met
        self.frozen = frozen
        streak = DayStreak(days: met, rest: frozen, today: today)
        strength = Self.strength(met: met, frozen: frozen, today: today)
    }

    /// Strength, as Loop Habit Tracker scores a habit: from the first met day through today, each day
    /// moves it toward 1 when met and toward 0 when missed, `s = s × k + (1 − k) × met` with
    /// k = 0.5^(1/13). Thirteen met days in a row from nothing give 50 %; a missed day takes 5.2 % of
    /// what there is; rest days and today, until met, leave it as it is. Rounded to a whole percent.
    public static func strength(met: Set<CalendarDay>, frozen: Set<CalendarDay>, today: CalendarDay) -> Int {
        guard let first = met.min() else { return 0 }
        var score = 0.0
        for ordinal in first.ordinal...max(first.ordinal, today.ordinal) {
            let day = CalendarDay(ordinal: ordinal)
            let isMet = met.contains(day)
            if !isMet, frozen.contains(day) || day == today { continue }
            score = score * keep + (isMet ? 1 - keep : 0)
        }
        return Int((score * 100).rounded())
    }
}
