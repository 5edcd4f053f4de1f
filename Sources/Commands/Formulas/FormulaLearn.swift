import ArgumentParser
import Core
import Storage

/// `formula learn ID…`: marks formulas learned.
struct FormulaLearn: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "learn", abstract: "Mark formulas as learned.")

    @OptionGroup var formulas: FormulaIDs

    func run(in context: CommandContext) async throws {
        try FormulaLearn.mark(formulas.ids, learned: true, context: context)
    }

    /// Sets the learned flag of every id (all checked first, so a typo saves nothing).
    static func mark(_ ids: [String], learned: Bool, context: CommandContext) throws {
        let library = context.formulas
        let formulas = try ids.map { try library.formula($0) }
        let now = context.now()
        let changed = try context.study.changeProgress { progress -> [String] in
            var changed: [String] = []
            for formula in formulas where progress.isLearned(formula.id) != learned {
                progress.formulas[formula.id, default: FormulaRecord()].learned = learned ? now : nil
                changed.append(formula.id)
            }
            return changed
        }
        let progress = try context.study.progress()
        let words = context.messages
        for formula in formulas {
            let name = formula.name(in: words.formulaLanguage)
            if changed.contains(formula.id) {
                context.output.line(
                    learned
                        ? words.tr("Learned %@: %@", formula.id, name) : words.tr("Unlearned %@: %@", formula.id, name))
            } else if learned, let date = progress.formulas[formula.id]?.learned {
                context.output.line(
                    words.tr("%@ was already learned on %@.", formula.id, FormulaView.day(date, context.calendar)))
            } else {
                context.output.line(words.tr("%@ was not marked learned.", formula.id))
            }
        }
        let all = try library.all()
        let touched = FormulaCategory.allCases.filter { category in formulas.contains { $0.category == category } }
        context.output.line(
            touched.map { category in
                let inCategory = all.filter { $0.category == category }
                let done = inCategory.filter { progress.isLearned($0.id) }.count
                return words.tr(
                    "%@: %@/%@ learned", category.title(in: words), words.number(done), words.number(inCategory.count))
            }.joined(separator: " · "))
    }
}
