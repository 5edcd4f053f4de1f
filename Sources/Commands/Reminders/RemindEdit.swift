import ArgumentParser
import Core
import Storage

/// `remind edit ID [WHEN] [--weekdays | --days D | --every-day] [--what CMD] [--note TEXT]`: the same reminder, changed.
struct RemindEdit: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract:
            "Change a reminder's time, days, command or note, keeping its number: 'remind edit 2 09:00 --weekdays'.",
        discussion: """
            WHEN is a time (HH:MM) or 'every' with an interval and an optional window, as for 'remind add'; \
            what is not given stays as it was. --every-day rings on every day again; --note "" takes the note away.
            """)

    @Argument(help: ArgumentHelp("The reminder's number from 'remind list'.", valueName: "id")) var id: String
    @Argument(help: ArgumentHelp("A new time: HH:MM, or 'every 2h 09:00-18:00'.", valueName: "when")) var when:
        [String] = []
    @OptionGroup var days: ReminderDaysOptions
    @Flag(help: "Ring on every day of the week again.") var everyDay = false
    @Option(help: ArgumentHelp("The coach command it runs, e.g. \"breathe box\".", valueName: "command")) var what:
        String?
    @Option(help: ArgumentHelp("The words shown with it; \"\" for none.", valueName: "text")) var note: String?

    func validate() throws {
        if everyDay && days.given {
            throw ValidationError("--every-day rings on all seven days; leave out --weekdays and --days with it")
        }
    }

    func run(in context: CommandContext) async throws {
        guard !when.isEmpty || days.given || everyDay || what != nil || note != nil else {
            throw ReminderInputError.nothingToChange(Int(id) ?? 0)
        }
        var words = when[...]
        let rule = words.isEmpty ? nil : try ReminderRequest.rule(&words)
        if let extra = words.first { throw ReminderInputError.moreThanATime(extra) }
        let firstWords = RemindAdd.firstWords(context)
        let command = try what.map {
            try ReminderRequest.command($0, isCommand: firstWords.contains, commands: firstWords)
        }
        let newNote = try note.map { try ReminderRequest.note($0) }
        let newDays = try days.chosen()
        let reminder = try context.reminders.edit(id, at: context.now()) { reminder in
            if let rule { reminder.rule = rule }
            if let command { reminder.command = command }
            if let newNote { reminder.note = newNote }
            if days.given { reminder.days = newDays }
            if everyDay { reminder.days = nil }
        }
        let said = context.messages
        context.output.line(said.tr("Reminder %@: %@.", String(reminder.id), ReminderView.describe(reminder, said)))
        let all = try context.reminders.all()
        if let next = Reminders(reminders: [reminder], pauses: all.pauses, quiet: all.quiet).nextRing(
            after: context.now(), in: context.calendar.timeZone)
        {
            context.output.line(said.tr("Next ring: %@.", ReminderView.when(next.at, context)))
        }
        try await RemindInstall.refresh(context)
    }
}
