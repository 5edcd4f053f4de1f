import ArgumentParser
import Core

/// `checkin rest`: plan a rest day, which keeps every streak as it is.
struct CheckinRest: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "rest",
        abstract:
            "Plan a rest day (today unless --date): streaks neither break nor grow on it. At most 2 in any 7 days.")

    @Option(
        help: ArgumentHelp("today (the default), tomorrow or YYYY-MM-DD, up to a month ahead.", valueName: "date"),
        transform: DayWord.anyDay)
    var date: DayWord?
    @Flag(help: "Take the rest day back.") var cancel = false

    func run(in context: CommandContext) async throws {
        let today = context.today
        let day = try date?.day(today: today) ?? today
        let words = context.messages
        let when = day == today ? words.tr("Today") : day == today.adding(days: 1) ? words.tr("Tomorrow") : day.text
        if cancel {
            try context.checkIns.cancelRest(on: day)
            return context.output.line(words.tr("%@ is no longer a rest day.", when))
        }
        try context.checkIns.rest(on: day, today: today, at: context.now())
        let named = when + (day == today || day == today.adding(days: 1) ? " (\(day.text))" : "")
        context.output.line(
            words.tr(
                "%@ is a rest day: your streaks stay as they are. '%@' takes it back.", named,
                "checkin rest --cancel" + (date.map { " --date \($0.word)" } ?? "")))
    }
}
