import ArgumentParser
import Core

extension TimerCommand {
    struct Cancel: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Cancel a countdown by number, or all of them.", aliases: ["stop"])
        @Argument(help: ArgumentHelp("The timer's number from 'timer list'.", valueName: "number"))
        var id: Int?

        func run(in context: CommandContext) async throws {
            guard let id else {
                let count = context.timers.cancelAll()
                context.output.line(count == 0 ? "No timers were running." : "Cancelled \(count.counted("timer")).")
                return
            }
            guard let timer = context.timers.cancel(id) else {
                throw CommandFailure("there is no timer \(id); 'timer list' shows the running ones")
            }
            context.output.line("Cancelled timer \(timer.id) (\(TimerCommand.describe(timer))).")
        }
    }
}
