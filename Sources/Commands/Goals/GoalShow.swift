import ArgumentParser
import Core

/// `goal` shows every goal; `goal AREA VALUE` sets one.
struct GoalShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Every goal and today's progress (the default); 'goal AREA VALUE' sets one.")

    @Argument(help: .completed("The area whose goal to set: checkin, breathing, calories, study or a tracker.", from: .area),
              completion: DynamicValues.area.completion)
    var area: String?
    @Argument(help: .completed("Its goal: 10m, 2000 or moderate, 10, on/off, 8, 'at most 80', '3 a week'.", from: .goal),
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
            guard let shown = (try context.areas()).first(where: { $0.area.id == area.lowercased() && $0.area.takesGoal }) else {
                let names = try context.areas().filter(\.area.takesGoal).map(\.area.id)
                let guess = Suggestion.closest(to: area.lowercased(), among: names).map { " Did you mean '\($0)'?" } ?? ""
                throw CommandFailure("there is no area '\(ControlCharacters.visible(area))'.\(guess) A goal is set by its area: "
                    + "'goal calories 1800', 'goal breathing 10m', 'goal study 10', 'goal checkin on' or a tracker's, 'goal water 8'")
            }
            let text = value.joined(separator: " ")
            guard !text.isEmpty else { throw CommandFailure("give the \(shown.area.id) goal, e.g. '\(shown.area.goalExample)'") }
            return try GoalCommand.set(shown, context: context) { try shown.area.setGoal(text, in: &$0) }
        }
        let goals = try context.goals.all()  // the goals are what this shows: a damaged file fails it
        let report = DayReport.load(context.today, streaks: true, context: context)
        let rows = report.goalAreas
        let values = rows.compactMap { day in day.goal.flatMap { goal in goal.target.map { (day.area.id, $0) } } }
        try await format.show(Listing(goals: Dictionary(values, uniquingKeysWith: { a, _ in a }), checkin: goals.checksIn,
                                      today: rows.map(TodayJSON.area)), in: context) {
            let lines = rows.map { day in
                [day.area.title, GoalCommand.describe(day.area, in: goals) ?? context.style.dim((day.area.id == CheckInArea().id ? "off" : "not set") + ": '\(day.area.goalExample)'"),
                 DayView.progress(day, report, context: context)]
            }
            context.output.line(context.style.bold("Goals") + ", and today (\(DayView.shortDate(report.day)))")
            for line in Table(indent: "  ", gap: "   ").lines(lines) { context.output.line(line) }
        }
    }
}
