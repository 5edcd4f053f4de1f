/// The files that ring reminders when no coach shell is open: a systemd user timer and service
/// (the timer runs missed rings after sleep, `Persistent=true`), or crontab lines where there is no systemd.
public enum ReminderUnits {
    public static let service = "coach-remind.service"
    public static let timer = "coach-remind.timer"
    /// The first line of every file coach writes; `remind uninstall` removes only files that start with it.
    public static let marker = "# Written by 'coach remind install'; 'coach remind uninstall' removes it."

    /// The service: runs `coach remind fire` on the same data directory.
    public static func serviceText(executable: String, dataDirectory: String) -> String {
        let command = [executable, "--data-dir", dataDirectory, "remind", "fire"].map(systemdQuoted).joined(
            separator: " ")
        return """
            \(marker)
            [Unit]
            Description=coach: show the reminders that are due

            [Service]
            Type=oneshot
            ExecStart=\(command)

            """
    }

    /// The timer: one `OnCalendar=` a time of day any reminder rings at, on its days (`Mon..Fri`, `Mon,Wed`; a
    /// daily check when there is none).
    public static func timerText(_ reminders: Reminders) -> String {
        let schedule =
            entries(reminders).isEmpty
            ? "# No reminders yet: a daily check that finds nothing to do.\nOnCalendar=*-*-* 00:00:00"
            : entries(reminders).map { days, time in
                "OnCalendar=" + (days.map { systemdDays($0) + " " } ?? "") + "*-*-* \(time.text):00"
            }.joined(separator: "\n")
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
        var lines: [String] = []
        for (days, times) in Dictionary(grouping: entries(reminders), by: \.days).sorted(by: {
            cronDays($0.key) < cronDays($1.key)
        }) {
            let byMinute = Dictionary(grouping: times.map(\.time), by: { $0.minutes % 60 })
            lines += byMinute.keys.sorted().map { minute in
                "\(minute) \(byMinute[minute]!.map { $0.minutes / 60 }.sorted().map(String.init).joined(separator: ",")) * * \(cronDays(days)) \(command)"
            }
        }
        return """
            # coach reminders: add with (crontab -l; coach remind install --cron) | crontab -
            # Desktop notifications from cron need DISPLAY and DBUS_SESSION_BUS_ADDRESS set above these lines.
            \(lines.isEmpty ? "# (no reminders yet: add one with 'coach remind add', then run this again)" : lines.joined(separator: "\n"))

            """
    }

    /// Each time of day a reminder rings at with the days it rings on (nil: every day), once each, in order.
    static func entries(_ reminders: Reminders) -> [(days: [Weekday]?, time: WallTime)] {
        var seen = Set<String>()
        return reminders.reminders.flatMap { reminder in reminder.rule.times.map { (days: reminder.days, time: $0) } }
            .sorted { ($0.time, cronDays($0.days)) < ($1.time, cronDays($1.days)) }
            .filter { seen.insert(cronDays($0.days) + " " + $0.time.text).inserted }
    }

    /// `Mon..Fri`, `Mon,Wed,Fri`: systemd's days of the week.
    static func systemdDays(_ days: [Weekday]) -> String {
        days == Weekday.workingDays ? "Mon..Fri" : days.map(\.title).joined(separator: ",")
    }

    /// `1-5`, `1,3,5`, `*`: cron's days of the week (0 is Sunday).
    static func cronDays(_ days: [Weekday]?) -> String {
        guard let days else { return "*" }
        if days == Weekday.workingDays { return "1-5" }
        return days.map { String(($0.fromMonday + 1) % 7) }.joined(separator: ",")
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
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789/._-+:,=@".unicodeScalars.contains($0))
            }
        if plain { return word }
        return "'" + word.replacing("'", with: "'\\''").replacing("%", with: "\\%") + "'"
    }
}
