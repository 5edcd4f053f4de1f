/// Another app's "N times in D days" as the nearest goal coach has: every day, or 1 to 6 days a week.
public enum ForeignFrequency {
    /// The goal of a habit done `times` in `days` days, and whether it says the same; nil when either is 0 or less
    /// (a habit only tracked).
    public static func goal(times: Int, days: Int) -> (goal: AreaGoal, exact: Bool)? {
        guard times > 0, days > 0 else { return nil }
        let perWeek = 7 * Double(times) / Double(days)
        guard perWeek < 6.5 else { return (AreaGoal(.logged), times == days) }
        let rounded = max(1, Int(perWeek.rounded()))
        return (AreaGoal(.logged, perWeek: rounded), times * 7 == rounded * days)
    }
}
