import ArgumentParser
import Core
import Storage

/// `stopwatch watch`: a live display, ten frames a second, until a key is pressed.
struct StopwatchWatch: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "watch", abstract: "Show the stopwatch live until a key is pressed (terminal only).")

    /// Frames per second of the live display.
    static let framesPerSecond = 10

    func run(in context: CommandContext) async throws {
        guard let terminal = context.terminal else { throw TimeCommandError.watchNeedsTerminal }
        // The plain display draws nothing live: the time as it is now, a line a screen reader reads.
        guard !context.plain else { return try await StopwatchCommand.Status.parse([]).run(in: context) }
        try await terminal.withKeyInput {
            try await terminal.withCursorHidden {
                defer { context.output.control(.lineStart, .clearLine) }
                try Self.play(on: context.clock, terminal: terminal, context: context)
            }
        }
        try await StopwatchCommand.Status.parse([]).run(in: context)
    }

    /// Draws frames at absolute deadlines from the start until a key arrives.
    private static func play<C: Clock>(on clock: C, terminal: any TerminalControl, context: CommandContext) throws
    where C.Duration == Duration {
        let start = clock.now
        let words = context.messages
        let frame = Duration.seconds(1) / framesPerSecond
        var number = 0
        while true {
            let watch = try context.store.load(Stopwatch.self)
            var picture = Frame()
            picture.add(.lineStart, .clearLine)
            picture.add(Self.frame(watch, at: context.now(), style: context.style, words: words))
            context.output.show(picture)
            number += 1
            let wait = clock.now.duration(to: start.advanced(by: frame * number))
            if terminal.readKey(timeout: max(.zero, wait)) != nil { return }
        }
    }

    /// One line of the live display.
    static func frame(_ watch: Stopwatch, at now: Date, style: Style, words: Messages = .english) -> String {
        let time = style.bold(DurationFormat.clockTenths(watch.elapsed(at: now), in: words))
        let state = watch.isRunning ? style.green(words.tr("running")) : style.yellow(words.tr("stopped"))
        return "  \(time)  \(state)  " + style.dim(words.tr("press any key to stop watching"))
    }
}
