import Core
import Storage

/// What `status` shows, in its one order: the running stopwatch, the next timer, today's goals left and the
/// next reminder, each part already in words on one line and bounded, so a status bar stays short.
struct StatusLine {
    /// One part of the line; `kind` picks its colour in a status bar.
    struct Part: Equatable {
        enum Kind { case stopwatch, timer, goal, reminder }
        var kind: Kind
        var text: String
    }

    /// Seconds on the stopwatch while it runs.
    var stopwatch: Double?
    /// The countdown that ends first.
    var timer: (timer: RunningTimer, remaining: Duration)?
    /// Each open goal's area and its words (`breathing 4/10 min`, `1,845 kcal left`).
    var left: [(area: String, text: String)] = []
    /// How many of today's goals are met, of how many set.
    var met = 0
    var total = 0
    /// The next ring of a reminder, and when it is said (`11:00`, `tomorrow 09:00`).
    var reminder: (ring: ReminderRing, when: String)?
    var parts: [Part] = []

    /// The most columns a person's words take on the line (a timer's label, a reminder's note).
    static let wordsWidth = 24
    /// The open goals named on the line; the rest are counted (`+2 more`).
    static let goalsShown = 3

    /// The share of today's goals met, in percent; nil when none is set.
    var percent: Int? { total == 0 ? nil : met * 100 / total }

    /// `text` from the data on one line, no control character in it, at most `width` columns.
    static func bounded(_ text: String, to width: Int = wordsWidth) -> String {
        TerminalText.truncated(TerminalText.oneLine(text), to: width)
    }

    /// Reads what is there now: the stopwatch, the timers, today's goals (this month's logs only) and reminders.
    /// A file that cannot be read leaves its part out with a warning on stderr, as `today` does.
    static func load(_ context: CommandContext) -> StatusLine {
        let (words, now) = (context.messages, context.now())
        func reading<T>(_ what: String, _ read: () throws -> T) -> T? {
            do { return try read() } catch {
                context.output.errorLine(words.tr("Warning: cannot show %@: ", words.tr(what)) + words.describe(error))
                return nil
            }
        }
        var line = StatusLine()
        if let watch = reading(Messages.mark("the stopwatch"), { try context.store.load(Stopwatch.self) }),
            watch.isRunning
        {
            line.stopwatch = watch.elapsed(at: now)
        }
        line.timer = context.timers.list().min { $0.remaining < $1.remaining }
        let report = DayReport.load(context.today, streaks: false, context: context, goalsOnly: true)
        let goals = report.goalAreas.filter { $0.goal != nil }.map { day in
            (day: day, left: day.shown.view.left(day, report: report, words))
        }
        // A goal with nothing left counts as met: the check-in on a rest day.
        line.total = goals.count
        line.met = goals.count { $0.left == nil || $0.day.goal?.isMet(by: $0.day.value) == true }
        line.left = goals.compactMap { goal in goal.left.map { (goal.day.area.id, $0) } }
        let reminders = reading(Messages.mark("your reminders")) { try context.reminders.all() }
        if let ring = reminders?.nextRing(after: now, in: context.calendar.timeZone) {
            let wall = context.calendar.wallClock  // rings keep to the wall clock's dates
            let today = CalendarDay(ring.at, in: wall) == CalendarDay(now, in: wall)
            line.reminder =
                (ring, today ? CalendarDay.clock(ring.at, in: context.calendar) : ReminderView.when(ring.at, context))
        }
        line.parts = line.words(words)
        return line
    }

    /// The parts in their order, said in the language of `words`.
    private func words(_ words: Messages) -> [Part] {
        var parts: [Part] = []
        if let stopwatch {
            parts.append(Part(kind: .stopwatch, text: words.tr("stopwatch %@", DurationFormat.short(stopwatch))))
        }
        if let next = timer {
            let clock = DurationFormat.short(next.remaining.seconds)
            let label = next.timer.label
            let text = label.isEmpty ? words.tr("timer %@", clock) : Self.bounded(label) + " " + clock
            parts.append(Part(kind: .timer, text: text))
        }
        parts += left.prefix(Self.goalsShown).map { Part(kind: .goal, text: Self.bounded($0.text, to: 32)) }
        if left.count > Self.goalsShown {
            parts.append(Part(kind: .goal, text: words.tr("+%@ more", words.number(left.count - Self.goalsShown))))
        }
        if let reminder {
            let said = reminder.ring.reminder.note ?? reminder.ring.reminder.command
            parts.append(Part(kind: .reminder, text: reminder.when + " " + Self.bounded(said)))
        }
        return parts
    }
}
