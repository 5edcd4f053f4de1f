import Foundation
import ArgumentParser
import Core

/// `stopwatch`: start, stop, reset, laps, and whether the prompt shows it.
public struct StopwatchCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "stopwatch",
        abstract: "A stopwatch that keeps running across shells; shown in the prompt.",
        subcommands: [
            Status.self, Start.self, Stop.self, Reset.self, Lap.self, Laps.self, Show.self, Hide.self,
            StopwatchWatch.self,
        ],
        defaultSubcommand: Status.self
    )

    public init() {}

    struct Status: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "status", abstract: "Show the elapsed time and whether it runs (the default).")
        @OptionGroup var format: OutputFormat

        func run(in context: CommandContext) async throws {
            let watch = try context.store.load(Stopwatch.self)
            let elapsed = watch.elapsed(at: context.now())
            try await format.show(StopwatchReport(watch, elapsed: elapsed), in: context) {
                var text = DurationFormat.clock(elapsed) + " " + (watch.isRunning ? "running" : "stopped")
                if !watch.laps.isEmpty { text += ", \(watch.laps.count.counted("lap"))" }
                if watch.hidden { text += " (hidden from the prompt)" }
                context.output.line(text)
            }
        }
    }

    struct Start: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "start", abstract: "Start or resume counting.")
        func run(in context: CommandContext) async throws { try change(context) { $0.start(at: $1) } }
    }

    struct Stop: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "stop", abstract: "Stop counting; the time is kept.")
        func run(in context: CommandContext) async throws { try change(context) { $0.stop(at: $1) } }
    }

    struct Reset: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "reset",
            abstract: "Back to 00:00:00 and no laps; a running stopwatch keeps running.")
        func run(in context: CommandContext) async throws { try change(context) { $0.reset(at: $1) } }
    }

    struct Lap: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "lap", abstract: "Record a lap while running.")
        func run(in context: CommandContext) async throws { try change(context) { $0.lap(at: $1) } }
    }

    struct Show: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the running time in the prompt.")
        func run(in context: CommandContext) async throws { try change(context) { watch, _ in watch.setHidden(false) } }
    }

    struct Hide: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "hide", abstract: "Keep the time out of the prompt; it keeps counting.")
        func run(in context: CommandContext) async throws { try change(context) { watch, _ in watch.setHidden(true) } }
    }

    struct Laps: CoachRunnable {
        static let configuration = CommandConfiguration(commandName: "laps", abstract: "List the laps since the last reset.")

        enum Order: String, CaseIterable, ExpressibleByArgument {
            case order, fastest, slowest
        }

        @Option(help: "List laps in the order run, or fastest or slowest first.")
        var sort: Order = .order
        @OptionGroup var format: OutputFormat

        func run(in context: CommandContext) async throws {
            let watch = try context.store.load(Stopwatch.self)
            let rows: [StopwatchReport.LapRow]
            switch sort {
            case .order: rows = StopwatchReport.lapRows(watch)
            case .fastest: rows = StopwatchReport.lapRows(watch).sorted { ($0.seconds, $0.lap) < ($1.seconds, $1.lap) }
            case .slowest: rows = StopwatchReport.lapRows(watch).sorted { ($0.seconds, $1.lap) > ($1.seconds, $0.lap) }
            }
            try await format.show(rows, in: context) {
                guard !rows.isEmpty else {
                    context.output.line("No laps yet; 'stopwatch lap' records one while the stopwatch runs.")
                    return
                }
                context.output.line(context.style.bold("lap  lap time     total"))
                for row in rows {
                    context.output.line(Table.padLeft(String(row.lap), 3) + "  \(DurationFormat.clockTenths(row.seconds))   \(DurationFormat.clockTenths(row.total))")
                }
            }
        }
    }

    /// Applies one action under the store's lock and says what happened.
    static func change(_ context: CommandContext, _ action: (inout Stopwatch, Date) -> Stopwatch.Outcome) throws {
        let now = context.now()
        let outcome = try context.store.update(Stopwatch.self) { action(&$0, now) }
        context.output.line(describe(outcome))
    }

    static func describe(_ outcome: Stopwatch.Outcome) -> String {
        switch outcome {
        case let .started(from):
            return from == 0 ? "Stopwatch started." : "Stopwatch resumed at \(DurationFormat.clock(from))."
        case let .alreadyRunning(elapsed):
            return "The stopwatch is already running (\(DurationFormat.clock(elapsed)))."
        case let .stopped(at):
            return "Stopwatch stopped at \(DurationFormat.clock(at))."
        case let .alreadyStopped(elapsed):
            return "The stopwatch is already stopped (\(DurationFormat.clock(elapsed))); 'stopwatch start' resumes it."
        case let .reset(running):
            return "Stopwatch reset to 00:00:00" + (running ? "; still running." : ".")
        case let .lapped(number, lap, total):
            return "Lap \(number): \(DurationFormat.clockTenths(lap)) (total \(DurationFormat.clockTenths(total)))."
        case .notRunning:
            return "The stopwatch is not running; 'stopwatch start' starts it."
        case .shown:
            return "The prompt shows the stopwatch while it runs."
        case .hidden:
            return "The stopwatch is hidden from the prompt; it keeps counting."
        }
    }
}

/// The stopwatch as `--json` prints it.
struct StopwatchReport: Encodable {
    struct LapRow: Encodable { var lap: Int; var seconds: Double; var total: Double }
    var elapsed: Double
    var display: String
    var running: Bool
    var hidden: Bool
    var laps: [LapRow]

    init(_ watch: Stopwatch, elapsed: Double) {
        self.elapsed = Self.milliseconds(elapsed)
        display = DurationFormat.clock(elapsed)
        running = watch.isRunning
        hidden = watch.hidden
        laps = Self.lapRows(watch)
    }

    /// The laps in the order run, times to the millisecond.
    static func lapRows(_ watch: Stopwatch) -> [LapRow] {
        watch.lapTable.map { LapRow(lap: $0.number, seconds: milliseconds($0.lap), total: milliseconds($0.total)) }
    }

    private static func milliseconds(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
