import ArgumentParser
import Core
import Storage

/// `formula show ID`: the detail card. Viewing records when it was last seen.
struct FormulaShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "One formula: equation, description, variables with units, example and your progress.")

    @OptionGroup var formula: FormulaID
    @OptionGroup var names: LanguageOption
    @OptionGroup var format: OutputFormat

    struct Card: Encodable {
        var formula: Formula
        var learned: Date?
        var lastViewed: Date?
        var nextReview: String?
    }

    func run(in context: CommandContext) async throws {
        let shown = try context.formulas.formula(formula.id)
        let now = context.now()
        let record = try context.study.changeProgress { progress -> FormulaRecord in
            let before = progress.formulas[shown.id] ?? FormulaRecord()
            progress.formulas[shown.id, default: FormulaRecord()].lastViewed = now
            return before
        }
        await format.show(Card(formula: shown, learned: record.learned, lastViewed: record.lastViewed, nextReview: record.card?.due), in: context) {
            let style = context.style
            let out = context.output
            out.line(style.bold(shown.name(in: names.formulas(context))) + "  " + style.dim("(\(shown.id))"))
            if names.formulas(context) == .ru, shown.russianName != nil { out.line(style.dim(shown.name)) }
            out.line(shown.category.title + " · " + shown.topic + (shown.isUserFormula ? " · your formula" : ""))
            out.line("")
            out.line("  " + style.cyan(shown.display))
            if shown.display != shown.equation { out.line("  " + style.dim("as typed: " + shown.equation)) }
            out.line("")
            if !shown.about.isEmpty {
                TextWrap.forTerminal(shown.about, context: context).forEach(out.line)
                out.line("")
            }
            out.line(style.bold("Variables"))
            let labels = shown.variables.map(Self.label)
            let width = labels.map(\.count).max() ?? 0
            let meaningWidth = shown.variables.map(\.meaning.count).max() ?? 0
            for (variable, label) in zip(shown.variables, labels) {
                var line = "  " + Table.pad(label, width) + "  " + Table.pad(variable.meaning.isEmpty ? "—" : variable.meaning, meaningWidth)
                if !variable.shownUnit.isEmpty { line += "  " + variable.shownUnit }
                if variable.constant == nil && !variable.domain.isAngle {
                    while line.last == " " { line.removeLast() }
                }
                if case let .angle(range) = variable.domain {
                    line += style.dim("  (\(NumberFormat.plain(range.lowerBound))–\(NumberFormat.plain(range.upperBound))°)")
                }
                if let constant = variable.constant { line += style.dim("  (constant, \(FormulaView.value(variable.symbol, Number(decimal: constant), unit: variable.unit)))") }
                out.line(line)
            }
            if shown.variables.contains(where: \.domain.isAngle) {
                out.line(style.dim("  Angles are in degrees: 30, 30° and 30deg all mean 30°; write 0.5rad for radians."))
            }
            if let example = example(of: shown) {
                out.line("")
                out.line(example)
                if let everyday = FormulaView.everydayExample(of: shown) { out.line(style.dim(everyday)) }
            }
            out.line("")
            var status = record.learned.map { "learned on " + FormulaView.day($0, context.calendar) } ?? "not learned yet"
            status += " · " + (record.lastViewed.map { "last viewed " + FormulaView.day($0, context.calendar, time: true) } ?? "first view")
            if let due = record.card?.due { status += " · next review " + due }
            out.line("Status: " + status)
            if let hint = solveHint(shown) { out.line(hint) }
        }
    }

    /// `Example: m = 2 kg, v = 3 m/s → E = 9 J`, solving for the first variable.
    private func example(of formula: Formula) -> String? {
        let values = formula.variables.filter { formula.example[$0.symbol] != nil }
        guard let target = values.first, values.count > 1 else { return nil }
        func shown(_ variable: FormulaVariable) -> String {
            FormulaView.value(variable.symbol, Number(decimal: Self.example(formula, variable)!), unit: variable.shownUnit)
        }
        if formula.isIdentity { return "Holds for every value, e.g. " + values.map(shown).joined(separator: ", ") + "." }
        return "Example: " + values.dropFirst().map(shown).joined(separator: ", ") + " → " + shown(target)
    }

    /// The worked example's value of `variable`; an angle's degrees to ten digits, as solving shows them.
    private static func example(_ formula: Formula, _ variable: FormulaVariable) -> Double? {
        guard let value = formula.example[variable.symbol] else { return nil }
        return variable.domain.isAngle ? Double(Printf.format("%.10g", value)) ?? value : value
    }

    /// `θ₁ (type theta1)` where the card writes a symbol otherwise than it is typed, else the symbol.
    private static func label(_ variable: FormulaVariable) -> String {
        variable.shownSymbol == variable.symbol ? variable.symbol : variable.shownSymbol + " (type " + variable.symbol + ")"
    }

    private func solveHint(_ formula: Formula) -> String? {
        guard !formula.isIdentity else { return nil }
        let given = formula.variables.filter { $0.constant == nil }.dropFirst()
        guard !given.isEmpty else { return nil }
        return "Solve it: formula solve \(formula.id) " + given.map { variable in
            "\(variable.symbol)=" + (Self.example(formula, variable).map(NumberFormat.plain) ?? "…")
        }.joined(separator: " ")
    }
}
