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

    /// A month of `count` meals out of bounds beside an apple, all eaten on 21 November 2026.
    static func meals(outOfBounds count: Int) -> String {
        let cakes = (1...count).map {
            "{\"id\": \"c\($0)\", \"name\": \"Cake \($0)\", \"calories\": 20000, \"time\": \"2026-11-21T09:\(10 + $0):00.000Z\"}"
        }
        let apple = "{\"id\": \"a\", \"name\": \"Apple\", \"calories\": 52, \"time\": \"2026-11-21T08:00:00.000Z\"}"
        return "{\"version\": 1, \"entries\": [" + ([apple] + cakes).joined(separator: ",\n") + "]}"
    }

    /// The first five are named, in the order found, and the others counted in one line after them.
    @Test(
        arguments: [
            (5, nil),
            (
                6,
                "Warning: 1 more record out of bounds is left out of sums and lists; fix the ones above to see the next."
            ),
            (
                8,
                "Warning: 3 more records out of bounds are left out of sums and lists; fix the ones above to see the next."
            ),
        ] as [(Int, String?)])
    func fiveAreNamedAndTheRestCounted(count: Int, rest: String?) async throws {
        let harness = Harness(.files)
        try harness.store.update(MonthFile<MealEntry>.self, at: "meals/2026-11.json") { _ in }
        let path = (harness.store as! FileStore).directory.appendingPathComponent("meals/2026-11.json")
        try Data(Self.meals(outOfBounds: count).utf8).write(to: path)
        let named = (1...5).map {
            "Warning: meals/2026-11.json: meal 'Cake \($0)' has 20000 kcal, more than 10,000 (the most coach accepts); "
                + "it is left out of sums and lists. Delete it with 'meal delete \($0 + 1) --date 2026-11-21 --yes' or fix the file."
        }
        for line in ["meal list", "today", "today"] {
            let result = await harness.run(line)
            #expect(result.status == 0, "\(line): \(result.err)")
            #expect(result.err == (named + (rest.map { [$0] } ?? [])).map { $0 + "\n" }.joined(), "\(line)")
        }
    }

    /// In Russian the count takes the form its number asks for.
    @Test(
        arguments: [
            (6, "ещё 1 запись за пределами допустимого не учитывается"),
            (7, "ещё 2 записи за пределами допустимого не учитываются"),
            (10, "ещё 5 записей за пределами допустимого не учитываются"),
            (26, "ещё 21 запись за пределами допустимого не учитывается"),
        ])
    func theRestAreCountedInRussian(count: Int, rest: String) async throws {
        let harness = Harness(.files)
        try harness.store.update(MonthFile<MealEntry>.self, at: "meals/2026-11.json") { _ in }
        let path = (harness.store as! FileStore).directory.appendingPathComponent("meals/2026-11.json")
        try Data(Self.meals(outOfBounds: count).utf8).write(to: path)
        #expect(await harness.run("settings set language ru").status == 0)
        let lines = await harness.run("meal list").err.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.prefix(5).allSatisfy { $0.hasPrefix("Предупреждение: meals/2026-11.json: в приёме пищи 'Cake ") })
        #expect(
            lines.last
                == "Предупреждение: \(rest) в суммах и списках; исправьте показанные выше, чтобы увидеть следующие.")
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
