import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// Reminders ring on the wall clock: once a day per time, across midnight and clock changes.
struct ReminderScheduleTests {
    static let berlin = ZoneRules(identifier: "Europe/Berlin")!
    static let newYork = ZoneRules(identifier: "America/New_York")!

    static func utc(_ text: String) -> Date {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules.utc
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0)! }
        return calendar.date(
            from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4]))!
    }

    static func reminder(_ rule: ReminderRule, id: Int = 1, added: String = "2026-01-01T00:00Z") -> Reminder {
        Reminder(id: id, rule: rule, command: "breathe", note: nil, added: utc(added))
    }

    @Test(arguments: [
        ("11:00", 660), ("9:30", 570), ("00:00", 0), ("23:59", 1439),
    ])
    func wallTimesRead(text: String, minutes: Int) {
        #expect(WallTime(text)?.minutes == minutes)
    }

    @Test(arguments: ["24:00", "11:60", "11", "1100", "11:0", "١١:٠٠", "-1:00", "11:00:00", ""])
    func notWallTimes(text: String) {
        #expect(WallTime(text) == nil)
    }

    /// Each wall time on each day, and the instant it rings (UTC).
    @Test(arguments: [
        ("Europe/Berlin", "2026-11-24", "11:00", "2026-11-24T10:00Z"),  // winter, UTC+1
        ("Europe/Berlin", "2026-07-01", "11:00", "2026-07-01T09:00Z"),  // summer, UTC+2
        ("Europe/Berlin", "2026-03-29", "02:30", "2026-03-29T01:00Z"),  // skipped: rings at the jump to 03:00
        ("Europe/Berlin", "2026-03-29", "03:00", "2026-03-29T01:00Z"),
        ("Europe/Berlin", "2026-10-25", "02:30", "2026-10-25T00:30Z"),  // shown twice: the first
        ("America/New_York", "2026-03-08", "02:15", "2026-03-08T07:00Z"),
        ("America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30Z"),
        ("America/New_York", "2026-11-01", "00:00", "2026-11-01T04:00Z"),
    ])
    func momentsOnTheWallClock(zone: String, day: String, time: String, instant: String) {
        #expect(CalendarDay(day)!.moment(at: WallTime(time)!, in: ZoneRules(identifier: zone)!) == Self.utc(instant))
    }

    @Test func aDailyReminderRingsOnceADayAcrossBothClockChanges() {
        for zone in [Self.berlin, Self.newYork] {
            for (from, days) in [("2026-03-05T00:00Z", 7), ("2026-10-22T00:00Z", 14)] {
                let reminder = Self.reminder(.daily(WallTime("02:30")!))
                let rings = reminder.rings(
                    after: Self.utc(from), through: Self.utc(from).addingTimeInterval(Double(days) * 86_400), in: zone)
                #expect(rings.count == days, "\(zone.identifier) from \(from)")
                #expect(Set(rings.map { CalendarDay($0, zone: zone) }).count == days)
            }
        }
    }

    @Test func anIntervalOnTheDayClocksGoForwardSkipsTheMissingHour() {
        let reminder = Self.reminder(.every(minutes: 30, from: WallTime("01:00")!, to: WallTime("04:00")!))
        let rings = reminder.rings(
            after: Self.utc("2026-03-28T12:00Z"), through: Self.utc("2026-03-29T12:00Z"), in: Self.berlin)
        // 01:00, 01:30, then 02:00, 02:30 and 03:00 all at the jump, then 03:30 and 04:00 (UTC+2).
        #expect(
            rings
                == [
                    "2026-03-29T00:00Z", "2026-03-29T00:30Z", "2026-03-29T01:00Z", "2026-03-29T01:30Z",
                    "2026-03-29T02:00Z",
                ].map(Self.utc))
    }

    @Test func anIntervalOnTheDayClocksGoBackRingsEachTimeOnce() {
        let reminder = Self.reminder(.every(minutes: 60, from: WallTime("01:00")!, to: WallTime("04:00")!))
        let rings = reminder.rings(
            after: Self.utc("2026-10-24T12:00Z"), through: Self.utc("2026-10-25T12:00Z"), in: Self.berlin)
        // 01:00 and 02:00 summer time (UTC+2, the first 02:00), 03:00 and 04:00 winter time (UTC+1).
        #expect(
            rings == ["2026-10-24T23:00Z", "2026-10-25T00:00Z", "2026-10-25T02:00Z", "2026-10-25T03:00Z"].map(Self.utc))
    }

    @Test func ringsAfterTheStartThroughTheEndNeverBeforeTheReminderWasAdded() {
        let utc = ZoneRules.utc
        let reminder = Self.reminder(
            .every(minutes: 120, from: WallTime("09:00")!, to: WallTime("18:00")!), added: "2026-11-24T10:30Z")
        #expect(
            reminder.rings(after: Self.utc("2026-11-24T00:00Z"), through: Self.utc("2026-11-25T11:00Z"), in: utc)
                == [
                    "2026-11-24T11:00Z", "2026-11-24T13:00Z", "2026-11-24T15:00Z", "2026-11-24T17:00Z",
                    "2026-11-25T09:00Z", "2026-11-25T11:00Z",
                ].map(Self.utc))
        #expect(
            reminder.rings(after: Self.utc("2026-11-24T11:00Z"), through: Self.utc("2026-11-24T12:59Z"), in: utc)
                .isEmpty)
    }

    @Test func pausesQuietRingsAndTheNextRingSkipsThem() {
        let utc = ZoneRules.utc
        let reminders = Reminders(
            reminders: [Self.reminder(.daily(WallTime("11:00")!)), Self.reminder(.daily(WallTime("08:30")!), id: 2)],
            pauses: [ReminderPause(from: Self.utc("2026-11-24T10:00Z"), until: Self.utc("2026-11-25T09:00Z"))])
        #expect(
            reminders.rings(after: Self.utc("2026-11-24T00:00Z"), through: Self.utc("2026-11-26T00:00Z"), in: utc).map(
                \.at)
                == ["2026-11-24T08:30Z", "2026-11-25T11:00Z"].map(Self.utc))
        let next = reminders.nextRing(after: Self.utc("2026-11-24T10:00Z"), in: utc)
        #expect(next?.at == Self.utc("2026-11-25T11:00Z"))
        #expect(next?.reminder.id == 1)
        #expect(Reminders().nextRing(after: Self.utc("2026-11-24T10:00Z"), in: utc) == nil)
    }
}
