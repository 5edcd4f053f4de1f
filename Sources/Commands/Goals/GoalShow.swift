import ArgumentParser
import Core

struct GoalShow: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Every goal, and today's progress against it (the default).")

    @OptionGroup var format: OutputFormat

    struct Listing: Encodable {
        var goals: [String: Int]
        var checkin: Bool
        var today: [TodayJSON.Area]
    }

    func run(in context: CommandContext) async throws {
        let goals = try context.goals.all()  // the goals are what this shows: a damaged file fails it
        let report = DayReport.load(context.today, streaks: false, context: context)
        let values = [("breathing", goals.breathing?.minutes), ("calories", goals.calories?.calories), ("study", goals.study?.cards)]
        try await format.show(Listing(goals: Dictionary(uniqueKeysWithValues: values.compactMap { name, value in value.map { (name, $0) } }),
                                      checkin: goals.checksIn,
                                      today: TodayJSON(report, timers: [], stopwatch: nil, context: context).areas), in: context) {
            let rows = GoalArea.allCases.map { area in
                [area.title, GoalCommand.describe(area, in: goals) ?? context.style.dim((area == .checkin ? "off" : "not set") + ": '\(GoalCommand.example(area))'"),
                 DayView.progress(area, report, context: context)]
            }
            context.output.line(context.style.bold("Goals") + ", and today (\(DayView.shortDate(report.day)))")
            for line in Table(indent: "  ", gap: "   ").lines(rows) { context.output.line(line) }
        }
    }
}
