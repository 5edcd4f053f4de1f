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
    public var met: Set<CalendarDay> { flags.metDays }
    /// Rest days and the open days of the week under way: they neither break nor extend a run.
    public let frozen: Set<CalendarDay>
    /// The current and best run.
    public let streak: DayStreak
    /// 0 to 100: an exponentially smoothed share of met days (see `strength(met:frozen:today:)`).
    public let strength: Int
    /// The first day anything was logged: the days before it were before the area was kept, not days it missed.
    public let start: CalendarDay?
    /// The met days as flags from the first through today: years of days are judged without hashing each.
    private let flags: DayFlags

    /// `values` (a day's number; missing: nothing logged) judged by `goal` (nil: anything logged), with
    /// `rest` days frozen, as of `today`.
    public init(values: [CalendarDay: Double], goal: AreaGoal?, rest: Set<CalendarDay> = [], today: CalendarDay) {
        self.init(values: DayValues(values), goal: goal, rest: rest, today: today)
    }

    /// The same, from the values held by day.
    public init(values: DayValues, goal: AreaGoal?, rest: Set<CalendarDay> = [], today: CalendarDay) {
        let goal = goal ?? .anything
        let last = today.ordinal
        var first: Int?
        var done: [Int] = []
        done.reserveCapacity(values.count)
        values.forEachDay { ordinal, value in
            if ordinal < first ?? .max { first = ordinal }
            if ordinal <= last, goal.isMet(by: value), !(goal.isCeiling && ordinal == last) { done.append(ordinal) }
        }
        start = first.map(CalendarDay.init(ordinal:))
        var frozen = rest
        var flags = DayFlags(met: done, today: last)
        if let perWeek = goal.perWeek { flags.fillWeeks(meeting: perWeek, frozen: &frozen) }
        flags.freeze(frozen)
        self.frozen = frozen
        self.flags = flags
        streak = flags.streak(rest: frozen)
        strength = flags.strength()
    }

    /// The met and frozen days as a set lookup a day finds them: what the flags are checked against.
    static func judgedByLookup(
        values: [CalendarDay: Double], goal: AreaGoal?, rest: Set<CalendarDay>, today: CalendarDay
    )
        -> (met: Set<CalendarDay>, frozen: Set<CalendarDay>)
    {
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
        // A rest day neither breaks nor extends a run, met or not.
        return (met.subtracting(frozen), frozen)
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
struct DayFlags: Sendable, Equatable {
    let today: Int
    /// The first met day's ordinal; nil when no day was met.
    private(set) var first: Int?
    private var met: [Bool] = [], frozen: [Bool] = []

    /// The days of `met` (ordinals, none after `today`) as flags; nothing frozen yet.
    init(met done: [Int], today: Int) {
        self.today = today
        first = done.min()
        guard let first else { return }
        met = Array(repeating: false, count: today - first + 1)
        frozen = met
        for ordinal in done { met[ordinal - first] = true }
    }

    init(met: Set<CalendarDay>, frozen: Set<CalendarDay>, today: CalendarDay) {
        self.init(met: met.map(\.ordinal).filter { $0 <= today.ordinal }, today: today.ordinal)
        freeze(frozen)
    }

    /// The met days, as days.
    var metDays: Set<CalendarDay> {
        guard let first else { return [] }
        return Set(met.indices.lazy.filter { met[$0] }.map { CalendarDay(ordinal: first + $0) })
    }

    /// Marks the days of `days` inside the flags frozen.
    mutating func freeze(_ days: Set<CalendarDay>) {
        guard let first else { return }
        // A rest day neither breaks nor extends a run, met or not (the goal met anyway does not count it).
        for day in days where (first..<first + met.count).contains(day.ordinal) {
            (frozen[day.ordinal - first], met[day.ordinal - first]) = (true, false)
        }
    }

    /// For a goal of `perWeek` days a week: every day through today of a week (Monday to Sunday) with that many met
    /// days is met; the days of the week under way not met yet are added to `open` when it has fewer.
    mutating func fillWeeks(meeting perWeek: Int, frozen open: inout Set<CalendarDay>) {
        let thisMonday = today - Self.weekday(today)
        var weekFilled = false
        if let start = first {
            // The flags grow back to the first week's Monday, which a full week makes met.
            let monday = start - Self.weekday(start)
            met = Array(repeating: false, count: start - monday) + met
            frozen = met.map { _ in false }
            first = monday
            for weekStart in stride(from: 0, to: met.count, by: 7) {
                let days = weekStart..<min(weekStart + 7, met.count)
                let count = days.count { met[$0] }
                if count > 0, count >= perWeek {
                    for index in days { met[index] = true }
                    if monday + weekStart == thisMonday { weekFilled = true }
                }
            }
        }
        if !weekFilled {
            for ordinal in thisMonday...today where !isMet(ordinal) { open.insert(CalendarDay(ordinal: ordinal)) }
        }
        // The days before the first met one again fall outside.
        guard let start = first else { return }
        guard let skipped = met.firstIndex(of: true) else {
            self = DayFlags(met: [], today: today)
            return
        }
        met.removeFirst(skipped)
        frozen.removeFirst(skipped)
        first = start + skipped
    }

    /// 0 for Monday to 6 for Sunday, as `CalendarDay.weekdayFromMonday`.
    private static func weekday(_ ordinal: Int) -> Int { ((ordinal % 7) + 7 + 3) % 7 }

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
