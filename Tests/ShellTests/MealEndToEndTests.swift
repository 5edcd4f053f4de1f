import Foundation
import Testing

/// The day's bar changes colour as the goal fills: green below 90 %, yellow to 100 %, red above.
struct MealEndToEndTests {
    @Test func theProgressBarTurnsYellowThenRed() throws {
        let coach = CoachProcess()
        _ = try coach.run(["goal", "calories", "1000"])
        func bar(after meal: String) throws -> String {
            let words =
                ["--color", "always", "meal", "add"] + meal.split(separator: " ").map(String.init) + [
                    "--date", "2026-01-15",
                ]
            return try coach.run(words).out
        }
        #expect(try bar(after: "Porridge 850").contains("\u{1B}[32m█████████████████░░░\u{1B}[0m  85% · 150 kcal left"))
        #expect(try bar(after: "Tea 100").contains("\u{1B}[33m███████████████████░\u{1B}[0m  95% · 50 kcal left"))
        #expect(try bar(after: "Cake 300").contains("\u{1B}[31m████████████████████\u{1B}[0m  125% · 250 kcal over"))
        #expect(
            try coach.run(["--color", "never", "meal", "list", "2026-01-15"]).out.hasSuffix(
                "1,250 / 1,000 kcal  ████████████████████  125% · 250 kcal over\n"))
    }

    @Test func aDuplicateInAScriptIsAddedWithANoteOnStderr() throws {
        let result = try CoachProcess().run(
            input: "meal add Apple 52 --date 2026-01-15 --time 08:00\nmeal add  apple  60 --date 2026-01-15\n")
        #expect(result.status == 0)
        #expect(
            result.err
                == "Note: 'Apple' is already logged on 2026-01-15 (52 kcal, 08:00); added another. Pass --duplicate replace or skip to decide.\n"
        )
    }
}
