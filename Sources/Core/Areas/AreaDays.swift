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
        let flags = DayFlags(met: met, frozen: frozen, today: today)
        streak = flags.streak(rest: frozen)
        strength = flags.strength()
    }

    /// Strength, as Loop Habit Tracker scores a habit: from the first met day through today, each day
    /// moves it toward 1 when met and toward 0 when missed, `s = s × k + (1 − k) × met` with
    /// k = 0.5^(1/13). Thirteen met days in a row from nothing give 50 %; a missed day takes 5.2 % of
    /// what there is; rest days and today, until met, leave it as it is. Rounded to a whole percent.
    public static func strength(met: Set<CalendarDay>, frozen: Set<CalendarDay>, today: CalendarDay) -> Int {
        DayFlags(met: met, frozen: frozen, today: today).strength()
    }

    /// The same, a set lookup a day: what `DayFlags.strength` is checked against.
    static func strengthByLookup(met: Set<CalendarDay>, frozen: Set<CalendarDay>, today: CalendarDay) -> Int {
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

/// The met and frozen days from the first met day through today as flags by day, so years of days are walked
/// without hashing each: streak and strength as `DayStreak` and `AreaDays.strength` define them.
struct DayFlags {
    let today: Int
    /// The first met day's ordinal; nil when no day was met.
    let first: Int?
    private var met: [Bool] = [], frozen: [Bool] = []

    init(met: Set<CalendarDay>, frozen: Set<CalendarDay>, today: CalendarDay) {
        self.today = today.ordinal
        first = met.lazy.map(\.ordinal).min()
        guard let first else { return }
        let count = max(first, self.today) - first + 1
        self.met = Array(repeating: false, count: count)
        self.frozen = Array(repeating: false, count: count)
        for day in met where day.ordinal - first < count { self.met[day.ordinal - first] = true }
        for day in frozen where (first..<first + count).contains(day.ordinal) {
            self.frozen[day.ordinal - first] = true
        }
    }

    private func isMet(_ ordinal: Int) -> Bool {
        guard let first, ordinal >= first, ordinal - first < met.count else { return false }
        return met[ordinal - first]
    }

    /// Whether the day is frozen: from the flags inside them, from `rest` outside.
    private func isFrozen(_ ordinal: Int, rest: Set<CalendarDay>) -> Bool {
        guard let first, ordinal >= first, ordinal - first < frozen.count else {
            return rest.contains(CalendarDay(ordinal: ordinal))
        }
        return frozen[ordinal - first]
    }

    /// As `AreaDays.strength(met:frozen:today:)`.
    func strength() -> Int {
        guard let first else { return 0 }
        var score = 0.0
        for index in 0..<met.count {
            let isMet = met[index]
            if !isMet, frozen[index] || first + index == today { continue }
            score = score * AreaDays.keep + (isMet ? 1 - AreaDays.keep : 0)
        }
        return Int((score * 100).rounded())
    }

    /// As `DayStreak(days:rest:today:)`: the run ending today (or yesterday), and the longest.
    func streak(rest: Set<CalendarDay>) -> DayStreak {
        var best = 0
        var run = 0
        var previous: Int?
        for index in met.indices where met[index] {
            // A step from one met day to the next crosses only rest days.
            if let previous, frozen[(previous + 1)..<index].allSatisfy({ $0 }) { run += 1 } else { run = 1 }
            best = max(best, run)
            previous = index
        }
        var current = 0
        var day = isMet(today) ? today : today - 1
        while true {
            if isMet(day) {
                current += 1
            } else if !isFrozen(day, rest: rest) {
                break
            }
            day -= 1
        }
        return DayStreak(current: current, best: max(best, current))
    }
}
