import Core
import Foundation
import LiveStorage
import Storage
import Testing

struct MealDateTests {
    let calendar = MealClock.calendar

    @Test(arguments: [
        ("today", "2026-11-21"), ("Yesterday", "2026-11-20"), ("2026-11-01", "2026-11-01"),
        ("2024-02-29", "2024-02-29"),
        (" 2026-11-21 ", "2026-11-21"),
    ])
    func readsADay(text: String, day: String) throws {
        #expect(try MealDate.day(text, today: MealClock.today).text == day)
    }

    @Test(arguments: [
        (
            "21.11.2026", MealDateError.notADate("21.11.2026", example: CalendarDay("2026-11-20")!),
            "'21.11.2026' is not a date; use today, yesterday or YYYY-MM-DD, e.g. 2026-11-20"
        ),
        (
            "2026-02-30", .notADate("2026-02-30", example: CalendarDay("2026-11-20")!),
            "'2026-02-30' is not a date; use today, yesterday or YYYY-MM-DD, e.g. 2026-11-20"
        ),
        (
            "", .notADate("", example: CalendarDay("2026-11-20")!),
            "'' is not a date; use today, yesterday or YYYY-MM-DD, e.g. 2026-11-20"
        ),
        (
            "2026-11-22", .futureDate("2026-11-22"),
            "'2026-11-22' is in the future; meals are logged for today or earlier"
        ),
    ])
    func refusesOtherDays(text: String, error: MealDateError, message: String) {
        #expect(throws: error) { try MealDate.day(text, today: MealClock.today) }
        #expect(error.message == message)
    }

    @Test(arguments: [
        ("08:12", "2026-11-21T08:12:00Z"), ("8:05", "2026-11-21T08:05:00Z"), ("00:00", "2026-11-21T00:00:00Z"),
        ("23:59", "2026-11-21T23:59:00Z"),
    ])
    func readsATime(text: String, iso: String) throws {
        #expect(try MealDate.time(text, on: MealClock.today, calendar: calendar) == (try Date(iso, strategy: .iso8601)))
    }

    @Test(arguments: ["24:00", "12:60", "8", "8:5", "812", "08:12:30", "-1:00", "ab:cd", "８:00"])
    func refusesOtherTimes(text: String) {
        #expect(throws: MealDateError.notATime(text)) {
            try MealDate.time(text, on: MealClock.today, calendar: calendar)
        }
        #expect(
            MealDateError.notATime(text).message
                == "'\(text)' is not a time; use HH:MM on a 24-hour clock, e.g. 08:12 or 19:30")
    }

    @Test(
        arguments: [
            (nil, nil, "2026-11-21 08:12"), ("yesterday", nil, "2026-11-20 08:12"), (nil, "19:30", "2026-11-21 19:30"),
            ("2026-11-01", "07:00", "2026-11-01 07:00"),
        ] as [(String?, String?, String)])
    func aMealIsEatenNowUnlessToldOtherwise(date: String?, time: String?, expected: String) throws {
        #expect(
            try MealDate.moment(date: date, time: time, now: MealClock.now, calendar: calendar)
                == MealClock.at(expected))
    }

    @Test func otherDaysDropTheSecondsOfNow() throws {
        let now = MealClock.now.addingTimeInterval(33.5)
        #expect(try MealDate.moment(date: nil, time: nil, now: now, calendar: calendar) == now)
        #expect(
            try MealDate.moment(date: "yesterday", time: nil, now: now, calendar: calendar)
                == MealClock.at("2026-11-20 08:12"))
    }

    @Test func daysAndClocksFollowTheUsersTimeZone() throws {
        var moscow = calendar
        moscow.timeZone = ZoneRules(identifier: "Europe/Moscow")!
        #expect(CalendarDay.clock(MealClock.now, in: moscow) == "11:12")
        #expect(CalendarDay.clock(MealClock.now, in: calendar) == "08:12")
        #expect(try MealDate.time("00:30", on: MealClock.today, calendar: moscow) == MealClock.at("2026-11-20 21:30"))
    }
}
