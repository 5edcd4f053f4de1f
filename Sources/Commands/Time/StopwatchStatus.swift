import ArgumentParser
import Core
import Storage

extension StopwatchCommand {
    struct Status: CoachRunnable {
        static let configuration = CommandConfiguration(
            commandName: "status", abstract: "Show the elapsed time and whether it runs (the default).")
        @OptionGroup var format: OutputFormat

        func run(in context: CommandContext) async throws {
            let watch = try context.store.load(Stopwatch.self)
            let elapsed = watch.elapsed(at: context.now())
            try await format.show(StopwatchReport(watch, elapsed: elapsed), in: context) {
                let words = context.messages
                var text =
                    DurationFormat.clock(elapsed) + " " + (watch.isRunning ? words.tr("running") : words.tr("stopped"))
                if !watch.laps.isEmpty { text += ", " + words.trn("%d lap", "%d laps", watch.laps.count) }
                if watch.hidden { text += words.tr(" (hidden from the prompt)") }
                context.output.line(context.plain ? words.tr("Stopwatch: %@", text) : text)
            }
        }
    }
}
