import ArgumentParser
import Core

struct GoalStudy: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "study", abstract: "Set the daily study goal: 1 to 500 flashcards reviewed, e.g. 'goal study 10'.")

    @Argument(help: ArgumentHelp("Cards a day.", valueName: "cards")) var value: [String] = []

    func run(in context: CommandContext) async throws {
        let goal = try StudyGoal.parse(value.joined(separator: " "))
        try GoalCommand.set(.study, context: context) { $0.study = goal }
    }
}
