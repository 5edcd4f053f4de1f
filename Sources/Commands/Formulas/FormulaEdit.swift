import ArgumentParser
import Core
import Storage

/// `formula edit ID …`: change a formula of your own; the id stays, so its progress does too.
struct FormulaEdit: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a formula you added: --name, --equation, --category, --topic, --about, --variable.")

    @OptionGroup var formula: FormulaID
    @Option(help: ArgumentHelp("A new name.", valueName: "name")) var name: String?
    @Option(help: ArgumentHelp("A new equation.", valueName: "equation")) var equation: String?
    @OptionGroup var fields: FormulaFields

    func run(in context: CommandContext) async throws {
        let id = formula.id
        let edited = try context.formulas.changeMine { mine -> Formula in
            let index = try mine.index(of: id, toBe: "edited")
            let old = mine.formulas[index]
            let kept = old.variables.filter { !$0.meaning.isEmpty }.map { "\($0.symbol):\($0.meaning):\($0.unit)" }
            let newEquation = equation ?? old.equation
            let stillUsed = (try? FormulaEquation(newEquation).names) ?? []
            var others = Set(FormulaCatalog.bundled.map(\.id) + mine.formulas.map(\.id))
            others.remove(id)
            let formula = try Formula.userFormula(
                id: id, name: name ?? old.name, category: fields.category ?? old.category,
                topic: fields.topic ?? old.topic,
                equation: newEquation, about: fields.about ?? old.about,
                variables: kept.filter { stillUsed.contains(String($0.prefix { $0 != ":" })) } + fields.variables,
                existingIDs: others)
            mine.formulas[index] = formula
            return formula
        }
        context.output.line(context.messages.tr("Updated %@: %@", edited.id, edited.display))
        FormulaAdd.noteUndescribed(edited, context: context)
    }
}
