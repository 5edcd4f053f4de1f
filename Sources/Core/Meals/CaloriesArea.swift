import Storage

/// Calories as an area: kilocalories eaten a day. Its goal is a ceiling: a day meets it when something
/// was logged and the total stayed within it, which is known once the day is over.
public struct CaloriesArea: JournalArea {
    public init() {}

    public let id = "calories"
    public let series = "meals"
    public let title = Messages.mark("Calories")
    public let unit = "kcal"
    public let goalExample = "goal calories 2000"
    /// A day without a meal logged is unknown, not a day of nothing eaten.
    public let emptyDaysCount = false

    public func goal(in goals: Goals) -> AreaGoal? { goals.calories.map { AreaGoal(.atMost(Double($0.calories))) } }
    public func setGoal(_ text: String, in goals: inout Goals) throws { goals.calories = try CalorieGoal.parse(text) }
    public func clearGoal(in goals: inout Goals) { goals.calories = nil }
    public func describe(_ goal: AreaGoal) -> String {
        let calories = Int(goal.target ?? 0)
        let preset = CalorieGoal.presets.first { $0.goal.calories == calories }.map { " (\($0.name))" } ?? ""
        return MealNumber.grouped(calories) + " kcal a day" + preset
    }

    public func table<T: DayTable>(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources)
        throws -> T where T.Value == Double
    {
        try MealJournal(store: sources.store, calendar: sources.calendar).dailyTotals(from: first, through: last) {
            $0.meals > 0 ? Double($0.calories) : nil
        }
    }

    /// Open only until something is logged: eating more would not meet a ceiling.
    public func stillToDo(value: Double?, goal: AreaGoal) -> StillToDo? {
        value == nil ? StillToDo(area: id, task: "log what you eat", command: "meal add Oatmeal 150") : nil
    }

    public func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> ExportTable?
    {
        let journal = MealJournal(store: sources.store, calendar: sources.calendar)
        // The meal log reads month by month, so the span is narrowed to the months it has.
        let months = try journal.months()
        guard let early = months.first, let late = months.last?.adding(days: 31), max(first, early) <= min(last, late)
        else {
            return .meals([], calendar: sources.calendar)
        }
        return .meals(try journal.meals(from: max(first, early), through: min(last, late)), calendar: sources.calendar)
    }

    /// Days above the goal against days at or under it; days without a meal logged are left out.
    public func moodSplit(goal: AreaGoal?) -> MoodSplit? {
        guard let limit = goal?.target else { return nil }
        return MoodSplit(factor: id, labels: ("above the goal", "at or under the goal")) { value in
            value.map { $0 > limit }
        }
    }
}
