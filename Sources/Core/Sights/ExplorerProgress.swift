/// A rank on the way from newcomer to connoisseur, reached at a number of XP.
public struct ExplorerLevel: Equatable, Sendable, Encodable {
    /// 1 for the first level.
    public var number: Int
    /// `Explorer`; shown as `words.tr(level.name)`.
    public var name: String
    /// The XP at which it is reached.
    public var threshold: Int

    /// The levels, lowest first. A first visit is worth 100 XP, so the thresholds read as
    /// "2, 5, 10, 20, 30 sights", and the top one needs all 45 bundled sights (or many returns).
    public static let all: [ExplorerLevel] = [
        ExplorerLevel(number: 1, name: Messages.mark("Newcomer"), threshold: 0),
        ExplorerLevel(number: 2, name: Messages.mark("Wanderer"), threshold: 200),
        ExplorerLevel(number: 3, name: Messages.mark("Explorer"), threshold: 500),
        ExplorerLevel(number: 4, name: Messages.mark("Pathfinder"), threshold: 1000),
        ExplorerLevel(number: 5, name: Messages.mark("Local expert"), threshold: 2000),
        ExplorerLevel(number: 6, name: Messages.mark("City guide"), threshold: 3000),
        ExplorerLevel(number: 7, name: Messages.mark("Saransk connoisseur"), threshold: 4500),
    ]
}

/// Where the user stands: XP, level, and how far along the way to the next level.
///
/// XP come from visits only: a sight's first visit earns 100, each return on a later day 10
/// (a sight counts once a day), so seeing new places is what levels you up.
public struct ExplorerProgress: Equatable, Sendable, Encodable {
    /// XP for the first visit to a sight.
    public static let firstVisitXP = 100
    /// XP for visiting a sight again on another day.
    public static let returnVisitXP = 10

    /// XP earned in all.
    public var xp: Int
    /// The level reached.
    public var level: ExplorerLevel
    /// The next level; nil at the top.
    public var next: ExplorerLevel?
    /// XP earned since reaching `level`.
    public var xpIntoLevel: Int
    /// XP between `level` and `next`; nil at the top.
    public var xpForLevel: Int?
    /// How far from `level` to `next`, 0…1; 1 at the top.
    public var fraction: Double

    /// The progress at `xp`.
    public init(xp: Int) {
        let levels = ExplorerLevel.all
        let index = levels.lastIndex { $0.threshold <= xp } ?? 0
        let level = levels[index]
        let next = index + 1 < levels.count ? levels[index + 1] : nil
        let into = xp - level.threshold
        let span = next.map { $0.threshold - level.threshold }
        self.xp = xp
        self.level = level
        self.next = next
        xpIntoLevel = into
        xpForLevel = span
        fraction = span.map { min(1, max(0, Double(into) / Double($0))) } ?? 1
    }

    /// The progress earned by `visits`: 100 XP per sight visited, 10 per return on another day.
    public init(visits: [SightVisit]) {
        let distinct = Set(visits.map(\.id)).count
        let days = Set(visits).count
        self.init(xp: distinct * Self.firstVisitXP + (days - distinct) * Self.returnVisitXP)
    }
}
