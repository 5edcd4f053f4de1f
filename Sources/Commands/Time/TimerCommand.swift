import ArgumentParser
import Core
import Storage

/// `timer 5m [LABEL]`: a countdown that rings the bell when done; in the shell it runs in the background.
public struct TimerCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "Count down (5m, 90s, 1h30m) and ring the bell; the shell stays free meanwhile.",
        subcommands: [Start.self, List.self, Cancel.self],
        defaultSubcommand: Start.self
    )

    public init() {}

    struct TimerRow: Encodable {
        var id: Int
        var label: String
        var seconds: Double
        var remaining: Double

        /// A running countdown, in whole seconds.
        init(_ running: (timer: RunningTimer, remaining: Duration)) {
            (id, label) = (running.timer.id, running.timer.label)
            seconds = Double(running.timer.duration.components.seconds)
            remaining = Double(running.remaining.components.seconds)
        }
    }

    /// `5m` or `5m tea`; `5 мин` or `5 мин tea` in Russian.
    static func describe(_ timer: RunningTimer, words: Messages = .english) -> String {
        TimerDuration.describe(timer.duration, in: words)
            + (timer.label.isEmpty ? "" : " \(TerminalText.oneLine(timer.label))")
    }

    /// While a countdown runs and no other coach shell is open to ring it, asks before leaving the
    /// shell; true to leave. Leaving keeps it: the next shell says when it ended.
    public static func confirmLeaving(_ context: CommandContext) async -> Bool {
        // A countdown another coach waits for is rung there, whichever shells are open.
        let running = context.timers.list().filter { !$0.timer.waited }
        guard !running.isEmpty, context.terminal != nil,
            !context.store.isAnnounced(ReminderWatch.shellRole, besidesThisProcess: true)
        else { return true }
        let words = context.messages
        let names = running.map {
            words.tr(
                "%@ (%@, %@ left)", words.number($0.timer.id), describe($0.timer, words: words),
                DurationFormat.clock($0.remaining.seconds))
        }
        let list = names.joined(separator: ", ")
        let question =
            running.count == 1
            ? words.tr("Timer %@ running; no other shell will ring it. Leave? [y/N]", list)
            : words.tr("Timers %@ running; no other shell will ring them. Leave? [y/N]", list)
        return await MealView.ask(question, keys: "yn", context: context) == "y"
    }

    /// At a shell's start: the countdowns that ended while no shell was open, taken off the shelf.
    public static func endedWhileClosed(_ context: CommandContext) -> [String] {
        // One a coach waited for was rung there (or that coach was killed): nothing to say.
        let taken = (try? TimerShelf(store: context.store).takeEnded(by: context.now())) ?? []
        let ended = taken.filter { $0.waited != true }
        let words = context.messages
        return ended.map {
            words.tr(
                "Timer %@ (%@) ended at %@ while no coach shell was open.", words.number($0.id),
                describe($0.timer, words: words), CalendarDay.clock($0.ends, in: context.calendar))
        }
    }

    /// The line printed, after the bell, when a countdown ends.
    public static func doneMessage(_ timer: RunningTimer, words: Messages = .english) -> String {
        words.tr("Time's up: timer %@ (%@) is done.", words.number(timer.id), describe(timer, words: words))
    }

    /// Rings the bell and prints `doneMessage`.
    public static func announceDone(_ timer: RunningTimer, on output: Output, words: Messages = .english) {
        output.control(.bell)
        output.line(doneMessage(timer, words: words))
    }

    /// One-shot and scripts: wait for the deadline, showing the time left when on a terminal. The countdown is
    /// kept in the data directory meanwhile, so 'timer list' and 'timer cancel' in another terminal see it.
    static func waitInForeground(_ duration: Duration, label: String, context: CommandContext) async throws {
        let shelf = TimerShelf(store: context.store)
        let timer = try shelf.add(duration, label: label, now: context.now(), waited: true).timer
        let words = context.messages
        let waiting = Task {
            try await countDown(on: context.clock, timer, shelf: shelf, words: words, context: context)
        }
        let ended: Bool
        if let shell = context.shell {
            let stop: @Sendable () -> Void = { waiting.cancel() }
            ended = await shell.stoppable(stop: stop) { (try? await waiting.value) ?? false }
        } else {
            ended = (try? await waiting.value) ?? false
        }
        let kept = try shelf.take(timer.id)
        let (number, named) = (words.number(timer.id), describe(timer, words: words))
        if ended {
            context.output.control(.bell)
            context.output.line(words.tr("Time's up: %@ is done.", named))
        } else if kept == nil {
            context.output.line(words.tr("Timer %@ (%@) was cancelled from another coach.", number, named))
        } else {
            context.output.line(words.tr("Timer %@ (%@) stopped before its end.", number, named))
        }
    }

    /// Waits for `timer`'s end a second at a time; false when it left the shelf first (cancelled elsewhere).
    private static func countDown<C: Clock>(
        on clock: C, _ timer: RunningTimer, shelf: TimerShelf, words: Messages, context: CommandContext
    )
        async throws -> Bool
    where C.Duration == Duration {
        let start = clock.now
        let end = start.advanced(by: timer.duration)
        var second: Int64 = 0
        let live = context.terminal != nil && !context.plain
        defer { if live { context.output.control(.lineStart, .clearLine) } }
        while clock.now < end {
            guard try shelf.holds(timer.id) else { return false }
            let left = (timer.duration - .seconds(second)).seconds
            // Plain: a line at each whole minute left, kept in the scrollback, instead of a line redrawn each second.
            if context.terminal != nil, context.plain, second > 0, Int(left.rounded()) % 60 == 0 {
                context.output.line(
                    words.tr("Timer %@: %@ left", words.number(timer.id), DurationFormat.clock(left)))
            }
            if live {
                var frame = Frame()
                frame.add(.lineStart, .clearLine)
                let left = DurationFormat.clock((timer.duration - .seconds(second)).seconds)
                frame.add("  " + words.tr("%@ left  (timer %@)", left, words.number(timer.id)))
                context.output.show(frame)
            }
            second += 1
            try await clock.sleep(until: min(end, start.advanced(by: .seconds(second))), tolerance: nil)
        }
        return true
    }
}

extension Duration {
    /// Whole and fractional seconds as a Double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
