import ArgumentParser
import Core
import Storage

/// `remind add 11:00 breathe`, `remind add every 2h 09:00-18:00 breathe "stand up"`.
struct RemindAdd: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a reminder: 'remind add 11:00 breathe', 'remind add 08:00 --weekdays checkin'.",
        discussion: """
            WHEN is a time (HH:MM, every day) or 'every' with an interval (5m to 12h) and an optional window \
            of the day (09:00-18:00 unless given). WHAT is a coach command, quoted when it has words of its \
            own ("breathe box"), or a tracker's name as the shell takes it ('remind add 08:15 stretch'); anything \
            after it is a note shown with the reminder. --weekdays rings Monday \
            to Friday only, --days mon,wed,fri (or a range, mon-fri) on those days. --digest makes one ring that lists \
            what is left of the day's goals, in the words of 'today' ('remind add 20:00 --digest'); it needs no WHAT.
            """)

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("When, the command, then an optional note.", valueName: "when what [note]"))
    var words: [String] = []
    @OptionGroup var days: ReminderDaysOptions
    @Flag(help: "One ring listing what is left of the day's goals, instead of a command.") var digest = false

    func run(in context: CommandContext) async throws {
        let firstWords = digest ? [] : Self.firstWords(context)
        var request =
            digest
            ? try ReminderRequest.digest(words)
            : try ReminderRequest.parse(words, isCommand: firstWords.contains, commands: firstWords)
        request.days = try days.chosen()
        let book = context.reminders
        let reminder = try book.add(request, at: context.now())
        let said = context.messages
        context.output.line(said.tr("Reminder %@: %@.", String(reminder.id), ReminderView.describe(reminder, said)))
        let all = try book.all()
        if let first = Reminders(reminders: [reminder], pauses: all.pauses, quiet: all.quiet).nextRing(
            after: context.now(), in: context.calendar.timeZone)
        {
            context.output.line(said.tr("First ring: %@.", ReminderView.when(first.at, context)))
        }
        try await RemindInstall.refresh(context)
        if try book.state().installedFiles.isEmpty, all.reminders.count == 1 {
            context.output.line(
                said.tr(
                    "It rings in an open coach shell; 'remind install' also shows reminders as desktop notifications when none is open."
                ))
        }
    }

    /// The words a reminder may start with: the commands, then the trackers' names, which the shell takes alone
    /// (`stretch` is `track stretch`).
    static func firstWords(_ context: CommandContext) -> [String] {
        Coach.commandNames + ((try? context.trackers.active()) ?? []).map(\.name)
    }
}
