import ArgumentParser
import Core

extension TimerCommand {
    struct Cancel: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "cancel", abstract: "Cancel a countdown by number, or all of them.", aliases: ["stop"])
        @Argument(help: ArgumentHelp("The timer's number from 'timer list'.", valueName: "number"))
        var id: Int?

        func run(in context: CommandContext) async throws {
            let words = context.messages
            guard let id else {
                let count = context.timers.cancelAll()
                context.output.line(
                    count == 0
                        ? words.tr("No timers were running.")
                        : words.trn("Cancelled %d timer.", "Cancelled %d timers.", count))
                return
            }
            guard let timer = context.timers.cancel(id) else { throw TimeCommandError.noTimer(id) }
            context.output.line(
                words.tr(
                    "Cancelled timer %@ (%@).", words.number(timer.id), TimerCommand.describe(timer, words: words)))
        }
    }
}
