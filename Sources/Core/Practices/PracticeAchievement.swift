import Storage

/// A badge earned by keeping up a practice (breathing, relax, study, a tracker), as sights earn theirs
/// (`SightAchievement`): reckoned from the log each time, never stored, so it is earned once.
public enum PracticeAchievement: String, CaseIterable, Sendable, Encodable {
    case firstSession = "first-session"
    case tenSessions = "ten-sessions"
    case sevenDays = "seven-days-running"
    case hundred = "hundred"
    case thirtyDays = "thirty-days"

    /// `Seven days running`; the hundred says what it counts.
    public func title(_ kind: PracticeKind) -> String {
        switch self {
        case .firstSession: Messages.mark("First session")
        case .tenSessions: Messages.mark("Ten sessions")
        case .sevenDays: Messages.mark("Seven days running")
        case .hundred:
            switch kind {
            case .timed: Messages.mark("100 minutes")
            case .cards: Messages.mark("100 cards")
            case .entries: Messages.mark("100 entries")
            }
        case .thirtyDays: Messages.mark("Thirty days")
        }
    }

    /// How to earn it.
    public func goal(_ kind: PracticeKind) -> String {
        switch self {
        case .firstSession: Messages.mark("do a first session")
        case .tenSessions: Messages.mark("do 10 sessions")
        case .sevenDays: Messages.mark("practise on 7 days in a row")
        case .hundred:
            switch kind {
            case .timed: Messages.mark("practise 100 minutes in all")
            case .cards: Messages.mark("review 100 cards in all")
            case .entries: Messages.mark("log 100 entries in all")
            }
        case .thirtyDays: Messages.mark("practise on 30 different days")
        }
    }

    /// How much it needs: sessions, days in a row, minutes, cards or entries, days.
    public var needed: Int {
        switch self {
        case .firstSession: 1
        case .tenSessions: 10
        case .sevenDays: 7
        case .hundred: 100
        case .thirtyDays: 30
        }
    }

    /// How far `log` has come (at most `needed`) and the day it got there, if it did: the log is replayed
    /// session by session, oldest first.
    func reckon(_ log: PracticeLog) -> (done: Int, earnedOn: CalendarDay?) {
        var (best, run, amount, days) = (0, 0, 0.0, 0)
        var previous: CalendarDay?
        for (index, session) in log.sessions.enumerated() {
            if previous != session.day {
                run = previous.map { $0.adding(days: 1) == session.day } == true ? run + 1 : 1
                days += 1
                previous = session.day
            }
            best = max(best, run)
            amount += log.kind == .timed ? session.seconds / 60 : Double(session.items)
            let reached: Int
            switch self {
            case .firstSession, .tenSessions: reached = index + 1
            case .sevenDays: reached = best
            case .hundred: reached = Int((amount + 1e-9).rounded(.down))
            case .thirtyDays: reached = days
            }
            if reached >= needed { return (needed, session.day) }
            if index == log.sessions.count - 1 { return (reached, nil) }
        }
        return (0, nil)
    }
}

/// One achievement of any practice, sights' included, and how far along it the person is: a row of `achievements`.
public struct AchievementRow: Equatable, Sendable, Encodable {
    /// `breathing`, `study`, `sights` or a tracker's name.
    public var practice: String
    /// `seven-days-running`, `first-steps`.
    public var achievement: String
    /// Its title and goal, in English (the catalog translates them).
    public var title: String
    public var goal: String
    public var done: Int
    public var needed: Int
    /// The day it was earned; nil while locked (and for a sights' achievement of notes, which have no day).
    public var earnedOn: CalendarDay?
    /// Whether it was earned: kept apart from the day, which a notes' achievement lacks.
    public var earned: Bool

    /// Every achievement of `log`'s practice.
    public static func all(_ log: PracticeLog) -> [AchievementRow] {
        PracticeAchievement.allCases.map { achievement in
            let (done, day) = achievement.reckon(log)
            return AchievementRow(
                practice: log.practice, achievement: achievement.rawValue, title: achievement.title(log.kind),
                goal: achievement.goal(log.kind), done: done, needed: achievement.needed, earnedOn: day,
                earned: day != nil)
        }
    }

    /// The sights' achievements, as `sights profile` lists them.
    public static func sights(_ statuses: [AchievementStatus]) -> [AchievementRow] {
        statuses.map {
            AchievementRow(
                practice: "sights", achievement: $0.achievement.rawValue, title: $0.achievement.title,
                goal: $0.achievement.goal, done: $0.done, needed: $0.needed, earnedOn: $0.earnedOn, earned: $0.isEarned)
        }
    }

    /// Those of `after` earned that were not in `before`: what the last command earned.
    public static func newlyEarned(before: [AchievementRow], after: [AchievementRow]) -> [AchievementRow] {
        let had = Set(before.filter(\.earned).map { $0.practice + "/" + $0.achievement })
        return after.filter { $0.earned && !had.contains($0.practice + "/" + $0.achievement) }
    }

    /// What the JSON holds: not the goal, which only the screen shows.
    private enum CodingKeys: String, CodingKey { case practice, achievement, title, done, needed, earned, earnedOn }
}
