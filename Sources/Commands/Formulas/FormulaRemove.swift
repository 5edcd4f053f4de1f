import ArgumentParser
import Core
import Storage

/// `formula remove ID`: forget a formula you added.
struct FormulaRemove: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a formula you added (bundled ones stay).")

    @OptionGroup var formula: FormulaID

    func run(in context: CommandContext) async throws {
        let removed = try context.formulas.changeMine { mine in
            mine.formulas.remove(at: try mine.index(of: formula.id, toBe: "removed"))
        }
        context.output.line(context.messages.tr("Removed %@ (%@).", removed.id, TerminalText.oneLine(removed.name)))
    }
}
