import Core

/// Says, on the line after a command, the achievements its practice earned by it: the log is reckoned before and
/// after, as a sight's visit is (`ExplorerProfile.reward`), so each is said once.
struct AchievementNotice {
    let context: CommandContext
    /// Reads the practice's log; nil leaves the notice out (a log that cannot be read says so elsewhere).
    let read: @Sendable (CommandContext) throws -> PracticeLog
    private let before: [AchievementRow]?

    /// Reckons the practice read by `read` as it stands, before the command logs anything.
    init(_ context: CommandContext, read: @escaping @Sendable (CommandContext) throws -> PracticeLog) {
        (self.context, self.read) = (context, read)
        before = (try? read(context)).map(AchievementRow.all)
    }

    /// The breathing log's notice.
    static func breathing(_ context: CommandContext) -> AchievementNotice {
        AchievementNotice(context) { try PracticeLog.breathing(in: $0.areaSources) }
    }

    /// The relax log's notice.
    static func relax(_ context: CommandContext) -> AchievementNotice {
        AchievementNotice(context) { try PracticeLog.relax(in: $0.areaSources) }
    }

    /// The flashcards' notice.
    static func study(_ context: CommandContext) -> AchievementNotice {
        AchievementNotice(context) { try PracticeLog.study(in: $0.areaSources) }
    }

    /// A tracker's notice.
    static func tracker(_ tracker: Tracker, _ context: CommandContext) -> AchievementNotice {
        AchievementNotice(context) { try PracticeLog.tracker(tracker, through: $0.today, in: $0.areaSources) }
    }

    /// Writes a line for each achievement earned since `init`.
    func say() {
        guard let before, let log = try? read(context) else { return }
        let (words, style) = (context.messages, context.style)
        let practice = StatsCommand.title(log.title, ours: log.titleIsOurs, words: words)
        for row in AchievementRow.newlyEarned(before: before, after: AchievementRow.all(log)) {
            context.output.line(
                style.yellow(words.tr("Achievement: %@", words.tr(row.title) + " (" + practice + ")")) + " — "
                    + words.tr(row.goal))
        }
    }
}
