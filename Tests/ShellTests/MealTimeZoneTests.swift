import Foundation
import Testing

/// A meal is filed by its day where it was logged; in another time zone it may fall on the next month's first day or
/// the last day before, and is listed, changed and deleted there as any other of that day.
@Suite(.serialized)
struct MealTimeZoneTests {
    @Test func aMealLoggedAtAMonthsEndInNewYorkIsThatDaysInMoscow() throws {
        let coach = CoachProcess()
        // The clock stopped by faketime's wrapper, as `StatusEndToEndTests` stops it.
        func run(_ arguments: [String], in zone: String, at moment: String) throws -> CoachProcess.Result {
            try coach.run(
                ["-f", moment, CoachProcess.binary] + arguments, program: "/usr/bin/faketime",
                environment: ["TZ": zone, "COLUMNS": ""])
        }
        let newYork = ("America/New_York", "2026-10-31 23:50:00")
        let moscow = ("Europe/Moscow", "2026-11-01 08:00:00")
        #expect(try run(["meal", "add", "Soup", "300"], in: newYork.0, at: newYork.1).status == 0)
        let listed = "Meals today (2026-11-01)\n  1  06:50  Soup    300 kcal\nTotal 300 kcal."
        #expect(try run(["meal"], in: moscow.0, at: moscow.1).out.hasPrefix(listed))
        #expect(try run(["meal", "list"], in: moscow.0, at: moscow.1).out.hasPrefix(listed))
        // The day before, in Moscow, it is not.
        let dayBefore = try run(["meal", "list", "2026-10-31"], in: moscow.0, at: moscow.1)
        #expect(dayBefore.out.hasPrefix("No meals logged yesterday."))
        let deleted = try run(["meal", "delete", "1", "--yes"], in: moscow.0, at: moscow.1)
        #expect(deleted.out.hasPrefix("Deleted Soup 300 kcal (06:50)."), "\(deleted.out)\(deleted.err)")
        #expect(try run(["meal", "list"], in: newYork.0, at: newYork.1).out.hasPrefix("No meals logged today."))
    }
}
