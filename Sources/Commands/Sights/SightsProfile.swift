import ArgumentParser
import Core

/// `sights profile`: visits, level, achievements and history.
struct SightsProfile: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "profile", abstract: "Your explorer profile: level and XP, achievements, and the visits so far.")
    @OptionGroup var format: OutputFormat

    /// `Explorer (level 3) ████░░░░ 620 XP, 380 to Pathfinder`.
    static func levelLine(_ progress: ExplorerProgress, style: Style) -> String {
        "\(progress.level.name) (level \(progress.level.number))  " + style.cyan(SightView.levelBar(progress, width: 20)) + "  \(progress.xp) XP"
            + (progress.next.map { ", \($0.threshold - progress.xp) to \($0.name)" } ?? ", the top level")
    }

    func run(in context: CommandContext) async throws {
        let journal = try context.sights.journal()
        let profile = ExplorerProfile(journal)
        try await format.show(profile, in: context) {
            let out = context.output
            out.line(Self.levelLine(profile.progress, style: context.style))
            let bundledVisited = Set(journal.visits.map(\.id)).filter { SightCatalog.bundledByID[$0] != nil }.count
            out.line("\(bundledVisited) of \(SightCatalog.bundled.count) sights visited · \(profile.visits.counted("visit")) · \(profile.favourites.counted("favourite")) · \(profile.notes.counted("note"))")
            out.line("")
            out.line(context.style.bold("Achievements"))
            for status in profile.achievements {
                let mark = status.isEarned ? context.style.green("✓") : " "
                out.line("  \(mark) " + Table.pad(status.achievement.title, 18) + "  " + Table.pad("\(min(status.done, status.needed))/\(status.needed)", 6)
                    + "  " + context.style.dim(status.achievement.goal + (status.earnedOn.map { " (\($0.text))" } ?? "")))
            }
            let history = journal.history()
            guard !history.isEmpty else { return out.line("\nNo visits yet: 'sights visit ID' records one.") }
            out.line("")
            out.line(context.style.bold("Visits"))
            let shown = Array(history.prefix(20))
            let names = try context.sights.summaries(of: Set(shown.map(\.visit.id)))
            for earned in shown {
                let name = names[earned.visit.id]?.name ?? earned.visit.id
                out.line("  \(earned.visit.day.text)  +\(earned.xp) XP  \(name)")
            }
        }
    }
}
