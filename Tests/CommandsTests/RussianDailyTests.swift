import Commands
import Core
import Foundation
import Testing

/// The daily loop in Russian, in-process on a fixed clock (2026-11-21): `insights week` with Russian
/// weekdays and numbers, `today`, `goal` and the check-in's messages and errors.
struct RussianDailyTests {
    static func russianWeek() async throws -> Harness {
        let coach = try await InsightsCommandTests.week()
        #expect(await coach.run("settings set language ru").status == 0)
        return coach
    }

    @Test func insightsWeekInRussian() async throws {
        let coach = try await Self.russianWeek()
        let shown = await coach.run("insights week --area meals")
        #expect(shown.out == "")
    }
}
