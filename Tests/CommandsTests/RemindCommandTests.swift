import Clocks
import Commands
import Core
import Foundation
import LiveStorage
import Storage
import Synchronization
import Testing

/// `remind`: adding, listing, pausing and removing reminders; the files that ring them outside the
/// shell; and ringing them in the shell. The harness's day is Saturday 2026-11-21, 08:12 UTC.
struct RemindCommandTests {
    @Test func addListPauseResumeAndRemove() async {
        let coach = Harness()
        #expect(
            await coach.run("remind").out
                == "No reminders. Add one: 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'.\n"
        )
        #expect(
            await coach.run("remind add 11:00 breathe").out == """
                Reminder 1: every day at 11:00, 'breathe'.
                First ring: today 11:00.
                It rings in an open coach shell; 'remind install' also shows reminders as desktop notifications when none is open.

                """)
        #expect(
            await coach.run("remind add every 2h 09:00-18:00 'formula quiz' stand up").out
                == "Reminder 2: every 2h from 09:00 to 18:00, 'formula quiz' (stand up).\nFirst ring: today 09:00.\n")
        #expect(
            await coach.run("remind add 7:30 breathe").out
                == "Reminder 3: every day at 07:30, 'breathe'.\nFirst ring: tomorrow 07:30.\n")
        #expect(
            await coach.run("remind list").out == """
                  1  every day at 11:00            'breathe'                 next today 11:00
                  2  every 2h from 09:00 to 18:00  'formula quiz'  stand up  next today 09:00
                  3  every day at 07:30            'breathe'                 next tomorrow 07:30
                They ring in an open coach shell; 'remind install' also shows them as desktop notifications.

                """)
        #expect(
            await coach.run("remind pause 2h").out
                == "Reminders are paused until today 10:12; 'remind resume' starts them again.\n")
        #expect(
            await coach.run("remind list").out.contains(
                "next today 11:00\n  2  every 2h from 09:00 to 18:00  'formula quiz'  stand up  next today 11:00\n"))
        #expect(
            await coach.run("remind list").out.contains("Paused until today 10:12; 'remind resume' ends the pause.\n"))
        #expect(await coach.run("remind resume").out == "Reminders ring again.\n")
        #expect(await coach.run("remind resume").out == "Reminders were not paused.\n")
        #expect(
            await coach.run("remind pause").out
                == "Reminders are paused until tomorrow 00:00; 'remind resume' starts them again.\n")
        #expect(
            await coach.run("remind remove 2").out
                == "Removed reminder 2: every 2h from 09:00 to 18:00, 'formula quiz' (stand up).\n")
        #expect(
            await coach.run("remind remove 2").err
                == "Error: there is no reminder '2'; 'remind list' shows them with their numbers\n")
        let json = await coach.run("remind list --json").out
        // One JSON style: snake_case keys, moments in RFC 3339 local time (the test's zone is UTC).
        #expect(json.contains("\"next\" : \"2026-11-22T07:30:00+00:00\""))
        #expect(json.contains("\"paused_until\" : \"2026-11-22T00:00:00+00:00\""))
    }

    @Test func aReminderOnWeekdaysIsListedWithItsDaysAndEditedUnderItsNumber() async {
        let coach = Harness()  // Saturday 2026-11-21, 08:12
        #expect(
            await coach.run("remind add 08:00 --weekdays checkin").out.hasPrefix(
                "Reminder 1: weekdays at 08:00, 'checkin'.\nFirst ring: Mon 23 Nov 08:00.\n"))
        #expect(
            await coach.run("remind add every 2h 09:00-13:00 breathe --days mon,wed,fri stand up").out
                == "Reminder 2: every 2h from 09:00 to 13:00 on Mon, Wed, Fri, 'breathe' (stand up).\nFirst ring: Mon 23 Nov 09:00.\n"
        )
        #expect(
            await coach.run("remind list").out == """
                  1  weekdays at 08:00                              'checkin'            next Mon 23 Nov 08:00
                  2  every 2h from 09:00 to 13:00 on Mon, Wed, Fri  'breathe'  stand up  next Mon 23 Nov 09:00
                They ring in an open coach shell; 'remind install' also shows them as desktop notifications.

                """)
        #expect(
            await coach.run("remind edit 1 09:30 --days sat,sun --what 'breathe box' --note slowly").out
                == "Reminder 1: weekends at 09:30, 'breathe box' (slowly).\nNext ring: today 09:30.\n")
        #expect(
            await coach.run("remind edit 2 --every-day --note ''").out
                == "Reminder 2: every 2h from 09:00 to 13:00, 'breathe'.\nNext ring: today 09:00.\n")
        #expect(
            await coach.run("remind list --json").out.contains(
                "\"days\" : [\n        \"sat\",\n        \"sun\"\n      ],\n      \"id\" : 1,"))
        #expect(
            await coach.run("remind edit 2").err
                == "Error: say what to change in reminder 2: a new time ('remind edit 2 09:00'), "
                + "days (--weekdays, --days mon,wed, --every-day), --what COMMAND or --note TEXT\n")
        #expect(
            await coach.run("remind edit 2 10:00 breathe").err
                == "Error: 'breathe' comes after the time; 'remind edit' changes the command with --what and the note with --note\n"
        )
        #expect(
            await coach.run("remind add 08:00 --weekdays --days mon checkin").err
                == "Error: --weekdays is Monday to Friday; give it or --days, not both\n")
        #expect(
            await coach.run("remind edit 7 10:00").err
                == "Error: there is no reminder '7'; 'remind list' shows them with their numbers\n")
    }

    @Test(arguments: [
        (
            "remind add 25:00 breathe",
            "Error: '25:00' is not a time; use HH:MM on a 24-hour clock or 'every', e.g. 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'\n"
        ),
        (
            "remind add 11:00 breath",
            "Error: 'breath' is not a coach command. Did you mean 'breathe'? A reminder names the command to run, e.g. 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'\n"
        ),
        (
            "remind pause 2",
            "Error: '2' is not a length; pause for minutes or hours, up to 7 days, e.g. 'remind pause 1h' or 'remind pause 30m'\n"
        ),
    ])
    func refusalsSayHowAndSaveNothing(line: String, error: String) async {
        let coach = Harness()
        let result = await coach.run(line)
        // A length that is none is a wrong value, checked before the line runs: the usage line follows.
        let usage = line.hasPrefix("remind pause")
        #expect(usage ? result.err.hasPrefix(error + "Usage: coach remind pause") : result.err == error)
        #expect(result.status == (usage ? 64 : 1))
        #expect(await coach.run("remind list --json").out.contains("\"reminders\" : [\n\n  ]"))
    }

    @Test func installWritesTheUnitsEnablesTheTimerAndUninstallRemovesExactlyThem() async throws {
        let coach = Harness(.files)
        coach.system.answers.withLock {
            $0 = ["systemctl": ToolRun(status: 0, output: ""), "notify-send": ToolRun(status: 0, output: "")]
        }
        await coach.run("remind add 11:00 breathe")
        let folder = coach.system.configHome + "/systemd/user"
        #expect(
            await coach.run("remind install").out == """
                Wrote \(folder)/coach-remind.service
                Wrote \(folder)/coach-remind.timer
                The timer is on: reminders show as desktop notifications when no coach shell is open.

                """)
        #expect(
            coach.system.calls.withLock { $0 } == [
                "systemctl --user daemon-reload", "systemctl --user enable --now coach-remind.timer",
                "notify-send --version",
            ])
        let timer = try String(contentsOfFile: folder + "/coach-remind.timer", encoding: .utf8)
        #expect(timer.contains("OnCalendar=*-*-* 11:00:00\nPersistent=true\n"))
        let service = try String(contentsOfFile: folder + "/coach-remind.service", encoding: .utf8)
        #expect(
            service.contains(
                "ExecStart=\"/usr/local/bin/coach\" \"--data-dir\" \"\(ReminderViewPath.of(coach))\" \"remind\" \"fire\""
            ))

        #expect(
            await coach.run("remind add 15:30 breathe").out.hasSuffix("The systemd timer rings at the new times.\n"))
        #expect(
            try String(contentsOfFile: folder + "/coach-remind.timer", encoding: .utf8).contains(
                "OnCalendar=*-*-* 11:00:00\nOnCalendar=*-*-* 15:30:00\n"))
        #expect(
            await coach.run("remind list").out.hasSuffix(
                "They ring in an open coach shell, and as desktop notifications otherwise ('remind uninstall' stops those).\n"
            ))

        try "# mine\n".write(toFile: folder + "/other.timer", atomically: true, encoding: .utf8)
        #expect(
            await coach.run("remind uninstall").out == """
                Removed \(folder)/coach-remind.service
                Removed \(folder)/coach-remind.timer
                Reminders now ring only in an open coach shell.

                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["other.timer"])
        #expect(await coach.run("remind uninstall").out.hasPrefix("Nothing to remove"))
    }

    @Test func installRefusesToReplaceAUnitCoachDidNotWriteAndSaysWhenSystemdDoesNotAnswer() async throws {
        let coach = Harness(.files)
        coach.system.answers.withLock {
            $0 = ["systemctl": ToolRun(status: 1, output: "Failed to connect to bus: No medium found")]
        }
        let folder = coach.system.configHome + "/systemd/user"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "[Timer]\n".write(toFile: folder + "/coach-remind.timer", atomically: true, encoding: .utf8)
        #expect(
            await coach.run("remind install").err
                == "Error: \(folder)/coach-remind.timer was not written by coach; move it aside, then run 'remind install' again\n"
        )
        try FileManager.default.removeItem(atPath: folder + "/coach-remind.timer")
        #expect(
            await coach.run("remind install").out.hasSuffix(
                """
                systemd did not enable it (Failed to connect to bus: No medium found); in your desktop session run: systemctl --user enable --now coach-remind.timer
                notify-send is not installed (Debian: libnotify-bin); until it is, reminders wait for the next shell start.

                """))
    }

    @Test func withoutSystemdInstallPrintsCrontabLines() async {
        let coach = Harness()
        coach.system.systemd.withLock { $0 = false }
        await coach.run("remind add 11:00 breathe")
        let result = await coach.run("remind install")
        #expect(result.err == "Note: systemd does not run this machine, so here are crontab lines instead.\n")
        #expect(
            result.out.hasSuffix("\n0 11 * * * /usr/local/bin/coach --data-dir '~/.local/share/coach' remind fire\n"))
    }

    @Test func fireNotifiesWhatIsDueOnceAndLeavesItToAnOpenShell() async {
        let coach = Harness()
        coach.system.answers.withLock { $0 = ["notify-send": ToolRun(status: 0, output: "")] }
        await coach.run("remind add 08:30 breathe")
        await coach.run("remind add every 30m 08:00-10:00 meal drink water")
        coach.pass(30 * 60)  // 08:42
        #expect(
            await coach.run("remind fire").out
                == "Reminder (08:30): 'breathe'\nReminder (08:30): drink water — 'meal'\n")
        #expect(
            coach.system.calls.withLock { $0 } == [
                "notify-send --app-name=coach coach: 2 reminders Reminder (08:30): 'breathe'\nReminder (08:30): drink water — 'meal'"
            ])
        #expect(await coach.run("remind fire").out == "")
        coach.pass(30 * 60)  // 09:12: an open shell rings 09:00 itself
        coach.store.announce(ReminderWatch.shellRole)
        #expect(await coach.run("remind fire").out == "")
        #expect(coach.system.calls.withLock { $0.count } == 1)
    }

    @Test func withoutNotifySendTheRingsWaitForTheNextShell() async {
        let coach = Harness()
        await coach.run("remind add 08:30 breathe")
        coach.pass(30 * 60)
        #expect(
            await coach.run("remind fire").out
                == "Reminder (08:30): 'breathe'\nnotify-send is not installed; the next coach shell lists these.\n")
        #expect(ReminderWatch.start(coach.context) == ["Missed while coach was closed:", "  'breathe': today 08:30"])
        #expect(ReminderWatch.start(coach.context).isEmpty)
    }

    @Test func anOpenShellRingsEachReminderWhenItComes() async {
        let coach = Harness()
        await coach.run("remind add 08:30 breathe")
        await coach.run("remind add every 5m 08:20-08:30 meal drink water")
        let posted = PostedLines()
        let watch = Task {
            await ReminderWatch.watch(coach.context, environment: [:]) { line, _, _ in posted.add(line) }
        }
        for _ in 0..<25 {  // 25 minutes, a minute at a time
            await coach.untilSomethingSleeps()
            coach.pass(60)
            await coach.clock.advance(by: .seconds(60))
        }
        await coach.untilSomethingSleeps()
        watch.cancel()
        #expect(
            posted.lines == [
                "Reminder (08:20): drink water — 'meal'", "Reminder (08:25): drink water — 'meal'",
                "Reminder (08:30): 'breathe'", "Reminder (08:30): drink water — 'meal'",
            ])
        #expect(ReminderWatch.start(coach.context).isEmpty)  // all shown: none missed
    }
}

/// Lines a watch posted.
final class PostedLines: Sendable {
    private let stored = Mutex<[String]>([])
    func add(_ line: String) { stored.withLock { $0.append(line) } }
    var lines: [String] { stored.withLock { $0 } }
}

enum ReminderViewPath {
    static func of(_ coach: Harness) -> String { (coach.store as! FileStore).directory.path }
}
