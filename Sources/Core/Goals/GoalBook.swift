import Storage

/// The person's goals in `goals.json`, one optional value per area:
/// `{"breathing": 10, "calories": 2000, "checkin": true, "study": 10, "version": 2}`.
/// Version 2 added breathing, study and check-in; a version-1 file reads as it is.
public struct Goals: StoredDocument, JSONRecord {
    public static let currentVersion = 2
    public static let defaultPath = "goals.json"
    public static let empty = Goals()

    public var version = Goals.currentVersion
    /// The daily calorie goal; nil when none is set.
    public var calories: CalorieGoal?
    /// Daily breathing minutes; nil when none is set.
    public var breathing: BreathingGoal?
    /// Cards reviewed a day; nil when none is set.
    public var study: StudyGoal?
    /// Whether a check-in is asked for every day; nil means on, the default.
    public var checkin: Bool?

    /// Goals with the given values (none by default; the check-in is on unless turned off).
    public init(
        calories: CalorieGoal? = nil, breathing: BreathingGoal? = nil, study: StudyGoal? = nil, checkin: Bool? = nil
    ) {
        (self.calories, self.breathing, self.study, self.checkin) = (calories, breathing, study, checkin)
    }

    /// Whether the daily check-in counts as a goal.
    public var checksIn: Bool { checkin ?? true }

    /// The goals of every other area, a person's trackers among them, by the area's name:
    /// `"areas": {"water": {"atLeast": 8}, "stretch": {"done": true, "perWeek": 3}}`.
    public var byArea: [String: AreaGoal] = [:]

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("calories", &calories)
        try fields.field("breathing", &breathing)
        try fields.field("study", &study)
        try fields.field("checkin", &checkin)
        try fields.field("areas", &byArea, omittedWhen: [:])
    }
}

/// The goals kept in the data directory (`goals.json`): read fresh, changed under the store's lock.
public struct GoalBook: Sendable {
    let store: any Store

    /// The goals in `store`.
    public init(store: any Store) { self.store = store }

    /// Every goal.
    public func all() throws(StoreError) -> Goals { try store.load(Goals.self) }

    /// The daily calorie goal, if one is set.
    public func calories() throws(StoreError) -> CalorieGoal? { try all().calories }

    /// Changes the goals under the lock; returns the goals as they were.
    @discardableResult
    public func change(_ change: (inout Goals) throws -> Void) throws -> Goals {
        try store.update(Goals.self) { goals in
            let before = goals
            try change(&goals)
            return before
        }
    }

    /// Sets the daily calorie goal and returns the one it replaced.
    @discardableResult
    public func setCalories(_ goal: CalorieGoal) throws -> CalorieGoal? {
        try change { $0.calories = goal }.calories
    }

    /// Removes the daily calorie goal and returns it (nil if none was set).
    @discardableResult
    public func clearCalories() throws -> CalorieGoal? {
        try change { $0.calories = nil }.calories
    }
}
