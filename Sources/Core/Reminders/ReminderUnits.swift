/// The files that ring reminders when no coach shell is open: a systemd user timer and service
/// (the timer runs missed rings after sleep, `Persistent=true`), or crontab lines where there is no systemd.
public enum ReminderUnits {
    public static let service = "coach-remind.service"
    public static let timer = "coach-remind.timer"
    /// The first line of every file coach writes; `remind uninstall` removes only files that start with it.
    public static let marker = "# Written by 'coach remind install'; 'coach remind uninstall' removes it."

    /// The service: runs `coach remind fire` on the same data directory.
    public static func serviceText(executable: String, dataDirectory: String) -> String {
        let command = [executable, "--data-dir", dataDirectory, "remind", "fire"].map(systemdQuoted).joined(separator: " ")
        return """
            \(marker)
            [Unit]
            Description=coach: show the reminders that are due

            [Service]
            Type=oneshot
            ExecStart=\(command)

            """
    }

    /// The timer: one `OnCalendar=` a time of day any reminder rings at (a daily check when there is none).
    public static func timerText(_ reminders: Reminders) -> String {
        let times = Set(reminders.reminders.flatMap(\.rule.times)).sorted()
        let schedule = times.isEmpty
            ? "# No reminders yet: a daily check that finds nothing to do.\nOnCalendar=*-*-* 00:00:00"
            : times.map { "OnCalendar=*-*-* \($0.text):00" }.joined(separator: "\n")
        return """
            \(marker)
            [Unit]
            Description=coach reminders ('coach remind list' shows them)

            [Timer]
            \(schedule)
            Persistent=true
            AccuracySec=1s

            [Install]
            WantedBy=timers.target

            """
    }

    /// Crontab lines, one per minute of the hour used, for machines without systemd. Cron skips rings
    /// while the machine sleeps; the next coach shell lists them.
    public static func crontab(_ reminders: Reminders, executable: String, dataDirectory: String) -> String {
        let command = [executable, "--data-dir", dataDirectory, "remind", "fire"].map(cronQuoted).joined(separator: " ")
        let byMinute = Dictionary(grouping: Set(reminders.reminders.flatMap(\.rule.times)), by: { $0.minutes % 60 })
        let lines = byMinute.keys.sorted().map { minute in
            "\(minute) \(byMinute[minute]!.map { $0.minutes / 60 }.sorted().map(String.init).joined(separator: ",")) * * * \(command)"
        }
        return """
            # coach reminders: add with (crontab -l; coach remind install --cron) | crontab -
            # Desktop notifications from cron need DISPLAY and DBUS_SESSION_BUS_ADDRESS set above these lines.
            \(lines.isEmpty ? "# (no reminders yet: add one with 'coach remind add', then run this again)" : lines.joined(separator: "\n"))

            """
    }

    /// A word for `ExecStart=`: double-quoted, with `\`, `"`, `%` and `$` escaped as systemd reads them.
    static func systemdQuoted(_ word: String) -> String {
        var quoted = ""
        for character in word {
            switch character {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "%": quoted += "%%"
            case "$": quoted += "$$"
            default: quoted.append(character)
            }
        }
        return "\"\(quoted)\""
    }

    /// A word for a crontab line: as it is when sh reads it so, else single-quoted; `%` (a line break to
    /// cron) escaped either way.
    static func cronQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789/._-+:,=@".unicodeScalars.contains($0)) }
        if plain { return word }
        return "'" + word.replacing("'", with: "'\\''").replacing("%", with: "\\%") + "'"
    }
}
