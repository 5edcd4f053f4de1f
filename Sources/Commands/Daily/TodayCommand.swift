import ArgumentParser
import Core
import Storage

/// `today`: the day on one screen: the check-in, every area against its goal, what is running,
/// and what is still to do.
public struct TodayCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "today",
        abstract:
            "The day on one screen: your check-in, each area against its goal with its streak, and what is still to do.",
        discussion: """
            Streaks follow one rule: a day counts for an area when its goal is met (the check-in: when \
            you checked in). Today counts once met and does not break a streak before it is over. A rest \
            day planned with 'checkin rest' keeps every streak as it is. Days are counted in your time zone.
            """
    )

    @Option(
        help: ArgumentHelp("today (the default), yesterday or YYYY-MM-DD.", valueName: "date"),
        transform: DayWord.upToToday(Messages.mark("'today' shows today or an earlier day")))
    var date: DayWord?
    @OptionGroup var format: OutputFormat

    public init() {}

    public func run(in context: CommandContext) async throws {
        let today = context.today
        let day = try date?.day(today: today) ?? today
        let report = DayReport.load(day, streaks: day == today, context: context)
        let timers = day == today ? context.timers.list() : []
        let watch =
            day == today
            ? (try? context.store.load(Stopwatch.self)).flatMap {
                $0.isRunning || $0.elapsed(at: context.now()) > 0 ? $0 : nil
            } : nil
        try await format.show(TodayJSON(report, timers: timers, stopwatch: watch, context: context), in: context) {
            Self.show(report, timers: timers, stopwatch: watch, context: context)
        }
    }

    /// The one line shown above the first prompt of each interactive start: today at a glance.
    public static func glance(_ context: CommandContext) -> String {
        let line = DayView.line(
            DayReport.load(context.today, streaks: false, context: context, goalsOnly: true), context: context)
        return context.plain ? context.messages.tr("Today: %@", line) : line
    }

    static func show(
        _ report: DayReport, timers: [(timer: RunningTimer, remaining: Duration)] = [], stopwatch: Stopwatch? = nil,
        context: CommandContext
    ) {
        let (out, style, words) = (context.output, context.style, context.messages)
        let isToday = report.day == context.today
        out.line(
            style.bold(words.longDate(report.day))
                + (isToday ? "" : report.day == context.today.adding(days: -1) ? words.tr(" (yesterday)") : ""))
        let areas = report.goalAreas.map {
            [words.tr($0.area.title), DayView.progress($0, report, context: context, words), DayView.streak($0, words)]
        }
        var others = report.areas.filter { !$0.area.takesGoal && $0.value != nil }.map {
            [words.tr($0.area.title), DayView.progress($0, report, context: context, words)]
        }
        if let tags = report.checkIn?.tags {
            others.insert([words.tr("Tags"), tags.map(TerminalText.oneLine).joined(separator: ", ")], at: 0)
        }
        for (timer, remaining) in timers {
            others.append([
                words.tr("Timer"),
                words.tr("%@ left", DurationFormat.clock(remaining.seconds)) + "  \(TimerCommand.describe(timer))",
            ])
        }
        if let stopwatch {
            let clock = DurationFormat.clock(stopwatch.elapsed(at: context.now()))
            others.append([
                words.tr("Stopwatch"),
                stopwatch.isRunning ? words.tr("%@ running", clock) : words.tr("%@ stopped", clock),
            ])
        }
        // Two tables with one title column: a long row below the areas does not push their streaks away.
        let titles = Table(
            minimumWidths: [(areas + others).map { Table.width(of: $0[0]) }.max() ?? 0], indent: "  ", gap: "   ")
        for line in titles.lines(areas, plain: style.plain) + titles.lines(others, plain: style.plain) {
            out.line(line)
        }
        guard isToday else { return }
        let open = report.stillToDo(in: words)
        out.line("")
        guard !open.isEmpty else {
            guard !report.goalAreas.allSatisfy({ $0.goal == nil }) else {
                return out.line(words.tr("No goals set: 'goal breathing 10m', 'goal study 10', 'goal calories 2000'."))
            }
            // A ceiling kept at noon is not met yet: the day is not over, so say where each one stands.
            let ceilings = report.goalAreas.filter { $0.goal?.isCeiling == true }
            guard !ceilings.isEmpty else { return out.line(words.tr("Every goal is met today. Well done.")) }
            out.line(words.tr("Every goal to reach is met today. Within limits so far:"))
            for line in Table(indent: "  ", gap: "   ").lines(
                ceilings.map { [words.tr($0.area.title), DayView.progress($0, report, context: context, words)] },
                plain: style.plain)
            {
                out.line(line)
            }
            return
        }
        out.line(style.bold(words.tr("Still to do")))
        let tasks = open.map { [$0.task, style.plain ? words.tr("type '%@'", $0.command) : style.cyan($0.command)] }
        for line in Table(indent: "  ", gap: "   ").lines(tasks, plain: style.plain) {
            out.line(line)
        }
    }
}

