import ArgumentParser
import Core

/// `remind remove ID`.
struct RemindRemove: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a reminder by its number ('remind list' shows them).",
        aliases: ["rm", "delete"])

    @Argument(help: ArgumentHelp("The reminder's number.", valueName: "id")) var id: String

    func run(in context: CommandContext) async throws {
        let removed = try context.reminders.remove(id)
        let words = context.messages
        context.output.line(
            words.tr("Removed reminder %@: %@.", String(removed.id), ReminderView.describe(removed, words)))
        try await RemindInstall.refresh(context)
    }
}
