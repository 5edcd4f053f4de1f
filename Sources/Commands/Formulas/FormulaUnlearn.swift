import ArgumentParser
import Core
import Foundation

/// `formula unlearn ID…`: clears the learned flag.
struct FormulaUnlearn: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "unlearn", abstract: "Clear the learned mark of formulas.")

    @Argument(help: .completed("Formula ids (Tab completes).", from: .formula),
              completion: DynamicValues.formula.completion)
    var ids: [String]

    func run(in context: CommandContext) async throws {
        try FormulaLearn.mark(ids, learned: false, context: context)
    }
}
