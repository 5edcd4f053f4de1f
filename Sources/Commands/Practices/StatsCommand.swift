import ArgumentParser
import Core

/// `stats`: every practice together — the overview (`stats show`, the default) and the achievements.
public struct StatsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Every practice together: sessions, time, your favourite, trends, and the achievements.",
        subcommands: [StatsShow.self, AchievementsCommand.self],
        defaultSubcommand: StatsShow.self
    )

    public init() {}

    /// `3 h 10 min`: a total of time, to the minute once it is one.
    static func time(_ seconds: Double, words: Messages) -> String {
        SpokenDuration.text(seconds >= 60 ? (seconds / 60).rounded() * 60 : seconds, in: words)
    }

    /// A practice's name as shown: coach's own words translated, a tracker's name as written.
    static func title(_ title: String, ours: Bool, words: Messages) -> String {
        ours ? words.tr(title) : TerminalText.oneLine(title)
    }
}

/// `stats show`: one overview of every practice — breathing, relax, study and the trackers — and which grows or fades.
struct StatsShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "One overview of every practice: sessions, time, your favourite, days active and the trends.",
        discussion: """
            Counts every practice together: breathing and relax sessions with their time, study in sittings \
            (flashcards graded less than 30 minutes apart are one sitting) with the cards, and each tracker's \
            entries. Time is kept by breathing and relax. Your favourite is the practice with the most sessions. \
            The trend compares each practice's sessions in the last 30 days with a month's average over the 60 \
            days before: growing (↑) at least a quarter and 2 sessions more, fading (↓) as much less, steady (→) \
            between, new (+) with none before, stopped (×) with none lately. 'breathe stats' and 'relax stats' \
            go into one practice; 'stats achievements' lists what each has earned.
            """
    )

    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let logs = try PracticeLog.all(
            trackers: try context.trackers.active(), through: context.today, in: context.areaSources)
        let stats = PracticeStats(logs, today: context.today)
        try await format.show(stats, in: context) { show(stats, context: context) }
    }

    private func show(_ stats: PracticeStats, context: CommandContext) {
        let (out, words, style) = (context.output, context.messages, context.style)
        guard stats.sessions > 0 else {
            out.line(words.tr("No practice yet: try 'breathe', 'relax', 'formula quiz' or 'track'."))
            return
        }
        out.line(
            style.bold(words.tr("All your practice"))
                + words.tr(
                    ": %@, %@, %@.", words.trn("%d session", "%d sessions", stats.sessions),
                    StatsCommand.time(stats.seconds, words: words),
                    words.trn("%d day active", "%d days active", stats.daysActive)))
        let favourite = stats.rows.first { $0.practice == stats.favourite }
        out.line(
            words.tr(
                "Favourite: %@",
                favourite.map { StatsCommand.title($0.title, ours: $0.titleIsOurs, words: words) } ?? "—"))
        out.line("")
        let headings = [
            words.tr("practice"), words.tr("sessions"), words.tr("in all"), words.tr("days"),
            words.tr("30 days"), words.tr("before"), words.tr("trend"),
        ]
        let rows = stats.rows.map { row in
            [
                StatsCommand.title(row.title, ours: row.titleIsOurs, words: words), words.number(row.sessions),
                row.seconds.map { StatsCommand.time($0, words: words) }
                    ?? (row.kind == .cards
                        ? words.trn("%d flashcard", "%d flashcards", row.items ?? 0)
                        : words.trn("%d entry", "%d entries", row.items ?? 0)),
                words.number(row.daysActive), words.number(row.trend.recent),
                words.number(AreaGoalNumber.text(row.trend.earlier)),
                row.trend.direction.arrow + " " + words.tr(row.trend.direction.word),
            ]
        }
        let table = Table(
            alignments: [.left, .right, .right, .right, .right, .right, .left], gap: "  ", headings: headings)
        if !style.plain { out.line(style.bold(table.lines([headings] + rows)[0])) }
        for line in style.plain ? table.lines(rows, plain: true) : Array(table.lines([headings] + rows).dropFirst()) {
            out.line(line)
        }
        out.line("")
        out.line(
            style.dim(words.tr("30 days: sessions lately; before: a month's average in the 60 days before.")))
    }
}
