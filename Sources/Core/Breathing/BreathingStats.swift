import Storage

/// Equilibrium's "smart statistics" over the breathing log.
public struct BreathingStats: Equatable, Sendable, Encodable {
    public struct TechniqueRow: Equatable, Sendable, Encodable {
        public var technique: String
        public var sessions: Int
        public var seconds: Double
        public var cycles: Int
    }

    public var sessions: Int
    public var completedSessions: Int
    public var seconds: Double
    public var cycles: Int
    public var favourite: String?
    public var daysActive: Int
    /// Consecutive days with a completed session, ending today (or yesterday, if today has none yet).
    public var currentStreak: Int
    public var bestStreak: Int
    public var techniques: [TechniqueRow]
    /// Minutes breathed on each of the last days, oldest first.
    public var recentMinutes: [Double]

    /// Statistics for `records` as of `now`, with calendar days in `calendar`'s time zone.
    public init(_ records: [BreathingSessionRecord], now: Date, calendar: LocalCalendar, days: Int = 14) {
        sessions = records.count
        completedSessions = records.filter(\.completed).count
        // The journal gives only sessions within bounds (at most 12 hours and 10,800 cycles each), so
        // these sums cannot overflow or reach infinity, however many sessions there are.
        seconds = records.reduce(0) { $0 + $1.seconds }
        cycles = records.reduce(0) { $0 + $1.cyclesDone }
        var rows: [String: TechniqueRow] = [:]
        for record in records {
            var row =
                rows[record.technique] ?? TechniqueRow(technique: record.technique, sessions: 0, seconds: 0, cycles: 0)
            row.sessions += 1
            row.seconds += record.seconds
            row.cycles += record.cyclesDone
            rows[record.technique] = row
        }
        techniques = rows.values.sorted {
            ($0.sessions, $0.seconds, $1.technique) > ($1.sessions, $1.seconds, $0.technique)
        }
        favourite = techniques.first?.technique

        let today = calendar.startOfDay(for: now)
        func dayIndex(_ date: Date) -> Int {
            calendar.days(from: today, to: date)
        }
        daysActive = Set(records.map { dayIndex($0.start) }).count
        let streak = DayStreak(
            days: Set(records.filter(\.completed).map { CalendarDay($0.start, in: calendar) }),
            today: CalendarDay(now, in: calendar))
        bestStreak = streak.best
        currentStreak = streak.current
        recentMinutes = (0..<days).map { back in
            records.filter { dayIndex($0.start) == back - days + 1 }.reduce(0) { $0 + $1.seconds } / 60
        }
    }

    /// A short encouraging line that depends on the streak.
    public var encouragement: String { encouragement(in: .english) }

    /// The encouraging line in `words`' language.
    public func encouragement(in words: Messages) -> String {
        let days = currentStreak
        return switch currentStreak {
        case 0 where sessions == 0: words.tr("Your first session starts a streak: try 'breathe'.")
        case 0: words.tr("A new streak starts with one calm session today.")
        case 1: words.tr("One day in. Come back tomorrow to make it two.")
        case 2...6: words.trn("%d day in a row. The habit is forming.", "%d days in a row. The habit is forming.", days)
        case 7...29:
            words.trn(
                "%d day in a row. A week and more of calm: well done.",
                "%d days in a row. A week and more of calm: well done.", days)
        default:
            words.trn(
                "%d day in a row. Breathing is part of your days now.",
                "%d days in a row. Breathing is part of your days now.", days)
        }
    }
}
