import ArgumentParser
import Core

struct GoalClear: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Remove a goal: 'goal clear breathing' (the check-in: turns it off).")

    @Argument(help: "The goal to remove.") var area: GoalArea

    func run(in context: CommandContext) async throws {
        let before = try context.goals.change { _ = $0.clear(area) }
        guard let was = GoalCommand.describe(area, in: before) else {
            return context.output.line("There was no \(area.goalName) goal.")
        }
        context.output.line(area == .checkin ? "The check-in goal is off; 'goal checkin on' turns it back on." : "Cleared the \(area.goalName) goal; it was \(was).")
    }
}

extension GoalArea: ExpressibleByArgument {}
