import Core

/// One area's streak and strength as of today, for the commands that show one area's (`breathe stats`,
/// `formula stats`, `checkin`): the same computation `today`, `streaks` and `insights` use.
enum AreaStreak {
    /// `area`'s goal and its whole history judged by it (without a goal: days with anything logged).
    static func days(_ area: any Area, context: CommandContext) throws -> (goal: AreaGoal?, days: AreaDays) {
        let goal = area.goal(in: try context.goals.all())
        let today = context.today
        let values = try area.values(
            from: CalendarDay(year: 1970, month: 1, day: 1), through: today, in: context.areaSources)
        return (goal, AreaDays(values: values, goal: goal, rest: try context.checkIns.allRestDays(), today: today))
    }
}
