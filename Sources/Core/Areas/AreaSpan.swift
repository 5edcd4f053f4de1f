import Storage

/// One area over a span of days: its goal and each day's number, read once for every view.
public struct AreaSpan: Sendable {
    /// The first day a log can hold: a span from it is the area's whole history (its streaks and strength).
    public static let firstDay = CalendarDay(year: 1970, month: 1, day: 1)

    /// The area.
    public let area: any Area
    /// Its goal; nil when none is set (or it takes none).
    public let goal: AreaGoal?
    /// Each day's number; a day with nothing logged is missing.
    public let values: DayValues
    /// The area's own rest days (`Area.restDays`), frozen besides the planned ones.
    public let rest: Set<CalendarDay>

    /// `area` with `goal`, `values` and its own `rest` days.
    public init(area: any Area, goal: AreaGoal?, values: DayValues, rest: Set<CalendarDay> = []) {
        (self.area, self.goal, self.values, self.rest) = (area, area.takesGoal ? goal : nil, values, rest)
    }

    /// `area` with `goal` and the values of `values`' days.
    public init(area: any Area, goal: AreaGoal?, values: [CalendarDay: Double]) {
        self.init(area: area, goal: goal, values: DayValues(values))
    }

    /// `area`'s goal in `goals` and its numbers from `first` through `last`, read from `sources`.
    public init(
        _ area: any Area, goals: Goals, from first: CalendarDay, through last: CalendarDay, in sources: AreaSources
    ) throws {
        self.init(
            area: area, goal: area.goal(in: goals), values: try area.dayValues(from: first, through: last, in: sources),
            rest: try area.restDays(from: first, through: last, in: sources))
    }

    /// The days judged by the goal, with `rest` days and the area's own frozen, as of `today`: streak and strength.
    public func days(rest: Set<CalendarDay>, today: CalendarDay) -> AreaDays {
        AreaDays(values: values, goal: goal, rest: self.rest.isEmpty ? rest : rest.union(self.rest), today: today)
    }

    /// What is left of the goal on a day with `value` so far; nil without a goal or once met.
    public func stillToDo(_ value: Double?, in words: Messages = .english) -> StillToDo? {
        guard let goal, !goal.isMet(by: value) || goal.isCeiling else { return nil }
        return area.stillToDo(value: value, goal: goal, in: words)
    }
}
