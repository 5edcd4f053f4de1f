import ArgumentParser
import Core
import LiveStorage
import Storage

/// `remind uninstall`: removes exactly the files `remind install` wrote.
struct RemindUninstall: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Stop desktop notifications: disable the timer and remove the files 'remind install' wrote.")

    func run(in context: CommandContext) async throws {
        let (files, words) = (try context.reminders.state().installedFiles, context.messages)
        guard !files.isEmpty else {
            return context.output.line(
                words.tr(
                    "Nothing to remove: 'remind install' wrote no files here. Crontab lines are removed with 'crontab -e'."
                ))
        }
        _ = await context.system.run(
            "systemctl", ["--user", "disable", "--now", ReminderUnits.timer], timeout: RemindInstall.patience)
        var kept: [String] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            guard String(decoding: data, as: UTF8.self).hasPrefix(ReminderUnits.marker) else {
                context.output.line(words.tr("Kept %@: it was changed since coach wrote it.", path))
                kept.append(path)
                continue
            }
            do {
                try FileManager.default.removeItem(atPath: path)
                context.output.line(words.tr("Removed %@", path))
            } catch {
                context.output.errorLine(words.tr("Warning: cannot remove %@: %@", path, AtomicFile.reason(of: error)))
                kept.append(path)
            }
        }
        _ = await context.system.run("systemctl", ["--user", "daemon-reload"], timeout: RemindInstall.patience)
        try context.reminders.recordInstalled(kept)
        if kept.isEmpty { context.output.line(words.tr("Reminders now ring only in an open coach shell.")) }
    }
}
