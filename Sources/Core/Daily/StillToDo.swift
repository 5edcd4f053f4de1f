/// A goal not yet met today, and the command that meets it.
public struct StillToDo: Equatable, Sendable, Encodable {
    /// The area whose goal is open.
    public var area: GoalArea
    /// What is left, in words: `breathe 6 more minutes`.
    public var task: String
    /// What to type: `breathe --minutes 6`.
    public var command: String

    /// What is left of `area`'s goal, and the command for it.
    public init(area: GoalArea, task: String, command: String) { (self.area, self.task, self.command) = (area, task, command) }
}

extension Goals {
    /// Each goal `activity` has not met yet, with the command that meets it, in the order shown.
    /// A calorie goal is open only until something is logged: eating more would not meet it.
    public func stillToDo(_ activity: DayActivity) -> [StillToDo] {
        areas.compactMap { area -> StillToDo? in
            guard !isMet(area, by: activity) else { return nil }
            switch area {
            case .checkin:
                return StillToDo(area: area, task: "check in: mood, energy and a note", command: "checkin")
            case .breathing:
                let left = (breathing?.minutes ?? 0) - activity.breathingMinutes
                return StillToDo(area: area, task: "breathe \(left) more minute" + (left == 1 ? "" : "s"), command: "breathe --minutes \(min(left, 60))")
            case .study:
                let left = (study?.cards ?? 0) - activity.cardsReviewed
                return StillToDo(area: area, task: "review \(left) more card" + (left == 1 ? "" : "s"), command: "formula quiz --count \(min(left, 100))")
            case .calories:
                guard activity.meals == 0 else { return nil }
                return StillToDo(area: area, task: "log what you eat", command: "meal add Oatmeal 150")
            }
        }
    }
}
