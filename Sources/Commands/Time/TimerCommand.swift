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

    struct TimerRow: Encodable { var id: Int; var label: String; var seconds: Double; var remaining: Double }

    /// `5m` or `5m tea`.
    static func describe(_ timer: RunningTimer) -> String {
        TimerDuration.describe(timer.duration) + (timer.label.isEmpty ? "" : " \(timer.label)")
    }

    /// The line printed, after the bell, when a countdown ends.
    public static func doneMessage(_ timer: RunningTimer) -> String {
        "Time's up: timer \(timer.id) (\(describe(timer))) is done."
    }

    /// Rings the bell and prints `doneMessage`.
    public static func announceDone(_ timer: RunningTimer, on output: Output) {
        output.control(.bell)
        output.line(doneMessage(timer))
    }

    /// One-shot and scripts: wait for the deadline, showing the time left when on a terminal.
    static func waitInForeground(_ duration: Duration, label: String, context: CommandContext) async throws {
        let name = TimerDuration.describe(duration) + (label.isEmpty ? "" : " \(label)")
        try await countDown(on: context.clock, duration, context: context)
        context.output.control(.bell)
        context.output.line("Time's up: \(name) is done.")
    }

    private static func countDown<C: Clock>(on clock: C, _ duration: Duration, context: CommandContext) async throws
    where C.Duration == Duration {
        let start = clock.now
        let end = start.advanced(by: duration)
        guard context.terminal != nil else { return try await clock.sleep(until: end, tolerance: nil) }
        var second: Int64 = 0
        while clock.now < end {
            let left = start.duration(to: end) - .seconds(second)
            var frame = Frame()
            frame.add(.lineStart, .clearLine)
            frame.add("  " + DurationFormat.clock(left.seconds) + " left")
            context.output.show(frame)
            second += 1
            try await clock.sleep(until: min(end, start.advanced(by: .seconds(second))), tolerance: nil)
        }
        context.output.control(.lineStart, .clearLine)
    }
}

extension Duration {
    /// Whole and fractional seconds as a Double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
