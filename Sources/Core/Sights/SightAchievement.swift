/// A badge earned by exploring, as on the seed's achievements screen.
public enum SightAchievement: String, CaseIterable, Sendable, Encodable {
    case firstSteps = "first-steps"
    case tenSights = "ten-sights"
    case allMuseums = "all-museums"
    case allTheatres = "all-theatres"
    case allChurches = "all-churches"
    case fiveInADay = "five-in-a-day"
    case threeDaysRunning = "three-days-running"
    case regular = "regular"
    case chronicler = "chronicler"
    case everySight = "every-sight"

    /// `Museum lover`.
    public var title: String {
        switch self {
        case .firstSteps: Messages.mark("First steps")
        case .tenSights: Messages.mark("Ten sights")
        case .allMuseums: Messages.mark("Museum lover")
        case .allTheatres: Messages.mark("Theatre lover")
        case .allChurches: Messages.mark("Pilgrim")
        case .fiveInADay: Messages.mark("Marathon day")
        case .threeDaysRunning: Messages.mark("Three days running")
        case .regular: Messages.mark("Regular")
        case .chronicler: Messages.mark("Chronicler")
        case .everySight: Messages.mark("Saransk complete")
        }
    }

    /// How to earn it.
    public var goal: String {
        switch self {
        case .firstSteps: Messages.mark("visit your first sight")
        case .tenSights: Messages.mark("visit 10 different sights")
        case .allMuseums: Messages.mark("visit every museum")
        case .allTheatres: Messages.mark("visit every theatre")
        case .allChurches: Messages.mark("visit every church and monastery")
        case .fiveInADay: Messages.mark("visit 5 different sights in one day")
        case .threeDaysRunning: Messages.mark("visit sights on 3 days in a row")
        case .regular: Messages.mark("visit the same sight on 3 different days")
        case .chronicler: Messages.mark("write notes on 5 sights")
        case .everySight: Messages.mark("visit every sight of Saransk")
        }
    }

    /// How far `journal` has come towards it, as (done, needed); "every" achievements count the
    /// sights of `catalogue` (the bundled sights of Saransk), the rest count any place.
    func count(_ journal: SightJournal, catalogue: [Sight]) -> (done: Int, needed: Int) {
        let visited = Set(journal.visits.map(\.id))
        func every(_ category: SightCategory?) -> (Int, Int) {
            let ids = catalogue.filter { category == nil || $0.category == category }.map(\.id)
            return (ids.filter(visited.contains).count, ids.count)
        }
        switch self {
        case .firstSteps: return (min(visited.count, 1), 1)
        case .tenSights: return (min(visited.count, 10), 10)
        case .allMuseums: return every(.museum)
        case .allTheatres: return every(.theatre)
        case .allChurches: return every(.religious)
        case .everySight: return every(nil)
        case .fiveInADay:
            let perDay = Dictionary(grouping: Set(journal.visits), by: \.day).values.map(\.count)
            return (min(perDay.max() ?? 0, 5), 5)
        case .threeDaysRunning:
            let days = Set(journal.visits.map(\.day))
            let best = days.max().map { DayStreak(days: days, today: $0).best } ?? 0
            return (min(best, 3), 3)
        case .regular:
            let daysPerSight = Dictionary(grouping: Set(journal.visits), by: \.id).values.map(\.count)
            return (min(daysPerSight.max() ?? 0, 3), 3)
        case .chronicler: return (min(journal.notes.count, 5), 5)
        }
    }
}

/// One achievement and how far along it the user is.
public struct AchievementStatus: Equatable, Sendable, Encodable {
    /// The achievement.
    public var achievement: SightAchievement
    /// How much of the goal is done: sights, days or notes.
    public var done: Int
    /// How much the goal needs.
    public var needed: Int
    /// The day of the visit that earned it; nil while locked, and for notes, which have no day.
    public var earnedOn: CalendarDay?

    /// Whether it is earned.
    public var isEarned: Bool { needed > 0 && done >= needed }

    /// Every achievement for `journal`, in the order of `SightAchievement.allCases`.
    public static func all(_ journal: SightJournal, catalogue: [Sight] = SightCatalog.bundled) -> [AchievementStatus] {
        let days = Set(journal.visits.map(\.day)).sorted()
        return SightAchievement.allCases.map { achievement in
            let (done, needed) = achievement.count(journal, catalogue: catalogue)
            var status = AchievementStatus(achievement: achievement, done: done, needed: needed)
            if status.isEarned, achievement != .chronicler {
                // Replays the visits day by day to find the day it was earned.
                status.earnedOn = days.first { day in
                    var before = journal
                    before.visits = journal.visits.filter { $0.day <= day }
                    let (done, needed) = achievement.count(before, catalogue: catalogue)
                    return done >= needed
                }
            }
            return status
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(achievement, forKey: .achievement)
        try keys.encode(achievement.title, forKey: .title)
        try keys.encode(done, forKey: .done)
        try keys.encode(needed, forKey: .needed)
        try keys.encode(isEarned, forKey: .earned)
        try keys.encodeIfPresent(earnedOn?.text, forKey: .earnedOn)
    }

    private enum CodingKeys: String, CodingKey { case achievement, title, done, needed, earned, earnedOn }
}
