import ArgumentParser
import Core

/// `sights visit ID [--date …]`: XP, levels and achievements.
struct SightsVisit: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "visit",
        abstract: "Mark a sight visited (today, or --date): 100 XP for a first visit, 10 for a return on another day.")
    @OptionGroup var sight: SightNamed
    @Option(
        help: ArgumentHelp("today (the default), yesterday or YYYY-MM-DD.", valueName: "date"),
        transform: DayWord.upToToday("mark a visit for today or an earlier day"))
    var date: DayWord?

    func run(in context: CommandContext) async throws {
        let today = context.today
        let day = try date?.day(today: today) ?? today
        let guide = context.sights
        let visited = try guide.sight(sight.id)
        let reward = try guide.visit(visited.id, on: day, today: today)
        let progress = ExplorerProgress(visits: try context.sights.journal().visits)
        let (words, style) = (context.messages, context.style)
        let name = visited.name(in: words.language)
        let xp = words.number(reward.xp)
        context.output.line(
            day == today
                ? words.tr("Visited %@: +%@ XP.", name, xp) : words.tr("Visited %@ on %@: +%@ XP.", name, day.text, xp))
        if let level = reward.newLevel {
            context.output.line(
                style.green(
                    words.tr("Level up: you are now level %@, %@.", words.number(level.number), words.tr(level.name))
                ))
        }
        for achievement in reward.achievements {
            context.output.line(
                style.yellow(words.tr("Achievement: %@", words.tr(achievement.title))) + " — "
                    + words.tr(achievement.goal))
        }
        context.output.line(SightsProfile.levelLine(progress, words: words, style: style))
    }
}
