import Core
import Foundation
import Storage
import Testing

/// Reminders on some days of the week: `--weekdays`, `--days mon,wed,fri`; the schedule skips the other days.
struct ReminderDaysTests {
    @Test(arguments: [
        ("mon,wed,fri", [Weekday.mon, .wed, .fri]),
        ("Friday, monday", [.mon, .fri]),
        ("mon-fri", Weekday.workingDays),
        ("fri-mon", [.mon, .fri, .sat, .sun]),
        ("weekdays", Weekday.workingDays),
        ("weekends,wed", [.wed, .sat, .sun]),
        ("tue.", [.tue]),
    ])
    func daysRead(text: String, days: [Weekday]) throws {
        #expect(try Weekday.days(text) == days)
    }

    @Test(arguments: [
        ("mo", "'mo' is not a day of the week; give days as mon,wed,fri, a range such as mon-fri, or weekdays"),
        (
            "mon,,fri",
            "'' in 'mon,,fri' is not a day of the week; give days as mon,wed,fri, a range such as mon-fri, or weekdays"
        ),
        ("mon-", "'mon-' is not a day of the week; give days as mon,wed,fri, a range such as mon-fri, or weekdays"),
    ])
    func notDays(text: String, message: String) {
        #expect(throws: ReminderInputError.self) { try Weekday.days(text) }
        do { _ = try Weekday.days(text) } catch { #expect(error.message == message) }
    }

    @Test func aWeekdaysReminderRingsMondayToFridayOnly() {
        let reminder = Reminder(
            id: 1, rule: .daily(WallTime("08:00")!), command: "checkin", note: nil,
            added: ReminderScheduleTests.utc("2026-01-01T00:00Z"), days: Weekday.workingDays)
        // Friday 20 November to Friday 27 November 2026.
        let rings = reminder.rings(
            after: ReminderScheduleTests.utc("2026-11-20T00:00Z"),
            through: ReminderScheduleTests.utc("2026-11-27T00:00Z"),
            in: ReminderScheduleTests.berlin)
        let expected = [
            "2026-11-20T07:00Z", "2026-11-23T07:00Z", "2026-11-24T07:00Z", "2026-11-25T07:00Z", "2026-11-26T07:00Z",
        ]
        #expect(rings == expected.map(ReminderScheduleTests.utc))
        #expect(reminder.when == "weekdays at 08:00")
    }

    @Test func anIntervalOnSomeDaysRingsThroughTheWindowOnThoseDays() {
        let reminder = Reminder(
            id: 1, rule: .every(minutes: 240, from: WallTime("09:00")!, to: WallTime("17:00")!), command: "breathe",
            note: nil, added: ReminderScheduleTests.utc("2026-01-01T00:00Z"), days: [.wed, .mon])
        let rings = reminder.rings(
            after: ReminderScheduleTests.utc("2026-11-22T00:00Z"),
            through: ReminderScheduleTests.utc("2026-11-26T00:00Z"),
            in: .utc)
        let expected = [
            "2026-11-23T09:00Z", "2026-11-23T13:00Z", "2026-11-23T17:00Z", "2026-11-25T09:00Z", "2026-11-25T13:00Z",
            "2026-11-25T17:00Z",
        ]
        #expect(rings == expected.map(ReminderScheduleTests.utc))
        #expect(reminder.when == "every 4h from 09:00 to 17:00 on Mon, Wed")
        #expect(
            Reminder(
                id: 1, rule: .daily(WallTime("08:00")!), command: "x", note: nil, added: .now, days: Weekday.allCases
            ).days == nil)
    }

    @Test func aReminderFromAnOlderBuildRingsEveryDay() throws {
        let old = Data(
            """
            {"version": 1, "pauses": [], "reminders": [{"added": "2026-01-01T00:00:00.000Z", "command": "breathe", "id": 3,
             "rule": {"at": "11:00"}}]}
            """.utf8)
        let reminders = try DocumentCoder.decode(Reminders.self, from: old, path: "reminders.json")
        #expect(reminders.reminders.map(\.days) == [nil])
        #expect(reminders.reminders.first?.when == "every day at 11:00")
    }

    @Test func theTimerAndCrontabRingOnlyOnTheDays() {
        let added = ReminderScheduleTests.utc("2026-01-01T00:00Z")
        let reminders = Reminders(reminders: [
            Reminder(
                id: 1, rule: .daily(WallTime("08:00")!), command: "checkin", note: nil, added: added,
                days: Weekday.workingDays),
            Reminder(
                id: 2, rule: .daily(WallTime("08:00")!), command: "breathe", note: nil, added: added,
                days: [.mon, .wed, .sun]),
            Reminder(id: 3, rule: .daily(WallTime("11:00")!), command: "breathe", note: nil, added: added),
        ])
        #expect(
            ReminderUnits.timerText(reminders).contains(
                """
                OnCalendar=Mon,Wed,Sun *-*-* 08:00:00
                OnCalendar=Mon..Fri *-*-* 08:00:00
                OnCalendar=*-*-* 11:00:00
                Persistent=true
                """))
        #expect(
            ReminderUnits.crontab(reminders, executable: "/usr/bin/coach", dataDirectory: "/d").contains(
                """
                0 11 * * * /usr/bin/coach --data-dir /d remind fire
                0 8 * * 1,3,0 /usr/bin/coach --data-dir /d remind fire
                0 8 * * 1-5 /usr/bin/coach --data-dir /d remind fire
                """))
    }
}
