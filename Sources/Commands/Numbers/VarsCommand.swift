import ArgumentParser
import Core

/// `vars`: the calculator's variables in this session.
struct VarsCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "vars", abstract: "List the calculator's variables (x = 3) and ans, the last result.")

    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let variables = context.calculator.variables.filter { $0.key != "_" }.sorted { $0.key < $1.key }
        try await format.show(
            Dictionary(uniqueKeysWithValues: variables.map { ($0.key, $0.value.formatted().text) }), in: context
        ) {
            let words = context.messages
            guard !variables.isEmpty else {
                context.output.line(words.tr("No variables yet; assign one with 'x = 3'. 'ans' holds the last result."))
                return
            }
            for (name, value) in variables {
                let shown = value.formatted()
                let text = words.written(value.magnitude.formatted().text, value.unit)
                context.output.line("\(name) \(shown.exact ? "=" : "≈") \(text)")
            }
        }
    }
}
