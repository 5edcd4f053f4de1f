import ArgumentParser
import Core
import Storage

struct BreatheRemove: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Forget a pattern you saved.")
    @Argument(
        help: .completed("The saved pattern's name.", from: .technique),
        completion: DynamicValues.technique.completion)
    var name: String

    func run(in context: CommandContext) async throws {
        let removed = try context.breathing.removePattern(named: name)
        guard removed != nil else {
            if BreathingTechnique.builtIn.contains(where: { $0.name == name }) {
                throw BreathingInputError.builtInName(name)
            }
            throw BreathingInputError.noSavedPattern(name)
        }
        context.output.line(context.messages.tr("Removed '%@'.", name))
    }
}
