import ArgumentParser
import Core

/// `stats achievements`: every practice's achievements and the sights', earned or on the way, in one list.
struct AchievementsCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "achievements",
        abstract: "Every achievement in one list: breathing, relax, study, your trackers and the sights.",
        discussion: """
            Each practice earns five: First session, Ten sessions, Seven days running (sessions on 7 days in a \
            row), 100 minutes (study: 100 cards; a tracker: 100 entries) and Thirty days (on 30 different days). \
            The sights keep their own ten ('sights profile'). An achievement is reckoned from your logs, never \
            stored, and is announced once, on the line after the command that earned it. With --earned only \
            those earned are listed.
            """
    )

    @Flag(help: "Only the achievements earned.") var earned = false
    @OptionGroup var format: OutputFormat

    /// Every achievement of every practice and of the sights.
    static func rows(_ context: CommandContext) throws -> [AchievementRow] {
        let logs = try PracticeLog.all(
            trackers: try context.trackers.active(), through: context.today, in: context.areaSources)
        return logs.flatMap(AchievementRow.all)
            + AchievementRow.sights(AchievementStatus.all(try context.sights.journal()))
    }

    func run(in context: CommandContext) async throws {
        let logs = try PracticeLog.all(
            trackers: try context.trackers.active(), through: context.today, in: context.areaSources)
        let all = try Self.rows(context)
        let rows = earned ? all.filter(\.earned) : all
        try await format.show(rows, in: context) {
            let (out, words, style) = (context.output, context.messages, context.style)
            out.line(
                style.bold(words.tr("Achievements"))
                    + words.tr(
                        ": %@ of %@ earned", words.number(all.filter(\.earned).count), words.number(all.count)))
            let titles = Dictionary(logs.map { ($0.practice, ($0.title, $0.titleIsOurs)) }) { first, _ in first }
            let practices = rows.map(\.practice).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for practice in practices {
                let (title, ours) = titles[practice] ?? ("Sights", true)
                out.line(style.bold(StatsCommand.title(title, ours: ours, words: words)))
                for row in rows where row.practice == practice {
                    let mark = row.earned ? style.green("✓") : style.plain ? "" : " "
                    let done = "\(min(row.done, row.needed))/\(row.needed)"
                    let goal = words.tr(row.goal) + (row.earnedOn.map { " (\($0.text))" } ?? "")
                    if style.plain {
                        let state = row.earned ? words.tr("earned") : words.tr("%@ done", done)
                        out.line(words.tr(row.title) + ": " + state + "; " + goal)
                    } else {
                        out.line(
                            "  \(mark) " + Table.pad(words.tr(row.title), 20) + "  " + Table.pad(done, 7) + "  "
                                + style.dim(goal))
                    }
                }
            }
        }
    }
}
