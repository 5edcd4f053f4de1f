import ArgumentParser
import Core

/// `formula progress` (also plain `formula`): learned out of total per category, with bars.
struct FormulaProgressCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "progress", abstract: "Each category with learned / total and a progress bar (the default).")

    @OptionGroup var format: OutputFormat

    struct Row: Encodable {
        var category: FormulaCategory
        var learned: Int
        var total: Int
    }

    struct Summary: Encodable {
        var categories: [Row]
        var learned: Int
        var total: Int
        var due: Int
    }

    func run(in context: CommandContext) async throws {
        let formulas = try context.formulas.all()
        let progress = try context.study.progress()
        let rows = FormulaCategory.allCases.map { category in
            let inCategory = formulas.filter { $0.category == category }
            return Row(
                category: category, learned: inCategory.filter { progress.isLearned($0.id) }.count,
                total: inCategory.count)
        }
        let today = context.today
        let ids = Set(formulas.map(\.id))
        let due = progress.formulas.filter {
            ids.contains($0.key) && ($0.value.card.flatMap { CalendarDay($0.due) }.map { $0 <= today } ?? false)
        }.count
        let summary = Summary(
            categories: rows, learned: rows.map(\.learned).reduce(0, +), total: formulas.count, due: due)
        try await format.show(summary, in: context) {

            let (style, words) = (context.style, context.messages)
            let counts = rows.map { "\($0.learned)/\($0.total)" } + ["\(summary.learned)/\(summary.total)"]
            let countWidth = counts.map(\.count).max() ?? 0
            context.output.line(style.bold(words.tr("Formula study")))
            for row in rows where style.plain {
                context.output.line(
                    words.tr(
                        "%@: %@ of %@ learned, %@", row.category.title(in: words), words.number(row.learned),
                        words.number(row.total), FormulaView.percent(row.learned, of: row.total)))
            }
            for (row, count) in zip(rows, counts) where !style.plain {
                let cells = ProgressBar.cells(Double(row.learned) / Double(max(row.total, 1)), width: 20)
                context.output.line(
                    "  " + Table.pad(row.category.title(in: words), 12) + " " + Table.padLeft(count, countWidth)
                        + "  " + style.cyan(cells) + "  " + FormulaView.percent(row.learned, of: row.total))
            }
            context.output.line(
                style.plain
                    ? words.tr(
                        "%@: %@ of %@ learned, %@", words.tr("Total"), words.number(summary.learned),
                        words.number(summary.total), FormulaView.percent(summary.learned, of: summary.total))
                    : "  " + Table.pad(words.tr("Total"), 12) + " " + Table.padLeft(counts.last!, countWidth)
                        + "  " + String(repeating: " ", count: 20) + "  "
                        + FormulaView.percent(summary.learned, of: summary.total))
            context.output.line("")
            if due > 0 {
                context.output.line(
                    words.trn(
                        "%d card is due for review: 'formula quiz'.", "%d cards are due for review: 'formula quiz'.",
                        due))
            } else if summary.learned == 0 {
                context.output.line(
                    words.tr("Start with 'formula list mathematics', 'formula search WORDS' or 'formula quiz'."))
            } else {
                context.output.line(
                    words.tr("Keep going: 'formula list --unlearned' shows what is left, 'formula quiz' tests you."))
            }
        }
    }
}