/// `today --json`.
struct TodayJSON: Encodable {
    struct Mood: Encodable {
        var time: Date
        var mood: Int
        var moodWord: String
        var energy: Int?
        var energyWord: String?
        var note: String?
    }
    struct Area: Encodable {
        var area: String
        var done: Double
        var goal: Double?
        var unit: String
        var met: Bool?
        var streak: Int?
        var best: Int?
        var strength: Int?
    }
    struct Watch: Encodable {
        var running: Bool
        var seconds: Double
    }
    var date: String
    var checkIn: Mood?
    var restDay: Bool
    var areas: [Area]
    var cardsDue: Int
    var sightsVisited: [String]
    var relax: RelaxDay?
    var timers: [TimerCommand.TimerRow]
    var stopwatch: Watch?
    var stillToDo: [StillToDo]

    init(
        _ report: DayReport, timers: [(timer: RunningTimer, remaining: Duration)], stopwatch: Stopwatch?,
        context: CommandContext
    ) {
        date = report.day.text
        checkIn = report.checkIn.map {
            Mood(
                time: $0.time, mood: $0.mood, moodWord: CheckInScale.mood.word($0.mood),
                energy: $0.energy, energyWord: $0.energy.map(CheckInScale.energy.word), note: $0.note)
        }
        restDay = report.resting
        areas = report.goalAreas.map(Self.area)
        cardsDue = report.cardsDue
        sightsVisited = report.sightsVisited.map(\.name)
        relax = RelaxDay(report.relaxed)
        self.timers = timers.map(TimerCommand.TimerRow.init)
        self.stopwatch = stopwatch.map {
            Watch(running: $0.isRunning, seconds: ($0.elapsed(at: context.now()) * 1000).rounded() / 1000)
        }
        stillToDo = report.day == context.today ? report.stillToDo : []
    }

    /// One area's row: the day's amount, the goal's number (1 for a goal of doing it), whether it is met, streak and strength.
    static func area(_ day: AreaToday) -> Area {
        let goal = day.goal
        let met = goal.map { $0.isMet(by: day.value) }
        return Area(
            area: day.area.id, done: day.shown.view.done(day), goal: goal.map { $0.target ?? 1 },
            unit: day.shown.view.unit ?? day.area.unit, met: met,
            streak: goal == nil ? nil : day.days?.streak.current, best: goal == nil ? nil : day.days?.streak.best,
            strength: goal == nil ? nil : day.days?.strength)
    }
}

/// A day's time with the visual practices: how long in all, and which, in the order first done.
struct RelaxDay: Encodable {
    var seconds: Double
    var practices: [String]

    init?(_ sessions: [RelaxSessionRecord]) {
        guard !sessions.isEmpty else { return nil }
        seconds = sessions.reduce(0) { $0 + $1.seconds }
        practices = sessions.map(\.practice.rawValue).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
