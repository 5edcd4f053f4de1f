import Core

/// One area's streak and strength as of today, for the commands that show one area's (`breathe stats`,
/// `formula stats`, `checkin`): the same computation `today`, `streaks` and `insights` use.
enum AreaStreak {
    /// `area`'s goal and its whole history judged by it (without a goal: days with anything logged).
    static func days(_ area: any Area, context: CommandContext) throws -> (goal: AreaGoal?, days: AreaDays) {
        let today = context.today
        let span = try AreaSpan(
            area, goals: try context.goals.all(), from: AreaSpan.firstDay, through: today, in: context.areaSources)
        return (span.goal, span.days(rest: try context.checkIns.allRestDays(), today: today))
    }
}
