import ArgumentParser
import Core

extension TimerCommand {
    struct Start: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "start",
            abstract: "Start a countdown, e.g. 'timer 5m tea'. Without a length, list the running ones.",
            discussion: """
                Lengths: 90s, 5m, 1h30m, 1.5h, 2:30 (minutes:seconds) or 1:00:00. In the interactive shell \
                the countdown runs in the background and the bell rings when it ends; from the system shell \
                or a script, coach waits for it (Ctrl-C stops it). Either way the countdown is kept in the data \
                directory, so 'timer list' and 'timer cancel' in another terminal see it.
                """
        )

        @Argument(help: ArgumentHelp("How long: 90s, 5m, 1h30m, 2:30.", valueName: "length"))
        var length: String?

        @Argument(help: "A few words to name it by (optional).")
        var label: [String] = []

        @OptionGroup var format: OutputFormat

        func validate() throws {
            guard length == nil || !format.json else {
                throw ValidationError("--json lists the running timers: 'timer --json'; start one without it")
            }
            if let length { try OptionRange.checked { try TimerDuration.parse(length) } }
        }

        func run(in context: CommandContext) async throws {
            guard let length else { return try await List.parse(format.json ? ["--json"] : []).run(in: context) }
            let duration = try TimerDuration.parse(length)
            let name = label.joined(separator: " ")
            if context.mode == .interactive {
                let timer = context.timers.start(duration, label: name)
                context.output.line(
                    "Timer \(timer.id) started: \(TimerCommand.describe(timer)). 'timer cancel \(timer.id)' stops it.")
            } else {
                try await TimerCommand.waitInForeground(duration, label: name, context: context)
            }
        }
    }
}
