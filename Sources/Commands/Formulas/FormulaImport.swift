import ArgumentParser
import Core
import LiveStorage
import Storage

/// `formula import FILE`: formulas and notes from a file `formula export` wrote; all or nothing, never twice.
struct FormulaImport: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the formulas and notes of a file 'formula export' wrote; all or nothing.",
        discussion:
            "Each formula is checked as 'formula add' checks one; a formula you have already, the same, is passed over, so importing a file twice adds nothing. A file of more than 16 MiB or 10,000 formulas, a value of the wrong kind, a control character or a formula that does not parse is refused with the reason, and nothing is imported."
    )

    @Argument(help: ArgumentHelp("The file to read.", valueName: "file"), completion: .file()) var file: String
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let data: Data
        do { data = try OutsideFile.read(OutsideFile.url(typed: file), limit: FormulaFile.largestFile) } catch {
            throw FormulaFileRefusal.cannotRead(file, error)
        }
        let read: FormulaFile
        do { read = try DocumentCoder.decode(FormulaFile.self, from: data, path: file) } catch {
            throw FormulaFileRefusal.notAFormulaFile(file, detail: Self.detail(error))
        }
        let notes = try context.study.progress().notes
        let plan: FormulaImportPlan
        do {
            plan = try context.formulas.changeMine { mine -> FormulaImportPlan in
                let plan = try read.importing(beside: mine.formulas, notes: notes)
                mine.formulas += plan.added
                return plan
            }
        } catch let error as FormulaFileError { throw FormulaFileRefusal.refused(file, error) }
        if !plan.notes.isEmpty {
            try context.study.changeProgress { progress in
                for (id, note) in plan.notes { progress.formulas[id, default: FormulaRecord()].note = note }
            }
        }
        let words = context.messages
        try await format.show(plan, in: context) {
            let there = plan.alreadyThere > 0 ? words.tr(" (%@ already there)", words.number(plan.alreadyThere)) : ""
            context.output.line(
                words.tr(
                    "Imported %@%@ and %@.", words.trn("%d formula", "%d formulas", plan.added.count), there,
                    words.trn("%d note", "%d notes", plan.notes.count)))
            for formula in plan.added.prefix(10) {
                context.output.line("  \(TerminalText.oneLine(formula.id))  \(TerminalText.oneLine(formula.display))")
            }
        }
    }

    /// What is wrong with the file, without the advice for a damaged file of the data directory.
    private static func detail(_ error: any Error) -> String {
        switch error {
        case let StoreError.damaged(_, detail, _): detail
        case let StoreError.newerVersion(_, found, supported):
            "format version \(found); this coach reads up to \(supported)"
        default: "\(error)"
        }
    }
}
