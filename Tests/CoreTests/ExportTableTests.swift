import Core
import Foundation
import Testing

struct ExportTableTests {
    @Test(arguments: [
        (ExportValue.text("Soup"), "Soup"), (.text("Soup, hot"), "\"Soup, hot\""), (.text("say \"hi\""), "\"say \"\"hi\"\"\""),
        (.text("two\nlines"), "\"two\nlines\""), (.number(52), "52"), (.number(12.5), "12.5"), (.number(-3), "-3"),
        (.flag(true), "true"), (.none, ""), (.text("Борщ"), "Борщ"),
    ])
    func fieldsAreQuotedOnlyWhenTheyMustBe(value: ExportValue, field: String) {
        let table = ExportTable(area: .meals, header: ["value"], rows: [[value]])
        #expect(table.csv == "value\r\n" + field + "\r\n")
    }

    @Test func localTimesCarryTheirOffset() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
        let winter = Date(timeIntervalSince1970: 1_795_237_200)  // 2026-11-21 05:00 UTC
        let summer = Date(timeIntervalSince1970: 1_784_617_200)  // 2026-07-21 07:00 UTC
        #expect(LocalTime.text(winter, calendar) == "2026-11-21T00:00:00-05:00")
        #expect(LocalTime.text(summer, calendar) == "2026-07-21T03:00:00-04:00")
    }

    @Test func recordsBecomeRowsWithTheirHeader() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 3 * 3600)!
        let time = Date(timeIntervalSince1970: 1_795_237_200)  // 05:00 UTC, 08:00 at +03:00
        let day = CalendarDay(year: 2026, month: 11, day: 21)
        let checkIns = ExportRecords.checkIns([CheckIn(day: day, time: time, mood: 4, energy: nil, note: "slept, well")], calendar: calendar)
        #expect(checkIns.csv == "date,time,mood,energy,note\r\n2026-11-21,2026-11-21T08:00:00+03:00,4,,\"slept, well\"\r\n")
        #expect(checkIns.objects == [["date": .text("2026-11-21"), "time": .text("2026-11-21T08:00:00+03:00"), "mood": .number(4),
                                      "energy": .none, "note": .text("slept, well")]])
        let meal = MealEntry(ParsedMeal(name: "Banana", calories: 105, quantity: 2), time: time, id: "m1")
        #expect(ExportRecords.meals([meal], calendar: calendar).csv
                == "id,time,name,calories,quantity,total,photo\r\nm1,2026-11-21T08:00:00+03:00,Banana,105,2,210,\r\n")
    }
}
