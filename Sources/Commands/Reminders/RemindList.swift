import ArgumentParser
import Core
import Storage

/// `remind list`: every reminder with its next ring, any pause, and whether it rings outside the shell.
struct RemindList: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Your reminders with their next ring (the default).")

    @OptionGroup var format: OutputFormat

    struct Row: Encodable {
        var id: Int
        var rule: ReminderRule
        var text: String
        /// The days it rings on (`mon` …); absent for every day.
        var days: [Weekday]?
        var command: String
        var note: String?
        var next: Date?
    }

    struct Listing: Encodable {
        var reminders: [Row]
        var pausedUntil: Date?
        /// `22:00-07:00`; absent without quiet hours.
        var quiet: String?
        var installed: [String]
    }

    func run(in context: CommandContext) async throws {
        let (all, state) = (try context.reminders.all(), try context.reminders.state())
        let (now, zone) = (context.now(), context.calendar.timeZone)
        let nexts = all.reminders.map {
            Reminders(reminders: [$0], pauses: all.pauses, quiet: all.quiet).nextRing(after: now, in: zone)?.at
        }
        let rows = zip(all.reminders, nexts).map { reminder, next in
            Row(
                id: reminder.id, rule: reminder.rule, text: reminder.when, days: reminder.days,
                command: reminder.command, note: reminder.note,
                next: next)
        }
        let pause = all.pause(at: now)
        try await format.show(
            Listing(
                reminders: rows, pausedUntil: pause?.until, quiet: all.quiet?.text, installed: state.installedFiles),
            in: context
        ) {
            let words = context.messages
            guard !rows.isEmpty else {
                return context.output.line(
                    words.tr(
                        "No reminders. Add one: 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'."
                    ))
            }
            let table = Table(alignments: [.right], indent: "  ", headings: [words.tr("reminder")])
            for line in table.lines(
                zip(rows, nexts).map { row, next in
                    [
                        String(row.id), all.reminders.first { $0.id == row.id }?.when(in: words) ?? row.text,
                        all.reminders.first { $0.id == row.id }?.digest == true
                            ? words.tr("what is left of the day's goals") : "'\(TerminalText.oneLine(row.command))'",
                        row.note.map(TerminalText.oneLine) ?? "",
                        next.map { words.tr("next %@", ReminderView.when($0, context)) } ?? "",
                    ]
                }, plain: context.plain)
            { context.output.line(line) }
            if let quiet = all.quiet {
                context.output.line(
                    words.tr("Quiet hours: %@; rings wait until they end ('remind quiet off').", quiet.text))
            }
            if let pause {
                context.output.line(
                    words.tr(
                        "Paused until %@; 'remind resume' ends the pause.", ReminderView.when(pause.until, context)))
            }
            context.output.line(
                state.installedFiles.isEmpty
                    ? words.tr(
                        "They ring in an open coach shell; 'remind install' also shows them as desktop notifications.")
                    : words.tr(
                        "They ring in an open coach shell, and as desktop notifications otherwise ('remind uninstall' stops those)."
                    )
            )
        }
    }
}
