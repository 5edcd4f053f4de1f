import Core
import Foundation
import Storage
import Synchronization
import TestSupport
import Testing

/// The records out of bounds a command read are named as before they were counted in a set: each once, where it was
/// first found; and the meals among them in the order, and with the numbers, `meal delete` reaches them by.
struct StoredValueWarningOrderTests {
    /// A problem of `file`, one of a few, half of them with a Russian translation.
    static func problem(_ number: Int, file: String) -> OutOfBounds {
        OutOfBounds(
            file: file, problem: "meal 'M\(number)' has 0 kcal", fix: "Fix it",
            translations: number.isMultiple(of: 2)
                ? ["ru": .init(problem: "M\(number): 0 ккал", fix: "Исправьте")] : [:])
    }

    /// Each problem once, in the order first found: as a list would keep them by looking each up in itself.
    static func firstFound(_ problems: [OutOfBounds]) -> [OutOfBounds] {
        var kept: [OutOfBounds] = []
        for problem in problems where !kept.contains(problem) { kept.append(problem) }
        return kept
    }

    @Test func eachProblemIsNamedOnceWhereItWasFirstFound() {
        let seed = TestSeed()
        var random = seed.random
        for _ in 1...20 {
            let drawn = (0..<Int.random(in: 0...300, using: &random)).map { _ in
                Self.problem(
                    Int.random(in: 1...40, using: &random),
                    file: ["meals/2026-10.json", "meals/2026-11.json"].randomElement(using: &random)!)
            }
            let collector = StoredValueWarnings.Collector()
            for problem in drawn { collector.note(problem) }
            #expect(collector.problems == Self.firstFound(drawn), "\(seed)")
        }
    }

    /// Problems of a file found together (a month as one reader numbers its meals, a cache's lines) are noted as the
    /// same problems found one by one would be, wherever else they are found again, and said only when asked for.
    @Test func problemsFoundTogetherAreNotedAsOneByOne() {
        let seed = TestSeed()
        var random = seed.random
        for _ in 1...50 {
            let collector = StoredValueWarnings.Collector()
            var oneByOne: [OutOfBounds] = []
            let said = Mutex(0)
            StoredValueWarnings.$collector.withValue(collector) {
                for _ in 0..<Int.random(in: 0...12, using: &random) {
                    let file = ["meals/2026-10.json", "meals/2026-11.json", "checkins.json"].randomElement(
                        using: &random)!
                    let numbers = Array((1...12).shuffled(using: &random).prefix(Int.random(in: 0...6, using: &random)))
                    let problems = numbers.map { Self.problem($0, file: file) }
                    oneByOne += problems
                    switch Int.random(in: 0...2, using: &random) {
                    case 0: for problem in problems { StoredValueWarnings.report(problem) }
                    case 1:
                        StoredValueWarnings.report(
                            FoundTogether(file: file, count: problems.count) { index in
                                said.withLock { $0 += 1 }
                                return problems[index]
                            })
                    default:
                        for problem in problems {
                            Array(problem.line.utf8).withUnsafeBufferPointer { StoredValueWarnings.report(line: $0) }
                        }
                    }
                }
            }
            let expected = Self.firstFound(oneByOne)
            #expect(collector.count == expected.count, "\(seed)")
            #expect(collector.first(5) == Array(expected.prefix(5)), "\(seed)")
            #expect(collector.problems == expected, "\(seed)")
            #expect(collector.lines == expected.map(\.line), "\(seed)")
        }
    }

    /// Problems found together are said only when named, or when their file's problems are found again.
    @Test func problemsFoundTogetherAreSaidOnlyWhenNamed() {
        let said = Mutex<[Int]>([])
        let problems = (0..<40_000).map { Self.problem($0, file: "meals/2026-11.json") }
        let collector = StoredValueWarnings.Collector()
        StoredValueWarnings.$collector.withValue(collector) {
            StoredValueWarnings.report(Self.problem(1, file: "meals/2026-10.json"))
            StoredValueWarnings.report(
                FoundTogether(file: "meals/2026-11.json", count: problems.count) { index in
                    said.withLock { $0.append(index) }
                    return problems[index]
                })
            StoredValueWarnings.report(Self.problem(2, file: "meals/2026-10.json"))
        }
        #expect(collector.count == 40_002)
        #expect(collector.first(5).map(\.problem) == [1, 0, 1, 2, 3].map { "meal 'M\($0)' has 0 kcal" })
        #expect(said.withLock { $0 } == [0, 1, 2, 3])
    }

