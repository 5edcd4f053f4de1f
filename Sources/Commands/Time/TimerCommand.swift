import ArgumentParser
import Core

/// `timer 5m [LABEL]`: a countdown that rings the bell when done; in the shell it runs in the background.
public struct TimerCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "Count down (5m, 90s, 1h30m) and ring the bell; the shell stays free meanwhile.",
        subcommands: [Start.self, List.self, Cancel.self],
        defaultSubcommand: Start.self
    )

    public init() {}

    struct Start: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "start",
            abstract: "Start a countdown, e.g. 'timer 5m tea'. Without a length, list the running ones.",
            discussion: """
                Lengths: 90s, 5m, 1h30m, 1.5h, 2:30 (minutes:seconds) or 1:00:00. In the interactive shell \
                the countdown runs in the background and the bell rings when it ends; from the system shell \
                or a script, coach waits for it.
                """
        )

        @Argument(help: ArgumentHelp("How long: 90s, 5m, 1h30m, 2:30.", valueName: "length"))
        var length: String?

        @Argument(help: "A few words to name it by (optional).")
        var label: [String] = []

        func run(in context: CommandContext) async throws {
            guard let length else { return try await List.parse([]).run(in: context) }
            let duration = try TimerDuration.parse(length)
            let name = label.joined(separator: " ")
            if context.mode == .interactive {
                let timer = context.timers.start(duration, label: name)
                context.output.line("Timer \(timer.id) started: \(TimerCommand.describe(timer)). 'timer cancel \(timer.id)' stops it.")
            } else {
                try await TimerCommand.waitInForeground(duration, label: name, context: context)
            }
        }
    }

    struct List: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the running countdowns.")
        @OptionGroup var format: OutputFormat

        func run(in context: CommandContext) async throws {
            let running = context.timers.list()
            try await format.show(running.map {
                    TimerRow(id: $0.timer.id, label: $0.timer.label, seconds: Double($0.timer.duration.components.seconds),
                             remaining: Double($0.remaining.components.seconds))
                }, in: context) {
                guard !running.isEmpty else {
                    context.output.line("No timers running. Start one with 'timer 5m' (or 90s, 1h30m).")
                    return
                }
                for (timer, remaining) in running {
                    context.output.line("\(timer.id)  \(DurationFormat.clock(remaining.seconds)) left  \(TimerCommand.describe(timer))")
                }
            }
        }
    }

    struct Cancel: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Cancel a countdown by number, or all of them.")
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

    struct TimerRow: Encodable { var id: Int; var label: String; var seconds: Double; var remaining: Double }

    /// `5m` or `5m tea`.
    static func describe(_ timer: RunningTimer) -> String {
        TimerDuration.describe(timer.duration) + (timer.label.isEmpty ? "" : " \(timer.label)")
    }

    /// The line printed (after a bell) when a countdown ends.
    public static func doneMessage(_ timer: RunningTimer) -> String {
        "\u{7}Time's up: timer \(timer.id) (\(describe(timer))) is done."
    }

    /// One-shot and scripts: wait for the deadline, showing the time left when on a terminal.
    static func waitInForeground(_ duration: Duration, label: String, context: CommandContext) async throws {
        let name = TimerDuration.describe(duration) + (label.isEmpty ? "" : " \(label)")
        try await countDown(on: context.clock, duration, context: context)
        context.output.line("\u{7}Time's up: \(name) is done.")
    }

    private static func countDown<C: Clock>(on clock: C, _ duration: Duration, context: CommandContext) async throws
    where C.Duration == Duration {
        let start = clock.now
        let end = start.advanced(by: duration)
        guard context.terminal != nil else { return try await clock.sleep(until: end, tolerance: nil) }
        var second: Int64 = 0
        while clock.now < end {
            let left = start.duration(to: end) - .seconds(second)
            context.output.write("\r\u{1B}[2K  " + DurationFormat.clock(left.seconds) + " left")
            second += 1
            try await clock.sleep(until: min(end, start.advanced(by: .seconds(second))), tolerance: nil)
        }
        context.output.write("\r\u{1B}[2K")
    }
}

extension Duration {
    /// Whole and fractional seconds as a Double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
