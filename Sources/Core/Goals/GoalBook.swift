import Storage

/// The person's goals in `goals.json`, one optional value per kind so others can join later:
/// `{"calories": 2000, "version": 1}`.
public struct Goals: StoredDocument {
    public static let currentVersion = 1
    public static let defaultPath = "goals.json"
    public static let empty = Goals()

    public var version = Goals.currentVersion
    /// The daily calorie goal; nil when none is set.
    public var calories: CalorieGoal?

    /// Goals with only a calorie goal (or none).
    public init(calories: CalorieGoal? = nil) { self.calories = calories }
}

/// The goals kept in the data directory (`goals.json`): read fresh, changed under the store's lock.
public struct GoalBook: Sendable {
    let store: any Store

    /// The goals in `store`.
    public init(store: any Store) { self.store = store }

    /// The daily calorie goal, if one is set.
    public func calories() throws(StoreError) -> CalorieGoal? {
        try store.load(Goals.self).calories
    }

    /// Sets the daily calorie goal and returns the one it replaced.
    @discardableResult
    public func setCalories(_ goal: CalorieGoal) throws -> CalorieGoal? {
        try store.update(Goals.self) { goals in
            defer { goals.calories = goal }
            return goals.calories
        }
    }

    /// Removes the daily calorie goal and returns it (nil if none was set).
    @discardableResult
    public func clearCalories() throws -> CalorieGoal? {
        try store.update(Goals.self) { goals in
            defer { goals.calories = nil }
            return goals.calories
        }
    }
}
