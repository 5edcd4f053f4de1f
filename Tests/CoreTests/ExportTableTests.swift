import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// Exported cells: RFC 4180 quoting, plain numbers, local times with their offset.
struct ExportTableTests {
    @Test(arguments: [
        ("plain", "plain"), ("a, b", "\"a, b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("crlf\r\nend", "\"crlf\r\nend\""), ("Борщ", "Борщ"), ("", ""), ("say \"\u{301}hi", "\"say \"\"\u{301}hi\""),
    ])
    func fieldsAreQuotedOnlyWhenTheyMustBe(text: String, csv: String) {
        let table = ExportTable(name: "meals", columns: ["name"], rows: [[.text(text)]])
        #expect(table.csv == "name\r\n\(csv)\r\n")
    }

    /// OWASP's CSV-injection rule: text a spreadsheet would run as a formula gets a ' and stays text; numbers
    /// coach writes stay numbers; `raw` writes the cell as it is.
    @Test(arguments: [
        ("=1+2", "'=1+2", "=1+2"), ("+SUM(A1)", "'+SUM(A1)", "+SUM(A1)"), ("-5", "'-5", "-5"),
        ("@cmd", "'@cmd", "@cmd"),
        ("\tTab", "'\tTab", "\tTab"), ("\r\nline", "\"'\r\nline\"", "\"\r\nline\""),
        ("=HYPERLINK(\"x\",\"y\")", "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\"", "\"=HYPERLINK(\"\"x\"\",\"\"y\"\")\""),
        ("a=1", "a=1", "a=1"), ("'quoted", "'quoted", "'quoted"), ("", "", ""), (" =1", " =1", " =1"),
        ("＝1", "＝1", "＝1"),
    ])
    func formulaLikeTextIsKeptAsText(text: String, csv: String, raw: String) {
        let table = ExportTable(name: "meals", columns: ["name", "calories"], rows: [[.text(text), .number(-5)]])
        #expect(table.csv == "name,calories\r\n\(csv),-5\r\n")
        #expect(table.csv(raw: true) == "name,calories\r\n\(raw),-5\r\n")
    }

    @Test(arguments: [(240.0, "240"), (240.5, "240.5"), (0.1, "0.1"), (-3, "-3"), (1e20, "1e+20")])
    func numbersAreUnformatted(value: Double, text: String) {
        #expect(ExportTable.number(value) == text)
    }

    @Test(arguments: [
        ("Europe/Berlin", 1_795_248_725.0, "2026-11-21T09:12:05+01:00"),
        ("Europe/Berlin", 1_782_000_000.0, "2026-06-21T02:00:00+02:00"),
        ("America/St_Johns", 1_795_248_725.0, "2026-11-21T04:42:05-03:30"),
        ("UTC", 0.0, "1970-01-01T00:00:00+00:00"),
    ])
    func timesAreLocalWithTheirOffset(zone: String, seconds: Double, text: String) {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules(identifier: zone)!
        #expect(ExportTable.localTime(Date(timeIntervalSince1970: seconds), in: calendar) == text)
    }

    @Test func checkInsKeepTheirWordsAndLeaveMissingEnergyEmpty() throws {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules.utc
        let day = CalendarDay("2026-11-21")!
        let table = ExportTable.mood(
            [
                CheckIn(
                    day: day, time: Date(timeIntervalSince1970: 1_795_248_720), mood: 2, energy: nil,
                    note: "tired, \"very\""),
                CheckIn(
                    day: day.adding(days: 1), time: Date(timeIntervalSince1970: 1_795_335_120), mood: 4, energy: 3,
                    note: nil,
                    tags: ["walk", "friends"]),
            ], calendar: calendar)
        #expect(
            table.csv
                == "date,time,mood,mood_word,energy,energy_word,note,tags\r\n2026-11-21,2026-11-21T08:12:00+00:00,2,bad,,,\"tired, \"\"very\"\"\",\r\n"
                + "2026-11-22,2026-11-22T08:12:00+00:00,4,good,3,steady,,walk;friends\r\n")
        let json = try JSONSerialization.jsonObject(with: table.json()) as! [[String: Any]]
        #expect(
            json[0]["mood"] as? Int == 2 && json[0]["energy"] is NSNull
                && json[0]["note"] as? String == "tired, \"very\"")
    }
}
