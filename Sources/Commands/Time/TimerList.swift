import ArgumentParser
import Core

extension TimerCommand {
    struct List: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the running countdowns.")
        @OptionGroup var format: OutputFormat

        func run(in context: CommandContext) async throws {
            let running = context.timers.list()
            try await format.show(
                running.map(TimerRow.init), in: context
            ) {
                let words = context.messages
                guard !running.isEmpty else {
                    context.output.line(words.tr("No timers running. Start one with 'timer 5m' (or 90s, 1h30m)."))
                    return
                }
                for (timer, remaining) in running {
                    let left = words.tr("%@ left", DurationFormat.clock(remaining.seconds))
                    context.output.line(
                        "\(words.number(timer.id))  \(left)  \(TimerCommand.describe(timer, words: words))")
                }
            }
        }
    }
}
