import ArgumentParser
import Core
import Storage

/// `remind`: reminders through the day, rung in an open shell or as desktop notifications.
public struct RemindCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "remind",
        abstract:
            "Reminders through the day, e.g. 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'.",
        discussion: """
            A reminder rings above the prompt of an open coach shell, with the bell. Rings missed while no \
            shell was open are listed once at the next start. 'remind install' adds a systemd user timer \
            (or prints crontab lines where there is no systemd) that shows them as desktop notifications \
            when no shell is open. Times are your wall clock: on a day the clocks change, a reminder rings \
            once, at the jump for a time the change skips, and the hour your day starts (settings day-starts) \
            never moves them. 'settings set notify terminal' rings as a terminal notification too (OSC 9, or \
            OSC 777 in foot, urxvt and VTE terminals; through tmux's passthrough inside tmux), which reaches you \
            over SSH; 'desktop' as a desktop notification, 'both' as both, 'bell' (the default) with the bell. \
            'remind quiet 22:00-07:00' holds every ring until the quiet hours end, then rings each held reminder once.
            """,
        subcommands: [
            RemindList.self, RemindAdd.self, RemindEdit.self, RemindRemove.self, RemindPause.self, RemindResume.self,
            RemindQuiet.self,
            RemindInstall.self, RemindUninstall.self, RemindFire.self,
        ],
        defaultSubcommand: RemindList.self
    )

    public init() {}
}

/// `--weekdays` or `--days mon,wed,fri`: the days a reminder rings on.
struct ReminderDaysOptions: ParsableArguments {
    @Flag(help: "Ring Monday to Friday only.") var weekdays = false
    @Option(
        help: ArgumentHelp(
            "Ring on these days only: mon,wed,fri, a range (mon-fri), weekdays or weekends.", valueName: "days"))
    var days: String?

    /// The days asked for; nil for every day (neither option given).
    func chosen() throws -> [Weekday]? { try ReminderRequest.days(weekdays: weekdays, days: days) }

    /// Whether either option was given.
    var given: Bool { weekdays || days != nil }
}

/// How reminders are shown.
enum ReminderView {
    /// `Reminder (11:00): stand up — 'breathe'`.
    /// A ring held through quiet hours names when it was due; a digest says what is left of today's goals.
    static func ring(_ ring: ReminderRing, _ context: CommandContext) -> String {
        let clock = CalendarDay.clock(ring.held ?? ring.at, in: context.calendar)
        let note = ring.reminder.note.map { "\(TerminalText.oneLine($0)) — " } ?? ""
        guard ring.reminder.digest != true else {
            return context.messages.tr("Reminder (%@): ", clock) + note + digest(context)
        }
        return context.messages.tr("Reminder (%@): ", clock) + note
            + "'\(TerminalText.oneLine(ring.reminder.command))'"
    }

    /// `Still to do: breathe 6 more minutes ('breathe --minutes 6'); …`, as `today` says it.
    static func digest(_ context: CommandContext) -> String {
        let words = context.messages
        let report = DayReport.load(context.today, streaks: false, context: context, goalsOnly: true)
        let open = report.stillToDo(in: words)
        guard !open.isEmpty else {
            return report.goalAreas.allSatisfy { $0.goal == nil }
                ? words.tr("no goals set") : words.tr("every goal is met today")
        }
        return words.tr("Still to do") + ": "
            + open.map { "\(TerminalText.oneLine($0.task)) ('\(TerminalText.oneLine($0.command))')" }
            .joined(separator: "; ")
    }

    /// `today 11:00`, `tomorrow 09:00` or `Wed 25 Nov 09:00`: dates as the wall clock shows them, as rings keep to it.
    static func when(_ date: Date, _ context: CommandContext) -> String {
        let calendar = context.calendar.wallClock
        let (day, today, words) = (
            CalendarDay(date, in: calendar), CalendarDay(context.now(), in: calendar), context.messages
        )
        let name =
            day == today
            ? words.tr("today")
            : day == today.adding(days: 1)
                ? words.tr("tomorrow") : day == today.adding(days: -1) ? words.tr("yesterday") : words.shortDate(day)
        return name + " " + CalendarDay.clock(date, in: context.calendar)
    }

    /// `every day at 11:00, 'breathe' (stand up)`.
    static func describe(_ reminder: Reminder, _ words: Messages = .english) -> String {
        "\(reminder.when(in: words)), "
            + (reminder.digest == true
                ? words.tr("what is left of the day's goals") : "'\(TerminalText.oneLine(reminder.command))'")
            + (reminder.note.map { " (\(TerminalText.oneLine($0)))" } ?? "")
    }

    /// The rings missed while no shell was open, one line per reminder.
    static func missed(_ rings: [ReminderRing], _ context: CommandContext) -> [String] {
        guard !rings.isEmpty else { return [] }
        let byReminder = Dictionary(grouping: rings, by: \.reminder.id)
        let words = context.messages
        return [words.tr("Missed while coach was closed:")]
            + byReminder.keys.sorted().map { id in
                let rings = byReminder[id]!
                let last = when(rings.last!.at, context)
                let ring = rings[0].reminder
                return
                    "  \(ring.note.map { "\(TerminalText.oneLine($0)) — " } ?? "")'\(TerminalText.oneLine(ring.command))': "
                    + (rings.count == 1
                        ? last
                        : words.trn("%d time, last %@", "%d times, last %@", rings.count).replacing("%@", with: last))
            }
    }
}
