import ArgumentParser
import Core
import Storage

extension HistorySource: ExpressibleByArgument {}

/// `import SOURCE PATH [--dry-run] [--yes]`: another app's history, all or nothing, each day once however often.
struct ImportCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Bring your history from another app: 'import habitctl ~/.habitctl' (asks first; --dry-run only says).",
        discussion: """
            Habits become trackers with their days, and a habit's skipped days keep its streak as rest days do; a \
            mood journal's days become check-ins, a day's entries combined into one, and a food diary's rows meals. \
            It says first what it would add: how many trackers and days, from when to when, and what was combined \
            or left out and why; at a terminal it then asks, piped it needs --yes. Each day keeps the other app's \
            id, so importing the same file again adds nothing and a newer export adds only the days that are new. \
            A file that does not read changes nothing.
            """)

    @Argument(help: ArgumentHelp("The app you come from.", valueName: "source")) var source: HistorySource
    @Argument(
        help: ArgumentHelp(
            "Its files: Loop's CSV export (.zip) or backup (.db), Daylio's CSV export or backup (.daylio), habitctl's folder (~/.habitctl), dijo's habit_record.json, Cronometer's servings.csv, MyFitnessPal's nutrition summary (.csv).",
            valueName: "path"),
        completion: .file())
    var path: String
    @Option(
        name: .customLong("mood"),
        help: ArgumentHelp(
            "A mood renamed in Daylio and its place on coach's scale (its CSV only): --mood \"sleepy=2\" (repeat it).",
            valueName: "label=1-5"))
    var moods: [String] = []
    @Flag(help: "Say what would be imported, and change nothing.") var dryRun = false
    @Flag(help: "Import without asking.") var yes = false

    func run(in context: CommandContext) async throws {
        let words = context.messages
        let history = try ImportFiles.history(
            source, at: path, moods: try DaylioFiles.moods(moods), calendar: context.calendar)
        let plan = try Self.plan(history, context: context)
        for line in ImportSummary.lines(plan, history: history, source: source, words: words) {
            context.output.line(line)
        }
        if dryRun { return context.output.line(words.tr("Nothing was changed (--dry-run).")) }
        guard !plan.isEmpty else { return }
        if !yes {
            guard context.terminal != nil else {
                throw ImportCommandError.needsYes("coach import \(source.rawValue) \(path) --yes")
            }
            guard await MealView.ask(words.tr("Import? [y/N]"), keys: "yn", context: context) == "y" else {
                return context.output.line(words.tr("Nothing was imported."))
            }
        }
        // Decided again under the lock, with every file written together at the end: a failure leaves them as they were.
        let store = context.store
        try store.openGroup()
        let done: HistoryImportPlan
        do {
            done = try Self.plan(history, context: context)
            try done.apply(to: store)
        } catch {
            store.abandonGroup()
            throw error
        }
        try store.closeGroup()
        context.output.line(ImportSummary.done(done, words: words))
    }

    /// What `history` adds to the data directory as it is now.
    static func plan(_ history: ImportedHistory, context: CommandContext) throws -> HistoryImportPlan {
        HistoryImportPlan(
            history, trackers: try context.store.load(Trackers.self),
            sources: try HistoryImportPlan.sources(in: context.store), reserved: context.trackers.reserved,
            commands: TrackCommand.reservedNames, checkedIn: try HistoryImportPlan.checkedIn(in: context.store),
            meals: try HistoryImportPlan.mealIDs(in: context.store, of: history, calendar: context.calendar),
            calendar: context.calendar, now: context.now())
    }
}
