import Core
import Storage

/// `sights route … --walk`: asks at each stop whether it was reached, marks each one reached visited today and
/// records the walk; at a terminal one key a stop, piped one answer a line.
struct SightsWalk {
    let context: CommandContext
    let route: WalkingRoute

    /// What the person said at a stop.
    enum Answer { case reached, skipped, stop }

    func run() async throws {
        let words = context.messages
        let today = context.today
        context.output.line("")
        var reached: [String] = []
        for (index, stop) in route.stops.enumerated() {
            let name = TerminalText.oneLine(stop.name(in: words.language))
            let answer = await ask(words.tr("%@. Reached %@? [y/N]", String(index + 1), name))
            if answer == .stop { break }
            if answer == .reached { reached.append(stop.id) }
        }
        guard !reached.isEmpty else { return context.output.line(words.tr("No stop reached; nothing recorded.")) }
        let stops = route.stops.map(\.id)
        let before = ExplorerProfile(try context.sights.journal())
        let walked = try context.sights.changeJournal { journal in
            for id in reached { try? journal.recordVisit(id, on: today, today: today) }
            journal.walks.append(SightWalk(day: today, stops: stops, reached: reached))
            return journal
        }
        let reward = ExplorerProfile(walked).reward(since: before)
        let count = words.tr("%@ of %@ stops reached", words.number(reached.count), words.number(stops.count))
        let xp = words.tr("+%@ XP", words.number(reward.xp))
        context.output.line(
            reached.count == stops.count
                ? words.tr(
                    "Route completed: %@, %@; %@.", count, xp,
                    words.trn("%d route completed in all", "%d routes completed in all", walked.routesCompleted))
                : words.tr("Walk recorded: %@, %@.", count, xp))
        for achievement in reward.achievements {
            context.output.line(
                context.style.yellow(words.tr("Achievement: %@", words.tr(achievement.title))) + " — "
                    + words.tr(achievement.goal))
        }
    }

    /// The answer at one stop: a key at a terminal; piped, the next line (y, yes, д, да; n, no, н, нет or
    /// blank; q stops), asked again after anything else; the end of input stops.
    private func ask(_ question: String) async -> Answer {
        if context.terminal != nil {
            switch await MealView.ask(question, keys: "yn", context: context) {
            case "y": return .reached
            case "n": return .skipped
            default: return .stop
            }
        }
        let words = context.messages
        context.output.line(question)
        while let line = context.answers() {
            switch line.trimmed(\.isSpace).lowercased() {
            case "y", "yes", "д", "да": return .reached
            case "", "n", "no", "н", "нет": return .skipped
            case "q", "quit", "й", "стоп": return .stop
            default:
                context.output.errorLine(
                    words.tr(
                        "'%@' is not an answer; type y if you reached it, n if not, q to stop",
                        TerminalText.oneLine(line)))
            }
        }
        return .stop
    }
}
