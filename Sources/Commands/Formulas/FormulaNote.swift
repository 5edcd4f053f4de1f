import ArgumentParser
import Core
import Storage

/// `formula note ID TEXT…`: your own note on a formula, bundled or yours; `--clear` removes it, no text shows it.
struct FormulaNote: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "note",
        abstract: "Keep a note on a formula, e.g. formula note ohms-law 'exam on Friday'; --clear removes it.",
        discussion:
            "The note is shown on the formula's card, found by 'formula search' and written by 'formula export' and 'export --for anki'. 'formula note ID' alone shows it."
    )

    @OptionGroup var formula: FormulaID
    @Argument(help: ArgumentHelp("The note.", valueName: "text")) var words: [String] = []
    @Flag(help: "Remove the note.") var clear = false

    func validate() throws {
        if clear, !words.isEmpty {
            throw ValidationError(
                "give a note or --clear, not both, e.g. 'formula note ohms-law --clear'")
        }
    }

    func run(in context: CommandContext) async throws {
        let noted = try context.formulas.formula(formula.id)
        let (out, messages) = (context.output, context.messages)
        let name = TerminalText.oneLine(noted.name(in: context.language == .ru ? .ru : .en))
        guard clear || !words.isEmpty else {
            let note = try context.study.progress().formulas[noted.id]?.note
            return out.line(
                note.map { messages.tr("Your note on %@: %@", name, TerminalText.oneLine($0)) }
                    ?? messages.tr("No note on %@; add one with 'formula note %@ TEXT'.", name, noted.id))
        }
        let text = clear ? "" : try FormulaRecord.note(words.joined(separator: " ").trimmed(\.isSpace))
        let had = try context.study.changeProgress { progress -> Bool in
            let had = progress.formulas[noted.id]?.note != nil
            if text.isEmpty, !had { return false }
            progress.formulas[noted.id, default: FormulaRecord()].note = text.isEmpty ? nil : text
            return had
        }
        out.line(
            !text.isEmpty
                ? messages.tr("Noted on %@.", name)
                : had ? messages.tr("Removed your note on %@.", name) : messages.tr("%@ had no note.", name))
    }
}
