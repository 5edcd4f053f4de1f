/// How a day's eating compares with the calorie goal: what `meal list` and `meal history` show
/// beside each total. Pure data; the commands draw the bar.
public struct DayProgress: Equatable, Sendable {
    /// The colour of the progress bar.
    public enum Band: String, Equatable, Sendable {
        /// Below 90 % of the goal.
        case green
        /// From 90 % up to and including 100 %.
        case yellow
        /// Above 100 %.
        case red
    }

    /// Calories eaten.
    public let eaten: Int
    /// The day's goal in kcal.
    public let goal: Int

    /// Progress of `eaten` against `goal`.
    public init(eaten: Int, goal: CalorieGoal) {
        (self.eaten, self.goal) = (eaten, goal.calories)
    }

    /// Calories still to eat before the goal; 0 once reached.
    public var remaining: Int { max(goal - eaten, 0) }
    /// Calories eaten beyond the goal; 0 until passed.
    public var over: Int { max(eaten - goal, 0) }
    /// Whole percent of the goal eaten, rounded down so 99.9 % never reads as 100 %.
    public var percent: Int { eaten * 100 / goal }
    /// Share of the goal eaten (1 = the goal, may exceed 1), for drawing the bar.
    public var fraction: Double { Double(eaten) / Double(goal) }

    /// Green below 90 %, yellow to 100 %, red above; decided on exact calories, not the rounded percent.
    public var band: Band {
        if eaten * 10 < goal * 9 { return .green }
        return eaten <= goal ? .yellow : .red
    }
}
