import Storage

/// The profile screen of the guide: level and XP, counts, and every achievement.
public struct ExplorerProfile: Equatable, Sendable, Encodable {
    /// XP, level and the way to the next.
    public var progress: ExplorerProgress
    /// Different sights visited.
    public var sightsVisited: Int
    /// Visits recorded, returns included.
    public var visits: Int
    /// Sights marked favourite.
    public var favourites: Int
    /// Sights with a private note.
    public var notes: Int
    /// Sights the person rated.
    public var ratings: Int
    /// Routes walked with every stop reached (`sights route … --walk`).
    public var routesCompleted: Int
    /// Every achievement, earned or not.
    public var achievements: [AchievementStatus]

    /// The profile for `journal`; "every …" achievements count the sights of `catalogue`.
    public init(_ journal: SightJournal, catalogue: [Sight] = SightCatalog.bundled) {
        progress = ExplorerProgress(visits: journal.visits)
        sightsVisited = Set(journal.visits.map(\.id)).count
        visits = journal.visits.count
        favourites = journal.favourites.count
        notes = journal.notes.count
        ratings = journal.keptRatings.count
        routesCompleted = journal.routesCompleted
        achievements = AchievementStatus.all(journal, catalogue: catalogue)
    }

    /// What was gained between `before` and this profile (after a visit): XP, a new level, new achievements.
    public func reward(since before: ExplorerProfile) -> ExplorerReward {
        let earnedBefore = Set(before.achievements.filter(\.isEarned).map(\.achievement))
        return ExplorerReward(
            xp: progress.xp - before.progress.xp,
            newLevel: progress.level.number > before.progress.level.number ? progress.level : nil,
            achievements: achievements.filter { $0.isEarned && !earnedBefore.contains($0.achievement) }.map(
                \.achievement))
    }
}

/// What one action earned: XP, a level reached, achievements unlocked.
public struct ExplorerReward: Equatable, Sendable, Encodable {
    /// XP gained.
    public var xp: Int
    /// The level reached, when the action crossed into a new one.
    public var newLevel: ExplorerLevel?
    /// Achievements newly earned.
    public var achievements: [SightAchievement]

    /// A reward of `xp`, with the level reached and achievements earned, if any.
    public init(xp: Int, newLevel: ExplorerLevel? = nil, achievements: [SightAchievement] = []) {
        self.xp = xp
        self.newLevel = newLevel
        self.achievements = achievements
    }
}

extension SightGuide {
    /// Records a visit to the sight `id` on `day` (checked to exist, once a day, not after `today`)
    /// and returns what it earned; the journal is read and written under the store's lock.
    public func visit(_ id: String, on day: CalendarDay, today: CalendarDay) throws -> ExplorerReward {
        _ = try sight(id)
        return try store.update(SightJournal.self) { journal in
            let before = ExplorerProfile(journal)
            try journal.recordVisit(id, on: day, today: today)
            return ExplorerProfile(journal).reward(since: before)
        }
    }
}
