import ArgumentParser
import Core
import Storage

/// `formula unlearn ID…`: clears the learned flag.
struct FormulaUnlearn: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "unlearn", abstract: "Clear the learned mark of formulas.")

    @OptionGroup var formulas: FormulaIDs

    func run(in context: CommandContext) async throws {
        try FormulaLearn.mark(formulas.ids, learned: false, context: context)
    }
}
