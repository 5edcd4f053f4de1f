import ArgumentParser
import Core
import Storage

/// `checkin list [--days N]`: the recent check-ins and rest days, newest last.
struct CheckinList: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Your check-ins and rest days of the last N days (7 by default), with the streak.")

    @Option(help: ArgumentHelp("How many days back, today included (1–3660).", valueName: "n")) var days = 7
    @OptionGroup var format: OutputFormat

    func validate() throws {
        try OptionRange.check(days, 1...3660, "--days", example: "checkin list --days 30")
    }

    struct Row: Encodable {
        var date: String
        var time: Date?
        var mood: Int?
        var energy: Int?
        var note: String?
        var tags: [String]?
        var restDay: Bool
    }

    func run(in context: CommandContext) async throws {
        let today = context.today
        let first = today.adding(days: 1 - days)
        let checkIns = try context.checkIns.checkIns(from: first, through: today)
        let planned = try context.checkIns.allRestDays()
        let rest = planned.filter { $0 >= first && $0 <= today }
        // The days listed are the last ones; rest days to come are named after them.
        let ahead = planned.filter { $0 > today && $0 <= today.adding(days: RestRule.daysAhead) }.sorted()
        var rows = checkIns.map {
            Row(
                date: $0.day, time: $0.time, mood: $0.mood, energy: $0.energy, note: $0.note, tags: $0.tags,
                restDay: rest.contains($0.calendarDay))
        }
        for day in rest where !checkIns.contains(where: { $0.day == day.text }) {
            rows.append(Row(date: day.text, restDay: true))
        }
        rows.sort { $0.date < $1.date }
        try await format.show(rows, in: context) {
            let words = context.messages
            defer {
                if !ahead.isEmpty {
                    context.output.line(
                        words.tr("Rest days ahead: %@.", ahead.map { words.shortDate($0) }.joined(separator: " · ")))
                }
            }
            guard !rows.isEmpty else {
                return context.output.line(
                    words.tr(
                        "No check-ins in the last %@. Check in with 'checkin'.", words.trn("%d day", "%d days", days)))
            }
            let table = Table(
                alignments: [.left, .left, .left, .left], indent: "  ",
                headings: ["", "", words.tr("mood"), words.tr("energy")])
            let lines = table.lines(
                rows.map { row in
                    let mood = row.mood.map { CheckInScale.mood.describe($0, in: words) } ?? ""
                    let energy = row.energy.map { CheckInScale.energy.describe($0, in: words) } ?? ""
                    let rest = row.restDay ? context.style.dim(words.tr("rest day")) : ""
                    return [
                        words.shortDate(CalendarDay(row.date)!) + " " + row.date.prefix(4),
                        // A check-in made for an earlier day has no time of that day to show.
                        row.time.flatMap { time in
                            CalendarDay(time, in: context.calendar).text == row.date
                                ? CalendarDay.clock(time, in: context.calendar) : nil
                        } ?? "", mood, energy,
                        [
                            row.note.map { words.tr("\"%@\"", TerminalText.oneLine($0)) },
                            row.tags.map { "#" + $0.map(TerminalText.oneLine).joined(separator: " #") },
                            rest.isEmpty ? nil : rest,
                        ].compactMap { $0 }.joined(separator: "  "),
                    ]
                }, plain: context.plain)
            for line in lines { context.output.line(line) }
            let checked = checkIns.count
            let streak = (try? CheckInView.streakLine(context, words)).flatMap { $0.map { " " + $0 } } ?? ""
            context.output.line(
                words.tr("%@ of the last %@ checked in.", words.number(checked), words.trn("%d day", "%d days", days))
                    + streak)
        }
    }
}
