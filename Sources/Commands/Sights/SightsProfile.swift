import ArgumentParser
import Core

/// `sights profile`: visits, level, achievements and history.
struct SightsProfile: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "profile", abstract: "Your explorer profile: level and XP, achievements, and the visits so far.")
    @OptionGroup var format: OutputFormat

    /// `Explorer (level 3) ████░░░░ 620 XP, 380 to Pathfinder`.
    static func levelLine(_ progress: ExplorerProgress, words: Messages, style: Style) -> String {
        let level = words.tr("%@ (level %@)", words.tr(progress.level.name), words.number(progress.level.number))
        let xp = words.tr("%@ XP", words.number(progress.xp))
        let next =
            progress.next.map { words.tr(", %@ to %@", words.number($0.threshold - progress.xp), words.tr($0.name)) }
            ?? words.tr(", the top level")
        // Russian's level names and words are longer: a shorter bar keeps the line within 80 columns.
        let bar = SightView.levelBar(progress, width: words.language == .ru ? 12 : 20)
        // Plain: the XP and what is left to the next level say what the bar draws.
        return style.plain
            ? words.tr("Explorer: %@", level + ", " + xp + next) : level + "  " + style.cyan(bar) + "  " + xp + next
    }

    func run(in context: CommandContext) async throws {
        let journal = try context.sights.journal()
        let profile = ExplorerProfile(journal)
        try await format.show(profile, in: context) {
            let (out, words, style) = (context.output, context.messages, context.style)
            out.line(Self.levelLine(profile.progress, words: words, style: style))
            let bundledVisited = Set(journal.visits.map(\.id)).filter { SightCatalog.bundledByID[$0] != nil }.count
            let counts = [
                words.tr(
                    "%@ of %@ sights visited", words.number(bundledVisited), words.number(SightCatalog.bundled.count)),
                words.trn("%d visit", "%d visits", profile.visits),
                words.trn("%d favourite", "%d favourites", profile.favourites),
                words.trn("%d note", "%d notes", profile.notes),
            ]
            out.line(counts.joined(separator: " · "))
            out.line(
                words.trn("%d route completed", "%d routes completed", profile.routesCompleted) + " · "
                    + words.trn("%d rating", "%d ratings", profile.ratings))
            out.line("")
            out.line(style.bold(words.tr("Achievements")))
            for status in profile.achievements {
                let mark = status.isEarned ? style.green("✓") : " "
                let done = "\(min(status.done, status.needed))/\(status.needed)"
                let goal = words.tr(status.achievement.goal) + (status.earnedOn.map { " (\($0.text))" } ?? "")
                out.line(
                    "  \(mark) " + Table.pad(words.tr(status.achievement.title), 18) + "  " + Table.pad(done, 6) + "  "
                        + style.dim(goal))
            }
            let history = journal.history()
            guard !history.isEmpty else {
                return out.line("\n" + words.tr("No visits yet: 'sights visit ID' records one."))
            }
            out.line("")
            out.line(style.bold(words.tr("Visits")))
            let shown = Array(history.prefix(20))
            let names = try context.sights.summaries(of: Set(shown.map(\.visit.id)))
            for earned in shown {
                let name = names[earned.visit.id].map { words.language == .ru ? $0.nameRU ?? $0.name : $0.name }
                    .map(TerminalText.oneLine)
                out.line(
                    "  \(earned.visit.day.text)  +" + words.tr("%@ XP", words.number(earned.xp))
                        + "  \(name ?? TerminalText.oneLine(earned.visit.id))")
            }
        }
    }
}
