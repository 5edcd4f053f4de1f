import ArgumentParser
import Core

/// `track list`: every tracker with today's value, its goal, streak and strength.
struct TrackList: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Your trackers: today's value, goal, streak and strength.")

    @OptionGroup var format: OutputFormat

    struct Row: Encodable {
        var name: String, kind: String, unit: String?
        var today: Double?, goal: String?, met: Bool?
        var streak: Int, best: Int, strength: Int
    }

    func run(in context: CommandContext) async throws {
        let trackers = try context.trackers.active()
        let report = DayReport.load(
            context.today, streaks: true, context: context, areas: trackers.map { ShownArea(TrackerArea($0)) })
        let days = Array(zip(trackers, report.areas))
        let rows = days.map { tracker, day in
            Row(
                name: tracker.name, kind: tracker.kind.rawValue, unit: tracker.unit, today: day.value,
                goal: day.goal.map(day.area.describe),
                met: day.goal.map { $0.isMet(by: day.value) }, streak: day.days?.streak.current ?? 0,
                best: day.days?.streak.best ?? 0,
                strength: day.days?.strength ?? 0)
        }
        try await format.show(rows, in: context) {
            let words = context.messages
            guard !rows.isEmpty else {
                return context.output.line(
                    words.tr(
                        "No trackers yet. Add one: 'track add water --goal 8 --unit glasses', 'track add stretch'."))
            }
            let style = context.style
            let table = Table(
                alignments: [.left, .right, .left, .right, .left], indent: "  ", gap: "   ",
                headings: ["", words.tr("today"), "", words.tr("streak"), words.tr("strength")])
            if !context.plain { context.output.line(style.bold(words.tr("Trackers")) + words.tr(" · today")) }
            for line in table.lines(
                zip(days, rows).map { pair, row in
                    let (tracker, _) = pair
                    let met = row.met == true
                    let today = TrackView.amount(row.today, tracker, words)
                    let goal = pair.1.goal.map { words.tr("goal %@", pair.1.area.describe($0, in: words)) }
                    return [
                        tracker.name, met ? style.green(today) : today, goal ?? style.dim(words.tr("no goal")),
                        words.trn("%d day", "%d days", row.streak) + (context.plain ? ", " : " · ")
                            + words.tr("best %@", words.number(row.best)),
                        context.plain ? words.trn("%d percent", "%d percent", row.strength) : "\(row.strength)%",
                    ]
                }, plain: context.plain)
            { context.output.line(line) }
        }
    }
}