    /// A reader that keeps its problems in a cache (the day summaries) is given them as lines, each once in the order
    /// found; it reports them from the cache, so they are not told to the command twice.
    @Test func problemsCollectedForACacheAreGivenAsLines() {
        let (early, inner) = (
            [3, 1].map { Self.problem($0, file: "a.json") }, [2, 1, 2, 4].map { Self.problem($0, file: "a.json") }
        )
        let collector = StoredValueWarnings.Collector()
        let found = StoredValueWarnings.$collector.withValue(collector) {
            for problem in early { StoredValueWarnings.report(problem) }
            return StoredValueWarnings.collecting {
                for problem in inner { StoredValueWarnings.report(problem) }
                StoredValueWarnings.report(
                    FoundTogether(file: "a.json", count: 2) { Self.problem(5 + $0, file: "a.json") })
            }.lines
        }
        #expect(found == Self.firstFound(inner + [5, 6].map { Self.problem($0, file: "a.json") }).map(\.line))
        #expect(collector.problems == early)
    }

    @Test func mealsOutOfBoundsAreNamedAfterTheDaysMealsShown() throws {
        let meals = [
            ("Cake", "2026-11-21 09:00", 20_000), ("Apple", "2026-11-21 08:00", 52), ("Pie", "2026-11-20 08:00", 0),
            ("Tart", "2026-11-21 09:00", 30_000),
        ].enumerated().map { index, meal in
            var entry = MealEntry(ParsedMeal(name: meal.0, calories: 52), time: MealClock.at(meal.1), id: "m\(index)")
            entry.calories = meal.2
            return entry
        }
        let store = MemoryStore()
        store.setContents(try DocumentCoder.encode(MonthFile(records: meals)), at: "meals/2026-11.json")
        let collector = StoredValueWarnings.Collector()
        let day = try StoredValueWarnings.$collector.withValue(collector) {
            try MealJournal(store: store, calendar: MealClock.calendar).day(MealClock.today)
        }
        #expect(day.entries.map(\.name) == ["Apple"])
        let fix = { (number: Int, day: String) in
            "Delete it with 'meal delete \(number) --date \(day) --yes' or fix the file"
        }
        #expect(
            collector.problems.map { [$0.problem, $0.fix] } == [
                ["meal 'Pie' has 0 kcal, less than 1 (the least coach accepts)", fix(1, "2026-11-20")],
                ["meal 'Cake' has 20000 kcal, more than 10,000 (the most coach accepts)", fix(2, "2026-11-21")],
                ["meal 'Tart' has 30000 kcal, more than 10,000 (the most coach accepts)", fix(3, "2026-11-21")],
            ])
        #expect(collector.problems.allSatisfy { $0.file == "meals/2026-11.json" })
    }

    /// A month of meals, some out of bounds, eaten over its days at times that often tie.
    static func month(using random: inout some RandomNumberGenerator) -> [MealEntry] {
        (0..<Int.random(in: 1...120, using: &random)).map { index in
            let time = MealClock.at(
                "2026-11-\(10 + Int.random(in: 0...4, using: &random)) 0\(Int.random(in: 7...9, using: &random)):00")
            var entry = MealEntry(ParsedMeal(name: "Meal \(index)", calories: 52), time: time, id: "m\(index)")
            if Int.random(in: 0...2, using: &random) == 0 { entry.calories = 20_000 }
            return entry
        }
    }

    /// Each meal out of bounds is named once, days in order and each day's in the order of the numbers the warning
    /// gives, and the number is the one `meal delete` finds that very meal by.
    @Test func mealsOutOfBoundsAreNamedByDayAsMealDeleteNumbersThem() throws {
        let seed = TestSeed()
        var random = seed.random
        for _ in 1...10 {
            let meals = Self.month(using: &random)
            let store = MemoryStore()
            store.setContents(try DocumentCoder.encode(MonthFile(records: meals)), at: "meals/2026-11.json")
            let journal = MealJournal(store: store, calendar: MealClock.calendar)
            let collector = StoredValueWarnings.Collector()
            _ = try StoredValueWarnings.$collector.withValue(collector) { try journal.day(MealClock.today) }
            var named: [(day: String, number: Int, meal: String)] = []
            for problem in collector.problems {
                let meal = try #require(problem.problem.firstMatch(of: /meal '(Meal \d+)'/)?.output.1, "\(seed)")
                let place = try #require(problem.fix.firstMatch(of: /meal delete (\d+) --date (\S+) --yes/), "\(seed)")
                named.append((String(place.output.2), Int(place.output.1)!, String(meal)))
            }
            #expect(named.map(\.meal).sorted() == meals.filter { $0.calories > 10_000 }.map(\.name).sorted(), "\(seed)")
            #expect(
                named.map { "\($0.day) \(1000 + $0.number)" } == named.map { "\($0.day) \(1000 + $0.number)" }.sorted())
            for (day, number, meal) in named {
                let entries = try journal.dayToDelete(try #require(CalendarDay(day))).entries
                #expect(
                    entries.indices.contains(number - 1) && entries[number - 1].name == meal, "\(day) \(number) \(seed)"
                )
            }
        }
    }
}
