import Storage

/// What to do with a meal whose name is already logged that day.
public enum MealDuplicateChoice: Equatable, Sendable {
    case add
    /// Put this entry in the logged one's place.
    case replace(with: MealEntry)
    case skip
}

/// What `logMeal` did, with the day's total afterwards.
public enum MealLogOutcome: Equatable, Sendable {
    case added(MealEntry, dayTotal: Int)
    case replaced(MealEntry, with: MealEntry, dayTotal: Int)
    case skipped(existing: MealEntry)
}
