import Core
import Foundation
import LiveStorage
import Storage
import Testing

@testable import Commands

/// A command that reads a record out of bounds names it once on stderr, after its output, and goes on.
struct StoredValueWarningTests {
    static let meals = """
        {"version": 1, "entries": [
          {"id": "a", "name": "Apple", "calories": 52, "time": "2026-11-21T08:00:00.000Z"},
          {"id": "c", "name": "Cake", "calories": 9223372036854775807, "time": "2026-11-21T08:05:00.000Z"}
        ]}
        """
    static let warning =
        "Warning: meals/2026-11.json: meal 'Cake' has 9223372036854775807 kcal, more than 10,000 (the most coach accepts); "
        + "it is left out of sums and lists. Delete it with 'meal delete 2 --date 2026-11-21 --yes' or fix the file.\n"

    @Test(arguments: ["meal list", "today", "meal history --days 7", "insights", "streaks", "goal"])
    func theMealIsNamedOnceAndLeftOut(line: String) async throws {
        let harness = Harness(.files)
        try harness.store.update(MonthFile<MealEntry>.self, at: "meals/2026-11.json") { _ in }
        let path = (harness.store as! FileStore).directory.appendingPathComponent("meals/2026-11.json")
        try Data(Self.meals.utf8).write(to: path)
        for _ in 1...2 {  // the second time reads the day summaries the first one cached
            let result = await harness.run(line)
            #expect(result.status == 0, "\(line): \(result.err)")
            #expect(result.err == Self.warning, "\(line)")
            #expect(!result.out.contains("9,223"), "\(line)")
        }
        #expect(try String(contentsOf: path, encoding: .utf8) == Self.meals)
    }

    /// In Russian the warning is in Russian, whether read from the file or from the day summaries cached the first time.
    @Test func theWarningIsInTheLanguageSet() async throws {
        let harness = Harness(.files)
        try harness.store.update(MonthFile<MealEntry>.self, at: "meals/2026-11.json") { _ in }
        let path = (harness.store as! FileStore).directory.appendingPathComponent("meals/2026-11.json")
        try Data(Self.meals.utf8).write(to: path)
        #expect(await harness.run("settings set language ru").status == 0)
        let big = ["9", "223", "372", "036", "854", "775", "807"].joined(separator: "\u{202F}")
        for line in ["today", "today", "meal list"] {
            #expect(
                await harness.run(line).err
                    == "Предупреждение: meals/2026-11.json: в приёме пищи 'Cake' \(big) ккал — больше 10\u{202F}000 "
                    + "(предел coach); запись не учитывается в суммах и списках. Удалите запись командой "
                    + "'meal delete 2 --date 2026-11-21 --yes' или исправьте файл.\n", "\(line)")
        }
    }

    /// A problem and its translations go through the cache line and back.
    @Test func aCachedProblemKeepsItsTranslations() {
        let problem = OutOfBounds(
            file: "checkins.json", problem: "the check-in of '2026-13-01' is not on a day like 2026-11-24",
            fix: "Fix or remove it in the file",
            translations: ["ru": .init(problem: "отметка '2026-13-01'\tне на день", fix: "Исправьте")])
        let read = OutOfBounds(line: Array(problem.line.utf8))
        #expect(read?.said(in: "ru") == .init(problem: "отметка '2026-13-01' не на день", fix: "Исправьте"))
        #expect(read?.said(in: "en") == .init(problem: problem.problem, fix: problem.fix))
        #expect(OutOfBounds(line: Array("a\tb\tc\tru\td".utf8)) == nil)
    }

    @Test(
        arguments: [
            (1e300, "8333333333:20:00"), (.nan, "00:00:00"), (-.infinity, "00:00:00"), (.infinity, "8333333333:20:00"),
            (90, "00:01:30"),
        ] as [(Double, String)])
    func durationsFromAFileNeverTrap(seconds: Double, clock: String) {
        _ = (DurationFormat.total(seconds), DurationFormat.spoken(seconds), DurationFormat.short(seconds, tenths: true))
        #expect(DurationFormat.clock(seconds) == clock)
    }
}
