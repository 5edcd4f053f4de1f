import ArgumentParser
import Core
import LiveStorage
import Storage

/// `remind install`: ring reminders as desktop notifications when no coach shell is open.
struct RemindInstall: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract:
            "Show reminders as desktop notifications when no shell is open: a systemd user timer, or crontab lines.",
        discussion: """
            With systemd it writes coach-remind.timer and coach-remind.service to ~/.config/systemd/user \
            and enables the timer; the timer catches up on rings missed while the machine slept. Without \
            systemd (or with --cron) it prints crontab lines instead. Notifications use notify-send \
            (Debian: libnotify-bin); without it, reminders wait for the next shell start.
            """)

    @Flag(help: "Print crontab lines instead of writing systemd units.") var cron = false

    /// Seconds any systemctl call may take.
    static let patience: Duration = .seconds(10)

    func run(in context: CommandContext) async throws {
        let (system, words) = (context.system, context.messages)
        let (reminders, directory) = (try context.reminders.all(), context.dataDirectory)
        try UnitPathError.check(executable: system.executable, dataDirectory: directory)
        guard !cron, system.hasSystemd else {
            if !cron {
                context.output.errorLine(
                    words.tr("Note: systemd does not run this machine, so here are crontab lines instead."))
            }
            return context.output.write(
                ReminderUnits.crontab(reminders, executable: system.executable, dataDirectory: directory))
        }
        let written = try Self.writeUnits(context)
        for path in written { context.output.line(words.tr("Wrote %@", path)) }
        try context.reminders.recordInstalled(written)
        let reload = await system.run("systemctl", ["--user", "daemon-reload"], timeout: Self.patience)
        let enable = await system.run(
            "systemctl", ["--user", "enable", "--now", ReminderUnits.timer], timeout: Self.patience)
        if reload?.status == 0, enable?.status == 0 {
            context.output.line(
                words.tr("The timer is on: reminders show as desktop notifications when no coach shell is open."))
        } else {
            let why =
                [enable, reload].compactMap { $0?.said }.first { !$0.isEmpty }.map { ControlCharacters.visible($0) }
                ?? words.tr("systemctl did not answer")
            context.output.line(
                words.tr(
                    "systemd did not enable it (%@); in your desktop session run: systemctl --user enable --now %@",
                    why, ReminderUnits.timer))
        }
        if await system.run("notify-send", ["--version"], timeout: .seconds(5)) == nil {
            context.output.line(
                words.tr(
                    "notify-send is not installed (Debian: libnotify-bin); until it is, reminders wait for the next shell start."
                ))
        }
    }

    /// The folder systemd reads user units from.
    static func unitFolder(_ context: CommandContext) -> URL {
        URL(fileURLWithPath: context.system.configHome).appendingPathComponent("systemd/user")
    }

    /// Writes the service and the timer for the reminders as they are now; refuses to replace files coach did not write.
    static func writeUnits(_ context: CommandContext) throws -> [String] {
        let folder = unitFolder(context)
        let files = [
            (
                ReminderUnits.service,
                ReminderUnits.serviceText(executable: context.system.executable, dataDirectory: context.dataDirectory)
            ),
            (ReminderUnits.timer, ReminderUnits.timerText(try context.reminders.all())),
        ]
        for (name, _) in files {
            let path = folder.appendingPathComponent(name).path
            if let existing = FileManager.default.contents(atPath: path),
                !String(decoding: existing, as: UTF8.self).hasPrefix(ReminderUnits.marker)
            {
                throw ReminderInstallError.notWrittenByCoach(path)
            }
        }
        let otherwise = context.messages.tr(
            "check the permissions of %@, or print crontab lines with 'remind install --cron'",
            context.system.configHome)
        try OutsideFile.makeFolder(folder, otherwise: otherwise)
        return try files.map { name, text in
            let url = folder.appendingPathComponent(name)
            try AtomicFile.write(Data(text.utf8), to: url)
            return url.path
        }
    }

    /// After a reminder is added or removed: rewrites the installed timer so it rings at the new times.
    static func refresh(_ context: CommandContext) async throws {
        guard try context.reminders.state().installedFiles.contains(where: { $0.hasSuffix("/" + ReminderUnits.timer) })
        else { return }
        _ = try writeUnits(context)
        let system = context.system
        if await system.run("systemctl", ["--user", "daemon-reload"], timeout: patience)?.status == 0,
            await system.run("systemctl", ["--user", "restart", ReminderUnits.timer], timeout: patience)?.status == 0
        {
            context.output.line(context.messages.tr("The systemd timer rings at the new times."))
        } else {
            context.output.line(
                context.messages.tr(
                    "The timer file is updated; run 'systemctl --user daemon-reload' in your desktop session to use it."
                ))
        }
    }
}
