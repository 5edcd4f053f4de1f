import Core

/// How a day's areas are shown: one cell each for `today`, `goal` and the line above the prompt.
enum DayView {
    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July",
                                 "August", "September", "October", "November", "December"]

    /// `Tuesday 24 November 2026`.
    static func longDate(_ day: CalendarDay) -> String {
        "\(weekdays[day.weekdayFromMonday]) \(day.day) \(months[day.month - 1]) \(day.year)"
    }

    /// `Tue 24 Nov`.
    static func shortDate(_ day: CalendarDay) -> String {
        "\(weekdays[day.weekdayFromMonday].prefix(3)) \(day.day) \(months[day.month - 1].prefix(3))"
    }

    /// `mood 4 good, energy 3 steady, "slept well" (08:12)`.
    static func checkIn(_ checkIn: CheckIn, context: CommandContext) -> String {
        CheckInView.summary(checkIn) + " (\(CalendarDay.clock(checkIn.time, in: context.calendar)))"
    }

    /// The check-in row's progress: the check-in, a rest day, or that it is still to come.
    static func checkInProgress(_ report: DayReport, context: CommandContext) -> String {
        if let made = report.checkIn { return checkIn(made, context: context) }
        if report.resting { return "rest day: streaks stay as they are" }
        return report.day == context.today ? "not checked in yet" : "no check-in"
    }

    /// An area's progress against its goal, with a bar; the plain amount when it has no goal.
    static func progress(_ area: GoalArea, _ report: DayReport, context: CommandContext) -> String {
        let (activity, goals, style) = (report.activity, report.goals, context.style)
        switch area {
        case .checkin:
            return checkInProgress(report, context: context)
        case .breathing:
            guard let goal = goals.breathing else { return "\(activity.breathingMinutesText) min" }
            return bar("\(activity.breathingMinutesText) / \(goal.minutes) min", done: activity.breathingMinutes, of: goal.minutes, style: style)
        case .calories:
            return MealView.progress(eaten: activity.calories, goal: goals.calories, style: style, hint: false)
        case .study:
            let due = report.cardsDue > 0 ? " · \(report.cardsDue) due" : ""
            guard let goal = goals.study else { return "\(activity.cardsReviewed.counted("card")) reviewed" + due }
            return bar("\(activity.cardsReviewed) / \(goal.cards) cards", done: activity.cardsReviewed, of: goal.cards, style: style) + due
        }
    }

    /// `4 / 10 min  ████████░░░░░░░░░░░░  40%`, green once met.
    private static func bar(_ amount: String, done: Int, of goal: Int, style: Style) -> String {
        let fraction = Double(done) / Double(goal)
        let cells = ProgressBar.cells(fraction, width: 20, rounding: .down)
        return "\(amount)  \(done >= goal ? style.green(cells) : cells)  \(min(done * 100 / goal, 999))%"
    }

    /// `streak 3 days · best 9`, `best 9` between streaks, or nothing before the first met day.
    static func streak(_ area: GoalArea, _ report: DayReport) -> String {
        guard let streak = report.streaks[area], streak.best > 0 else { return "" }
        return (streak.current > 0 ? "streak \(streak.current.counted("day")) · " : "") + "best \(streak.best)"
    }

    /// The one line above the first prompt: `Tue 24 Nov · not checked in yet · breathing 4/10 min · …`.
    static func line(_ report: DayReport, context: CommandContext) -> String {
        let (activity, goals) = (report.activity, report.goals)
        var parts = [shortDate(report.day)]
        parts.append(report.checkIn.map { "mood " + CheckInScale.mood.describe($0.mood) } ?? (report.resting ? "rest day" : "not checked in yet"))
        if let goal = goals.breathing { parts.append("breathing \(activity.breathingMinutesText)/\(goal.minutes) min") }
        if let goal = goals.calories { parts.append("\(MealNumber.grouped(activity.calories))/\(MealView.kcal(goal.calories))") }
        if let goal = goals.study { parts.append("cards \(activity.cardsReviewed)/\(goal.cards)") }
        if report.cardsDue > 0 { parts.append("\(report.cardsDue) due") }
        let open = goals.stillToDo(activity).count
        let hint = report.checkIn == nil && goals.checksIn ? "'checkin' to begin" : open > 0 ? "\(open) to do: 'today'" : "all done"
        return parts.joined(separator: " · ") + " — " + hint
    }
}
