import ArgumentParser
import Core

/// `sights fav ID`.
struct SightsFav: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "fav", abstract: "Mark a sight as a favourite.")
    @OptionGroup var sight: SightID

    func run(in context: CommandContext) async throws {
        let marked = try context.sights.sight(sight.id)
        let added = try context.sights.changeJournal { $0.addFavourite(marked.id) }
        context.output.line(added ? "★ \(marked.name) is a favourite." : "\(marked.name) is already a favourite.")
    }
}

/// `sights unfav ID`.
struct SightsUnfav: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "unfav", abstract: "Remove a sight from your favourites.")
    @OptionGroup var sight: SightID

    func run(in context: CommandContext) async throws {
        let removed = try context.sights.changeJournal { $0.removeFavourite(sight.id) }
        context.output.line(removed ? "Removed \(sight.id) from your favourites." : "\(sight.id) is not among your favourites.")
    }
}

/// `sights favs`: your favourites.
struct SightsFavs: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "favs", abstract: "Your favourite sights.")
    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let ids = try context.sights.journal().favourites
        let known = try context.sights.summaries(of: Set(ids))
        let favourites = ids.compactMap { known[$0] }
        try await format.show(favourites, in: context) {
            guard !favourites.isEmpty else { return context.output.line("No favourites yet: 'sights fav ID' marks one.") }
            SightView.rows(favourites, style: context.style).forEach(context.output.line)
        }
    }
}

/// `sights note ID TEXT…`: a private note (an empty text removes it).
struct SightsNote: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "note", abstract: "Keep a private note on a sight; 'sights note ID' with no text removes it.")
    @OptionGroup var sight: SightID
    @Argument(help: ArgumentHelp("The note.", valueName: "text")) var words: [String] = []

    func run(in context: CommandContext) async throws {
        let noted = try context.sights.sight(sight.id)
        let text = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        try context.sights.changeJournal { $0.setNote(text, for: noted.id) }
        context.output.line(text.isEmpty ? "Removed your note on \(noted.name)." : "Noted on \(noted.name).")
    }
}

/// `sights visit ID [--date …]`: XP, levels and achievements.
struct SightsVisit: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "visit", abstract: "Mark a sight visited (today, or --date): 100 XP for a first visit, 10 for a return on another day.")
    @OptionGroup var sight: SightID
    @Option(help: ArgumentHelp("today (the default), yesterday or YYYY-MM-DD.", valueName: "date")) var date: String?

    func run(in context: CommandContext) async throws {
        let today = context.today
        let day = try date.map { try SightJournal.day($0, today: today) } ?? today
        let guide = context.sights
        let visited = try guide.sight(sight.id)
        let reward = try guide.visit(visited.id, on: day, today: today)
        let progress = ExplorerProgress(visits: try context.sights.journal().visits)
        context.output.line("Visited \(visited.name)" + (day == today ? "" : " on \(day.text)") + ": +\(reward.xp) XP.")
        if let level = reward.newLevel { context.output.line(context.style.green("Level up: you are now a \(level.name) (level \(level.number)).")) }
        for achievement in reward.achievements {
            context.output.line(context.style.yellow("Achievement: \(achievement.title)") + " — " + achievement.goal)
        }
        context.output.line(SightsProfile.levelLine(progress, style: context.style))
    }
}

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
