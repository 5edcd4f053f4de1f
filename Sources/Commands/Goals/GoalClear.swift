import ArgumentParser
import Core

struct GoalClear: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Remove a goal: 'goal clear breathing' (the check-in: turns it off).")

    @Argument(help: .completed("The area whose goal to remove.", from: .area), completion: DynamicValues.area.completion) var area: String

    func run(in context: CommandContext) async throws {
        let shown = try context.goalArea(named: area).area
        let before = try context.goals.change { shown.clearGoal(in: &$0) }
        guard let was = GoalCommand.describe(shown, in: before) else {
            return context.output.line("There was no \(shown.title.lowercased()) goal.")
        }
        context.output.line(shown.id == CheckInArea().id ? "The check-in goal is off; 'goal checkin on' turns it back on."
                            : "Cleared the \(shown.title.lowercased()) goal; it was \(was).")
    }
}
