import Core
import Storage

extension LineRunner {
    /// How many of the records a command left out for being out of bounds are named; the rest are counted.
    static let warningsNamed = 5

    /// Names the first stored records the command left out for being out of bounds, each once, after its output,
    /// and counts the others: a synced log can hold tens of thousands, and a screen of them hides the output.
    static func warn(_ problems: StoredValueWarnings.Collector, context: CommandContext) {
        let count = problems.count
        guard count > 0 else { return }
        let words = context.messages
        for problem in problems.first(warningsNamed) {
            let said = problem.said(in: words.language.rawValue)
            context.output.errorLine(
                words.tr("Warning: ")
                    + words.tr("%@: %@; it is left out of sums and lists. %@.", problem.file, said.problem, said.fix))
        }
        let others = count - warningsNamed
        guard others > 0 else { return }
        context.output.errorLine(
            words.tr("Warning: ")
                + words.trn(
                    "%d more record out of bounds is left out of sums and lists; fix the ones above to see the next.",
                    "%d more records out of bounds are left out of sums and lists; fix the ones above to see the next.",
                    others))
    }
}
