import Foundation
import Testing

/// A night owl with `settings set day-starts 04:00`: the release binary under faketime (UTC), a check-in and a meal
/// at 01:30 on Saturday 21 November 2026 count for Friday the 20th in `today`, the check-ins, streaks, export and the
/// report alike, while their times stay 01:30.
struct DayStartEndToEndTests {
    static func run(_ coach: CoachProcess, at clock: String, _ arguments: [String]) throws -> CoachProcess.Result {
        try coach.run(
            ["-f", clock, CoachProcess.binary] + arguments, program: "/usr/bin/faketime",
            environment: ["TZ": "UTC", "COLUMNS": ""])
    }

    @Test func aCheckInAt0130CountsForTheEveningBeforeEverywhere() throws {
        let coach = CoachProcess()
        let night = "2026-11-21 01:30:00"
        #expect(try Self.run(coach, at: "2026-11-19 21:00:00", ["settings", "set", "day-starts", "4:00"]).status == 0)
        #expect(
            try Self.run(coach, at: "2026-11-19 21:00:00", ["checkin", "--mood", "3", "--energy", "3"]).status == 0)
        let checkIn = try Self.run(coach, at: night, ["checkin", "--mood", "4", "--energy", "2"])
        #expect(
            checkIn.out
                == "Checked in for today at 01:30: mood 4 good, energy 2 low.\nCheck-in streak: 2 days (best 2).\n")
        #expect(try Self.run(coach, at: night, ["meal", "add", "Toast", "200"]).status == 0)
        let later = "2026-11-21 01:45:00"
        let today = try Self.run(coach, at: later, ["today", "--json"]).out
        #expect(today.contains(#""date" : "2026-11-20""#))
        #expect(today.contains(#""streak" : 2"#))
        let history = try Self.run(coach, at: later, ["checkin", "list", "--json"]).out
        #expect(history.contains(#""date" : "2026-11-20""#) && !history.contains("2026-11-21\""))
        #expect(
            try Self.run(coach, at: later, ["export", "--area", "mood", "--output", "-"]).out == """
                date,time,mood,mood_word,energy,energy_word,note,tags\r
                2026-11-19,2026-11-19T21:00:00+00:00,3,okay,3,steady,,\r
                2026-11-20,2026-11-21T01:30:00+00:00,4,good,2,low,,\r

                """)
        let meals = try Self.run(coach, at: later, ["export", "--area", "meals", "--output", "-"]).out
        #expect(meals.contains(",2026-11-21T01:30:00+00:00,2026-11-20,Toast,200,1,200,"))
        let page = coach.dataDirectory.appendingPathComponent("report.html").path
        let report = try Self.run(coach, at: later, ["report", "--output", page])
        #expect(report.out.hasPrefix("Wrote the report for 2026-11-01 to 2026-11-20 "))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<tr><td>2026-11-20</td><td>4</td><td>—</td><td>200</td><td>—</td><td>—</td></tr>"))
        // At 04:00 the new day begins: nothing done yet, the streak waits for today's check-in.
        let morning = try Self.run(coach, at: "2026-11-21 04:00:00", ["today", "--json"]).out
        #expect(morning.contains(#""date" : "2026-11-21""#))
        #expect(
            try Self.run(coach, at: later, ["settings", "show", "--json"]).out.contains(#""day-starts" : "04:00""#))
    }
}
