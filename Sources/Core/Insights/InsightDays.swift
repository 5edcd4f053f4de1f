import Storage

/// An area `insights` charts: each gives one number a day.
public enum InsightArea: String, CaseIterable, Sendable, Codable {
    case breathing, meals, study, mood, sights, relax

    /// The unit of a day's number: `min`, `kcal`, `cards`, `mood`, `visits`.
    public var unit: String {
        switch self {
        case .breathing: "min"
        case .meals: "kcal"
        case .study: "cards"
        case .mood: "mood"
        case .sights: "visits"
        case .relax: "min"
        }
    }

    /// Whether a day with nothing logged counts as zero in averages. A day without breathing is zero
    /// minutes; a day without a meal logged or a check-in is unknown, so it is left out.
    public var emptyDaysCount: Bool { self != .meals && self != .mood }

    /// The goal that decides a met day, if this area has one.
    public var goalArea: GoalArea? {
        switch self {
        case .breathing: .breathing
        case .meals: .calories
        case .study: .study
        case .mood: .checkin
        case .sights, .relax: nil
        }
    }
}

/// What the logs hold for a range of days, in the form every insight reads: each day's activity,
/// its check-in and its sight visits.
public struct InsightDays: Sendable {
    /// Each day's check-in, breathing, meals and study.
    public var activity: ActivityLog
    /// Each day's check-in.
    public var checkIns: [CalendarDay: CheckIn]
    /// Sights visited on each day.
    public var visits: [CalendarDay: Int]
    /// Minutes with the visual practices (`relax`) on each day.
    public var relaxMinutes: [CalendarDay: Double] = [:]

    /// The days' facts; check-ins also mark their days checked in.
    public init(activity: ActivityLog, checkIns: [CheckIn] = [], visits: [SightVisit] = []) {
        self.activity = activity
        self.checkIns = Dictionary(checkIns.map { ($0.calendarDay, $0) }, uniquingKeysWith: { $1 })
        self.visits = Dictionary(visits.map { ($0.day, 1) }, uniquingKeysWith: +)
    }

    /// `area`'s number on every day that has one (a missing day is nothing logged).
    public func values(_ area: InsightArea) -> [CalendarDay: Double] {
        switch area {
        case .breathing: activity.days.compactMapValues { $0.breathingSeconds > 0 ? $0.breathingSeconds / 60 : nil }
        case .meals: activity.days.compactMapValues { $0.meals > 0 ? Double($0.calories) : nil }
        case .study: activity.days.compactMapValues { $0.cardsReviewed > 0 ? Double($0.cardsReviewed) : nil }
        case .mood: checkIns.mapValues { Double($0.mood) }
        case .sights: visits.mapValues(Double.init)
        case .relax: relaxMinutes
        }
    }

    /// Adds the relax sessions' minutes to their days (in `calendar`).
    public mutating func add(_ sessions: [RelaxSessionRecord], calendar: LocalCalendar) {
        for session in sessions { relaxMinutes[CalendarDay(session.start, in: calendar), default: 0] += session.seconds / 60 }
    }

    /// The days whose goal for `area` was met, or nil when the area has no goal set.
    public func metDays(_ area: InsightArea, goals: Goals) -> Set<CalendarDay>? {
        guard let goal = area.goalArea, goals.has(goal) else { return nil }
        return activity.daysMet(goal, goals: goals)
    }
}

extension Goals {
    /// The daily goal of `area` as a number on its chart (the check-in goal has none).
    public func target(_ area: InsightArea) -> Double? {
        switch area {
        case .breathing: breathing.map { Double($0.minutes) }
        case .meals: calories.map { Double($0.calories) }
        case .study: study.map { Double($0.cards) }
        case .mood, .sights, .relax: nil
        }
    }
}
