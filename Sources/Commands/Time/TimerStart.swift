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
            if let length { try OptionRange.checked { try TimerDuration.parse(Self.typed(length, label).length) } }
        }

        /// The length as typed over several words, as Russian writes it with spaces (`timer 1 ч 30 мин чай`):
        /// the words after the length that complete it join it, when the length alone is no duration
        /// (`5 мин`) or when they are more of it in Russian units (`1ч 30мин`); the rest are the label.
        static func typed(_ length: String, _ label: [String]) -> (length: String, label: [String]) {
            let alone = (try? TimerDuration.parse(length)) != nil
            for count in stride(from: label.count, through: 1, by: -1) {
                let added = label.prefix(count)
                let russian = added.contains { $0.contains { ("а"..."я").contains($0) } }
                guard !alone || russian else { continue }
                let joined = ([length] + added).joined(separator: " ")
                if (try? TimerDuration.parse(joined)) != nil { return (joined, Array(label.dropFirst(count))) }
            }
            return (length, label)
        }

        func run(in context: CommandContext) async throws {
            guard let typed = length else {
                return try await List.parse(format.json ? ["--json"] : []).run(in: context)
            }
            let (length, label) = Self.typed(typed, label)
            let duration = try TimerDuration.parse(length)
            let name = label.joined(separator: " ")
            if context.mode == .interactive {
                let timer = context.timers.start(duration, label: name)
                let words = context.messages
                context.output.line(
                    words.tr(
                        "Timer %@ started: %@. 'timer cancel %@' stops it.", words.number(timer.id),
                        TimerCommand.describe(timer, words: words), "\(timer.id)"))
            } else {
                try await TimerCommand.waitInForeground(duration, label: name, context: context)
            }
        }
    }
}
