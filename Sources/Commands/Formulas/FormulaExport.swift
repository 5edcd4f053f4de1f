import ArgumentParser
import Core
import LiveStorage
import Storage

/// `formula export [FILE]`: your own formulas and your notes as one JSON file `formula import` reads back.
struct FormulaExport: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write your own formulas and your notes as a JSON file that 'formula import' reads (- or none: print it).",
        discussion:
            "The file is {\"version\": 1, \"formulas\": [...], \"notes\": {\"ID\": \"TEXT\"}}; each formula has the fields 'formula show ID --json' shows (id, name, category, topic, equation, display, about, variables with symbol, meaning and unit, example, isIdentity, isUserFormula). 'help study' describes it."
    )

    @Argument(
        help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"), completion: .file())
    var file: String?
    @Flag(help: "Overwrite the file if it exists.") var force = false

    func run(in context: CommandContext) async throws {
        let mine = try context.formulas.userFormulas()
        let notes = try context.study.progress().notes
        let bytes = try FormulaFile(formulas: mine, notes: notes).file()
        guard let file, file != "-" else { return context.output.write(String(decoding: bytes, as: UTF8.self)) }
        let url = OutsideFile.url(typed: file)
        if !force, SystemCalls.target(of: url.path) != nil { throw FormulaFileRefusal.exists(file) }
        try OutsideFile.write(Data(bytes), to: url, otherwise: Messages.mark("give another file"))
        let words = context.messages
        context.output.line(
            words.tr(
                "Exported %@ and %@ to %@.", words.trn("%d formula", "%d formulas", mine.count),
                words.trn("%d note", "%d notes", notes.count), ControlCharacters.visible(file)))
    }
}
