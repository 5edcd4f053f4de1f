import ArgumentParser
import Core

/// `history`: the lines typed at the interactive prompt, numbered.
struct HistoryCommand: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "List the lines you typed in the shell (Up and Ctrl-R recall them).")

    @Argument(help: "Show only the last COUNT lines.")
    var count: Int?

    @Flag(help: "Forget the history.")
    var clear = false

    @OptionGroup var format: OutputFormat

    func validate() throws {
        if let count, count < 1 {
            throw ValidationError("history shows 1 line or more; \(count) is out of range, e.g. 'history 20'")
        }
    }

    func run(in context: CommandContext) async throws {
        guard let shell = context.shell else { return }
        if clear {
            try shell.clearHistory()
            context.output.line(context.messages.tr("History cleared."))
            return
        }
        let lines = shell.historyLines()
        let first = max(0, lines.count - (count ?? lines.count))
        struct Entry: Encodable {
            var number: Int
            var line: String
        }
        try await format.show(
            lines.enumerated().dropFirst(first).map { Entry(number: $0.offset + 1, line: $0.element) }, in: context
        ) {
            let numbers = Table(alignments: [.right], minimumWidths: [String(lines.count).count])
            numbers.lines(lines.enumerated().dropFirst(first).map { [String($0.offset + 1), $0.element] }).forEach(
                context.output.line)
        }
    }
}
