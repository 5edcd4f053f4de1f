import ArgumentParser
import Core
import Storage

/// `formula show ID`: the detail card. Viewing records when it was last seen.
struct FormulaShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "One formula: equation, description, variables with units, example and your progress.")

    @OptionGroup var formula: FormulaNamed
    @OptionGroup var names: LanguageOption
    @OptionGroup var format: OutputFormat

    struct Card: Encodable {
        var formula: Formula
        var learned: Date?
        var lastViewed: Date?
        var nextReview: String?
        /// Predicted recall today, 0–1 (FSRS's retrievability), with the memory behind it.
        var recall: Double?
        var stability: Double?
        var difficulty: Double?
        /// Your note (`formula note`).
        var note: String?
    }

    func run(in context: CommandContext) async throws {
        let shown = try context.formulas.formula(named: formula.id)
        let now = context.now()
        let study = context.study
        let record = try study.changeProgress { progress -> FormulaRecord in
            let before = progress.formulas[shown.id] ?? FormulaRecord()
            progress.formulas[shown.id, default: FormulaRecord()].lastViewed = now
            return before
        }
        let recall = record.card?.recall(on: context.today, with: study.fsrs)
        let memory = record.card?.memory
        try await format.show(
            Card(
                formula: shown, learned: record.learned, lastViewed: record.lastViewed, nextReview: record.card?.due,
                recall: recall, stability: memory?.stability, difficulty: memory?.difficulty, note: record.note),
            in: context
        ) {
            let (style, out, words) = (context.style, context.output, context.messages)
            let language = names.formulas(context)
            // Each on one line, whatever a formula synced from elsewhere holds (a line break shows as ^J).
            let line = TerminalText.oneLine
            out.line(style.bold(line(shown.name(in: language))) + "  " + style.dim("(\(line(shown.id)))"))
            if language == .ru, shown.russianName != nil { out.line(style.dim(shown.name)) }
            out.line(
                shown.category.title(in: words) + " · " + line(words.translate(shown.topic, []))
                    + (shown.isUserFormula ? words.tr(" · your formula") : ""))
            out.line("")
            out.line("  " + style.cyan(line(shown.display(in: language))))
            if shown.display != shown.equation {
                out.line("  " + style.dim(words.tr("as typed: %@", line(shown.equation))))
            }
            out.line("")
            let about = line(shown.about(in: language))
            if !about.isEmpty {
                TextWrap.forTerminal(about, context: context).forEach(out.line)
                out.line("")
            }
            out.line(style.bold(words.tr("Variables")))
            variableLines(shown, language: language, words: words, style: style).forEach(out.line)
            if shown.variables.contains(where: \.domain.isAngle) {
                out.line(
                    style.dim(
                        words.tr("  Angles are in degrees: 30, 30° and 30deg all mean 30°; write 0.5rad for radians.")))
            }
            if let example = example(of: shown, words: words, plain: context.plain) {
                out.line("")
                out.line(example)
                if let everyday = FormulaView.everydayExample(of: shown, words: words, plain: context.plain) {
                    out.line(style.dim(everyday))
                }
            }
            out.line("")
            var status =
                record.learned.map { words.tr("learned on %@", FormulaView.day($0, context.calendar)) }
                ?? words.tr("not learned yet")
            status +=
                " · "
                + (record.lastViewed.map {
                    words.tr("last viewed %@", FormulaView.day($0, context.calendar, time: true))
                } ?? words.tr("first view"))
            if let due = record.card?.due { status += " · " + words.tr("next review %@", due) }
            if let recall {
                status += " · " + words.tr("recall now %@", FormulaView.share(recall, words, plain: context.plain))
            }
            out.line(words.tr("Status: %@", status))
            if let hint = solveHint(shown) { out.line(words.tr("Solve it: %@", hint)) }
            if let note = record.note {
                let text = words.tr("Your note: %@", TerminalText.oneLine(note))
                TextWrap.forTerminal(text, context: context).forEach(out.line)
            }
        }
    }

    /// The card's table of variables: symbol, meaning, unit, and the range of an angle or a constant's value.
    private func variableLines(_ shown: Formula, language: FormulaLanguage, words: Messages, style: Style) -> [String] {
        let labels = shown.variables.map { TerminalText.oneLine(Self.label($0, words)) }
        let meanings = shown.variables.map { TerminalText.oneLine(shown.meaning(of: $0, in: language)) }
        let width = labels.map(\.count).max() ?? 0
        let meaningWidth = meanings.map(\.count).max() ?? 0
        return zip(shown.variables, zip(labels, meanings)).map { variable, texts in
            let (label, meaning) = texts
            var line = "  " + Table.pad(label, width) + "  " + Table.pad(meaning.isEmpty ? "—" : meaning, meaningWidth)
            if !variable.shownUnit.isEmpty { line += "  " + TerminalText.oneLine(words.unit(variable.shownUnit)) }
            if variable.constant == nil && !variable.domain.isAngle {
                while line.last == " " { line.removeLast() }
            }
            if case let .angle(range) = variable.domain {
                let (low, high) = (NumberFormat.plain(range.lowerBound), NumberFormat.plain(range.upperBound))
                line += style.dim("  (\(words.numbers(in: low))–\(words.numbers(in: high))°)")
            }
            if let constant = variable.constant {
                let value = FormulaView.value(
                    variable.symbol, Number(decimal: constant), unit: words.unit(variable.unit), words: words)
                line += style.dim(words.tr("  (constant, %@)", value))
            }
            return line
        }
    }

    /// `Example: m = 2 kg, v = 3 m/s → E = 9 J`, solving for the first variable.
    private func example(of formula: Formula, words: Messages, plain: Bool) -> String? {
        let values = formula.variables.filter { formula.example[$0.symbol] != nil }
        guard let target = values.first, values.count > 1 else { return nil }
        func shown(_ variable: FormulaVariable) -> String {
            FormulaView.value(
                variable.symbol, Number(decimal: Self.example(formula, variable)!),
                unit: words.unit(variable.shownUnit),
                words: words, forPeople: true)
        }
        if formula.isIdentity {
            return words.tr("Holds for every value, e.g. %@.", values.map(shown).joined(separator: ", "))
        }
        let (given, found) = (values.dropFirst().map(shown).joined(separator: ", "), shown(target))
        return plain ? words.tr("Example: with %@, %@", given, found) : words.tr("Example: %@ → %@", given, found)
    }

    /// The worked example's value of `variable`; an angle's degrees to ten digits, as solving shows them.
    private static func example(_ formula: Formula, _ variable: FormulaVariable) -> Double? {
        guard let value = formula.example[variable.symbol] else { return nil }
        return variable.domain.isAngle ? Double(Printf.format("%.10g", value)) ?? value : value
    }

    /// `θ₁ (type theta1)` where the card writes a symbol otherwise than it is typed, else the symbol.
    private static func label(_ variable: FormulaVariable, _ words: Messages) -> String {
        variable.shownSymbol == variable.symbol
            ? variable.symbol : words.tr("%@ (type %@)", variable.shownSymbol, variable.symbol)
    }

    private func solveHint(_ formula: Formula) -> String? {
        guard !formula.isIdentity else { return nil }
        let given = formula.variables.filter { $0.constant == nil }.dropFirst()
        guard !given.isEmpty else { return nil }
        return "formula solve \(formula.id) "
            + given.map { variable in
                "\(variable.symbol)=" + (Self.example(formula, variable).map(NumberFormat.plain) ?? "…")
            }.joined(separator: " ")
    }
}
