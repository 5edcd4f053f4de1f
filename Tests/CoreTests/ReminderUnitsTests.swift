import Core
import Foundation
import Testing

/// The systemd units and crontab lines `remind install` writes, golden.
struct ReminderUnitsTests {
    static let reminders = Reminders(reminders: [
        ReminderScheduleTests.reminder(.daily(WallTime("11:00")!)),
        ReminderScheduleTests.reminder(.every(minutes: 90, from: WallTime("09:00")!, to: WallTime("13:00")!), id: 2),
    ])

    @Test func theServiceRunsRemindFireOnTheSameDataDirectory() {
        #expect(
            ReminderUnits.serviceText(executable: "/usr/local/bin/coach", dataDirectory: "/home/ann/my 100% \"data\"")
                == """
                # Written by 'coach remind install'; 'coach remind uninstall' removes it.
                [Unit]
                Description=coach: show the reminders that are due

                [Service]
                Type=oneshot
                ExecStart="/usr/local/bin/coach" "--data-dir" "/home/ann/my 100%% \\"data\\"" "remind" "fire"

                """)
    }

    @Test func theTimerHasOneCalendarLineATimeAndCatchesUp() {
        #expect(
            ReminderUnits.timerText(Self.reminders) == """
                # Written by 'coach remind install'; 'coach remind uninstall' removes it.
                [Unit]
                Description=coach reminders ('coach remind list' shows them)

                [Timer]
                OnCalendar=*-*-* 09:00:00
                OnCalendar=*-*-* 10:30:00
                OnCalendar=*-*-* 11:00:00
                OnCalendar=*-*-* 12:00:00
                Persistent=true
                AccuracySec=1s

                [Install]
                WantedBy=timers.target

                """)
        #expect(
            ReminderUnits.timerText(Reminders()).contains(
                "# No reminders yet: a daily check that finds nothing to do.\nOnCalendar=*-*-* 00:00:00\n"))
    }

    @Test func crontabLinesGroupTheHoursOfEachMinute() {
        #expect(
            ReminderUnits.crontab(Self.reminders, executable: "/usr/bin/coach", dataDirectory: "/home/ann/it's 100%")
                == """
                # coach reminders: add with (crontab -l; coach remind install --cron) | crontab -
                # Desktop notifications from cron need DISPLAY and DBUS_SESSION_BUS_ADDRESS set above these lines.
                0 9,11,12 * * * /usr/bin/coach --data-dir '/home/ann/it'\\''s 100\\%' remind fire
                30 10 * * * /usr/bin/coach --data-dir '/home/ann/it'\\''s 100\\%' remind fire

                """)
    }

    @Test func pathsThatAUnitOrACrontabLineCannotHoldAreRefused() {
        #expect(throws: UnitPathError(what: "the data directory", path: "/home/ann/a\nb", found: ["^J"])) {
            try UnitPathError.check(executable: "/usr/bin/coach", dataDirectory: "/home/ann/a\nb")
        }
        #expect(throws: Never.self) {
            try UnitPathError.check(executable: "/usr/bin/coach", dataDirectory: "/home/ann/it's 100% \"odd\" $HOME")
        }
        let program = UnitPathError(what: "coach's own file", path: "/opt/co\rach", found: ["^M"])
        #expect(
            program.message
                == "coach's own file '/opt/co^Mach' holds a control character (^M), which a systemd unit or a crontab line cannot hold; "
                + "move coach to a path without it, then run 'remind install' again")
        #expect(throws: program) {
            try UnitPathError.check(executable: "/opt/co\rach", dataDirectory: "/home/ann/coach")
        }
    }
}
