import ArgumentParser
import Core

struct GoalClear: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Remove a goal: 'goal clear breathing' (the check-in: turns it off).")

    @Argument(
        help: .completed("The area whose goal to remove.", from: .area), completion: DynamicValues.area.completion)
    var area: String

    func run(in context: CommandContext) async throws {
        let words = context.messages
        let shown = try context.goalArea(named: area).area
        let before = try context.goals.change { shown.clearGoal(in: &$0) }
        let name = words.tr(shown.title).lowercased()
        guard let was = GoalCommand.describe(shown, in: before, words) else {
            return context.output.line(words.tr("There was no %@ goal.", name))
        }
        context.output.line(
            shown.id == CheckInArea().id
                ? words.tr("The check-in goal is off; 'goal checkin on' turns it back on.")
                : words.tr("Cleared the %@ goal; it was %@.", name, was))
    }
}
