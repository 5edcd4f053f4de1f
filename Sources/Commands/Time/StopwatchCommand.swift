import ArgumentParser
import Core
import Storage

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

    /// Applies one action under the store's lock and says what happened.
    static func change(_ context: CommandContext, _ action: (inout Stopwatch, Date) -> Stopwatch.Outcome) throws {
        let now = context.now()
        let outcome = try context.store.update(Stopwatch.self) { action(&$0, now) }
        context.output.line(describe(outcome, words: context.messages))
    }

    static func describe(_ outcome: Stopwatch.Outcome, words: Messages = .english) -> String {
        switch outcome {
        case let .started(from):
            from == 0
                ? words.tr("Stopwatch started.") : words.tr("Stopwatch resumed at %@.", DurationFormat.clock(from))
        case let .alreadyRunning(elapsed):
            words.tr("The stopwatch is already running (%@).", DurationFormat.clock(elapsed))
        case let .stopped(at):
            words.tr("Stopwatch stopped at %@.", DurationFormat.clock(at))
        case let .alreadyStopped(elapsed):
            words.tr(
                "The stopwatch is already stopped (%@); 'stopwatch start' resumes it.", DurationFormat.clock(elapsed))
        case let .reset(running):
            running ? words.tr("Stopwatch reset to 00:00:00; still running.") : words.tr("Stopwatch reset to 00:00:00.")
        case let .lapped(number, lap, total):
            words.tr(
                "Lap %@: %@ (total %@).", words.number(number), DurationFormat.clockTenths(lap, in: words),
                DurationFormat.clockTenths(total, in: words))
        case .notRunning:
            words.tr("The stopwatch is not running; 'stopwatch start' starts it.")
        case .shown:
            words.tr("The prompt shows the stopwatch while it runs.")
        case .hidden:
            words.tr("The stopwatch is hidden from the prompt; it keeps counting.")
        }
    }
}

/// The stopwatch as `--json` prints it.
struct StopwatchReport: Encodable {
    struct LapRow: Encodable {
        var lap: Int
        var seconds: Double
        var total: Double
    }
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
