import ArgumentParser
import Core
import Storage

/// The fields of a formula of your own, shared by `formula add` and `formula edit`.
struct FormulaFields: ParsableArguments {
    @Option(help: ArgumentHelp("mathematics, physics or chemistry.", valueName: "category")) var category:
        FormulaCategory?
    @Option(help: ArgumentHelp("A topic to group it under (default: My formulas).", valueName: "topic")) var topic:
        String?
    @Option(help: ArgumentHelp("A sentence on what it says.", valueName: "text")) var about: String?
    @Option(
        name: .customLong("variable"),
        help: ArgumentHelp(
            "Describe a variable as symbol:meaning:unit, e.g. 'F:force:N'; repeat for each.",
            valueName: "symbol:meaning:unit"))
    var variables: [String] = []
}

/// `formula add NAME EQUATION --category C …`: a formula of your own.
struct FormulaAdd: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract:
            "Add a formula of your own, e.g. formula add 'Spring force' 'F = k*x' --category physics --variable F:force:N."
    )

    @Argument(help: ArgumentHelp("Its name.", valueName: "name")) var name: String
    @Argument(
        help: ArgumentHelp("The equation in calculator syntax with one '=', e.g. 'F = k*x'.", valueName: "equation"))
    var equation: String
    @OptionGroup var fields: FormulaFields
    @Option(help: ArgumentHelp("The id (default: made from the name).", valueName: "id")) var id: String?

    func run(in context: CommandContext) async throws {
        let words = context.messages
        guard let category = fields.category else { throw FormulaInputError.noCategory }
        let added = try context.formulas.changeMine { mine -> Formula in
            let taken = Set(FormulaCatalog.bundled.map(\.id) + mine.formulas.map(\.id))
            let formula = try Formula.userFormula(
                id: id ?? Formula.slug(name), name: name, category: category, topic: fields.topic ?? "",
                equation: equation,
                about: fields.about ?? "", variables: fields.variables, existingIDs: taken)
            mine.formulas.append(formula)
            return formula
        }
        context.output.line(
            words.tr(
                "Added '%@' as %@ (%@ · %@).", added.name, added.id, added.category.title(in: words),
                words.translate(added.topic, [])))
        FormulaAdd.noteUndescribed(added, context: context)
    }

    /// Points at variables that still have no meaning.
    static func noteUndescribed(_ formula: Formula, context: CommandContext) {
        let bare = formula.variables.filter(\.meaning.isEmpty).map(\.symbol)
        guard !bare.isEmpty else { return }
        let command =
            "formula edit \(formula.id) " + bare.map { "--variable '\($0):meaning:unit'" }.joined(separator: " ")
        context.output.line(context.messages.tr("Describe %@ with: %@", bare.joined(separator: ", "), command))
    }
}
