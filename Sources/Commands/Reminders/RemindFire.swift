import ArgumentParser
import Core
import LiveStorage
import Storage

/// `remind fire`: what the timer runs. Shows the rings not yet shown as a desktop notification;
/// leaves them to an open shell, or to the next shell start when it cannot notify.
struct RemindFire: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "fire",
        abstract: "Show the reminders that are due as a desktop notification (what the timer runs).")

    func run(in context: CommandContext) async throws {
        // An open shell rings them itself, above its prompt.
        guard !context.store.isAnnounced(ReminderWatch.shellRole) else { return }
        let now = context.now()
        let rings = try context.reminders.unshown(through: now)
        guard !rings.isEmpty else { return }
        let lines = rings.suffix(5).map { ReminderView.ring($0, context) }
        let words = context.messages
        let shown = await Self.notifyDesktop(lines, count: rings.count, context)
        for line in lines { context.output.line(line) }
        guard shown?.status == 0 else {
            return context.output.line(
                shown == nil
                    ? words.tr("notify-send is not installed; the next coach shell lists these.")
                    : words.tr("The notification failed; the next coach shell lists these."))
        }
        try context.reminders.markShown(through: now)
    }

    /// `coach reminder`, or `coach: 3 reminders`.
    static func title(_ count: Int, _ words: Messages) -> String {
        count == 1 ? words.tr("coach reminder") : "coach: " + words.trn("%d reminder", "%d reminders", count)
    }

    /// Shows `lines` as a desktop notification; what notify-send did, nil when it is not installed.
    static func notifyDesktop(_ lines: [String], count: Int, _ context: CommandContext) async -> ToolRun? {
        await context.system.run(
            "notify-send", ["--app-name=coach", title(count, context.messages), lines.joined(separator: "\n")],
            timeout: .seconds(10))
    }
}
