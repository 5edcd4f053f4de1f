import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// `settings set day-starts`: one function (`LocalCalendar.day(of:)`, behind `CalendarDay(_:in:)`) says which day a
/// moment counts for; across the start and across Berlin's clock changes (last Sundays of March and October 2026).
struct DayStartTests {
    static let berlin = ZoneRules(identifier: "Europe/Berlin")!

    static func utc(_ text: String) -> Date { ReminderScheduleTests.utc(text) }

    static func day(_ moment: String, starting start: String) -> String {
        let calendar = LocalCalendar(timeZone: berlin, dayStart: WallTime(start)!.minutes * 60)
        return CalendarDay(utc(moment), in: calendar).text
    }

    /// (instant, day start, the day it counts for). Winter is UTC+1, summer UTC+2.
    @Test(arguments: [
        ("2026-11-28T02:59Z", "04:00", "2026-11-27"),  // 03:59: still the evening before
        ("2026-11-28T03:00Z", "04:00", "2026-11-28"),  // 04:00: the new day
        ("2026-11-28T00:30Z", "04:00", "2026-11-27"),  // 01:30: a night owl's check-in
        ("2026-11-27T23:00Z", "00:00", "2026-11-28"),  // midnight, the default: as the wall shows it
        ("2026-11-27T22:59Z", "00:00", "2026-11-27"),
        // March 29: the clocks jump from 02:00 to 03:00; a start at 02:30 is skipped, so the day begins at the jump.
        ("2026-03-29T00:59Z", "02:30", "2026-03-28"),  // 01:59 CET
        ("2026-03-29T01:00Z", "02:30", "2026-03-29"),  // 03:00 CEST, the jump
        ("2026-03-29T00:59Z", "03:00", "2026-03-28"),
        ("2026-03-29T01:00Z", "03:00", "2026-03-29"),
        // October 25: the clocks go back from 03:00 to 02:00; a start at 02:30 is shown twice and counts the first time.
        ("2026-10-25T00:29Z", "02:30", "2026-10-24"),  // 02:29 CEST
        ("2026-10-25T00:30Z", "02:30", "2026-10-25"),  // 02:30 CEST: the day begins
        ("2026-10-25T01:00Z", "02:30", "2026-10-25"),  // 02:00 CET again: the day does not go back
        ("2026-10-25T01:29Z", "02:30", "2026-10-25"),  // 02:29 CET
        ("2026-10-25T01:30Z", "02:30", "2026-10-25"),  // 02:30 CET, shown the second time
        ("2026-10-26T01:29Z", "02:30", "2026-10-25"),  // a day later, no change near: 02:29 CET
        ("2026-10-26T01:30Z", "02:30", "2026-10-26"),
    ])
    func aMomentCountsForOneDay(moment: String, start: String, day: String) {
        #expect(Self.day(moment, starting: start) == day)
    }

    /// Where each day begins, the first instant `day(of:)` gives it.
    @Test(arguments: [
        ("2026-11-28", "04:00", "2026-11-28T03:00Z"),
        ("2026-03-29", "02:30", "2026-03-29T01:00Z"),  // skipped: at the jump
        ("2026-03-29", "03:00", "2026-03-29T01:00Z"),
        ("2026-10-25", "02:30", "2026-10-25T00:30Z"),  // shown twice: the first
        ("2026-11-28", "00:00", "2026-11-27T23:00Z"),
    ])
    func daysStartAtTheirFirstInstant(day: String, start: String, instant: String) {
        let calendar = LocalCalendar(timeZone: Self.berlin, dayStart: WallTime(start)!.minutes * 60)
        let begins = calendar.start(of: CivilDate(day)!)
        #expect(begins == Self.utc(instant))
        #expect(CalendarDay(begins, in: calendar).text == day)
        #expect(CalendarDay(begins.addingTimeInterval(-1), in: calendar).text != day)
    }

    /// A time typed for a day (`meal add --time 01:30`) lands in that day: 01:30 is the night after it.
    @Test func aTimeOfADayBeforeItsStartIsTheNightAfter() {
        let calendar = LocalCalendar(timeZone: Self.berlin, dayStart: 4 * 3600)
        let late = calendar.date(on: CivilDate("2026-11-27")!, at: 90 * 60)
        #expect(late == Self.utc("2026-11-28T00:30Z"))
        #expect(CalendarDay(late, in: calendar).text == "2026-11-27")
        #expect(CalendarDay.clock(late, in: calendar) == "01:30")  // times stay the wall clock's
        let morning = calendar.date(on: CivilDate("2026-11-27")!, at: 8 * 3600)
        #expect(morning == Self.utc("2026-11-27T07:00Z"))
        #expect(calendar.days(from: Self.utc("2026-11-27T07:00Z"), to: late) == 0)
    }

    /// Every minute of two days around each clock change: the day never goes back, and changes exactly once a day.
    @Test(arguments: ["2026-03-28T12:00Z", "2026-10-24T12:00Z"], ["00:00", "02:30", "03:00", "04:00"])
    func daysNeverGoBack(from start: String, dayStart: String) {
        let calendar = LocalCalendar(timeZone: Self.berlin, dayStart: WallTime(dayStart)!.minutes * 60)
        var last = CalendarDay(Self.utc(start), in: calendar)
        var changes = 0
        for minute in 1...(48 * 60) {
            let day = CalendarDay(Self.utc(start).addingTimeInterval(Double(minute) * 60), in: calendar)
            #expect(day >= last)
            if day != last { changes += 1 }
            last = day
        }
        #expect(changes == 2)
    }

    @Test func theSettingReadsAndRefuses() throws {
        #expect(try SettingKey.dayStarts.read("4:00") == "04:00")
        #expect(throws: SettingsInputError.notAValue(.dayStarts, "25:00")) { try SettingKey.dayStarts.read("25:00") }
        #expect(
            SettingsInputError.notAValue(.dayStarts, "4am").message
                == "'4am' is not a value for day-starts; give a time of day from 00:00 to 23:59, e.g. 'settings set day-starts 04:00'"
        )
        var settings = Settings()
        settings.set(.dayStarts, "04:30")
        #expect(settings.dayStart == 16_200)
        settings.dayStarts = "junk"  // a hand edit: the default
        #expect(settings.dayStart == 0)
    }
}
