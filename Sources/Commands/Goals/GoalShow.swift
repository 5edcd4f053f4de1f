import ArgumentParser
import Core

/// `goal` shows every goal; `goal AREA VALUE` sets one.
struct GoalShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Every goal and today's progress (the default); 'goal AREA VALUE' sets one.")

    @Argument(
        help: .completed("The area whose goal to set: checkin, breathing, calories, study or a tracker.", from: .area),
        completion: DynamicValues.area.completion)
    var area: String?
    @Argument(
        help: .completed("Its goal: 10m, 2000 or moderate, 10, on/off, 8, 'at most 80', '3 a week'.", from: .goal),
        completion: DynamicValues.goal.completion)
    var value: [String] = []
    @OptionGroup var format: OutputFormat

    struct Listing: Encodable {
        var goals: [String: Double]
        var checkin: Bool
        var today: [TodayJSON.Area]
    }

    func run(in context: CommandContext) async throws {
        if let area {
            let shown = try context.goalArea(named: area)
            let text = value.joined(separator: " ")
            guard !text.isEmpty else {
                throw AreaGoalError.noValue(area: shown.area.id, example: shown.area.goalExample)
            }
            return try GoalCommand.set(shown, context: context) { try shown.area.setGoal(text, in: &$0) }
        }
        let goals = try context.goals.all()  // the goals are what this shows: a damaged file fails it
        let report = DayReport.load(context.today, streaks: true, context: context)
        let rows = report.goalAreas
        let values = rows.compactMap { day in day.goal.flatMap { goal in goal.target.map { (day.area.id, $0) } } }
        try await format.show(
            Listing(
                goals: Dictionary(values, uniquingKeysWith: { a, _ in a }), checkin: goals.checksIn,
                today: rows.map(TodayJSON.area)), in: context
        ) {
            let words = context.messages
            let lines = rows.map { day in
                let unset = day.area.id == CheckInArea().id ? words.tr("off") : words.tr("not set")
                return [
                    words.tr(day.area.title),
                    GoalCommand.describe(day.area, in: goals, words)
                        ?? context.style.dim(unset + ": '\(day.area.goalExample)'"),
                    DayView.progress(day, report, context: context, words),
                ]
            }
            context.output.line(
                context.style.bold(words.tr("Goals")) + words.tr(", and today (%@)", words.shortDate(report.day)))
            let table = Table(indent: "  ", gap: "   ")
            guard !context.plain else {
                let said = lines.map { [$0[0], $0[1], words.tr("today %@", $0[2])] }
                for line in Table.labelled(said) { context.output.line(line) }
                return
            }
            let wide = table.lines(lines)
            guard let width = context.output.width, wide.contains(where: { TerminalText.width(of: $0) > width }) else {
                for line in wide { context.output.line(line) }
                return
            }
            // Too wide for the terminal: today's progress goes under each goal.
            let goals = table.lines(lines.map { Array($0.prefix(2)) })
            let under = String(repeating: " ", count: 2 + (lines.map { TerminalText.width(of: $0[0]) }.max() ?? 0) + 3)
            for (goal, row) in zip(goals, lines) {
                context.output.line(goal)
                context.output.line(under + row[2])
            }
        }
    }
}
