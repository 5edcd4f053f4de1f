import ArgumentParser
import Core
import Storage

/// `remind pause [LENGTH]`: quiet for a while, by default for the rest of today.
struct RemindPause: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "pause",
        abstract: "Quiet every reminder for a while ('remind pause 1h'), or for the rest of today.")

    @Argument(
        help: ArgumentHelp(
            "How long: 30m, 1h, 2h30m (up to 7 days); the rest of today when left out.", valueName: "length"))
    var length: String?

    func validate() throws { if let length { try OptionRange.checked { try ReminderRequest.pauseMinutes(length) } } }

    func run(in context: CommandContext) async throws {
        let now = context.now()
        let until: Date
        if let length {
            let minutes = try ReminderRequest.pauseMinutes(length)
            until = now.addingTimeInterval(Double(minutes) * 60)
        } else {
            let wall = context.calendar.wallClock  // the rest of the day on the wall clock, as rings keep to it
            until = CalendarDay(now, in: wall).adding(days: 1).moment(at: WallTime(minutes: 0), in: wall.timeZone)
        }
        try context.reminders.pause(from: now, until: until)
        context.output.line(
            context.messages.tr(
                "Reminders are paused until %@; 'remind resume' starts them again.", ReminderView.when(until, context)))
    }
}

/// `remind resume`: end a pause.
struct RemindResume: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "resume", abstract: "End a pause: reminders ring again.")

    func run(in context: CommandContext) async throws {
        let resumed = try context.reminders.resume(at: context.now())
        let words = context.messages
        context.output.line(resumed ? words.tr("Reminders ring again.") : words.tr("Reminders were not paused."))
    }
}
