import Core
import Foundation
import Storage
import Testing

/// Records read from a file meet the bounds typed input meets: those outside them are named, kept in
/// the file and left out of what the journals give.
struct StoredValueBoundsTests {
    static let time = MealClock.at("2026-11-21 08:12")
    static func meal(_ name: String, _ calories: Int, _ quantity: Int = 1) -> MealEntry {
        var entry = MealEntry(ParsedMeal(name: "Apple", calories: 52), time: time, id: "m")
        (entry.name, entry.calories, entry.quantity) = (name, calories, quantity)
        return entry
    }

    @Test(
        arguments: [
            (meal("Apple", 52), nil),
            (meal("Apple", 10_000), nil),
            (meal("Cake", .max), "meal 'Cake' has 9223372036854775807 kcal, more than 10,000 (the most coach accepts)"),
            (meal("Cake", .min), "meal 'Cake' has -9223372036854775808 kcal, less than 1 (the least coach accepts)"),
            (meal("Cake", 0), "meal 'Cake' has 0 kcal, less than 1 (the least coach accepts)"),
            (
                meal("Cake", 52, .max),
                "meal 'Cake' counts 9223372036854775807 items, more than 100 (the most coach accepts)"
            ),
            (
                meal("Cake", 200, 100),
                "meal 'Cake' has 100× 200 kcal, 20,000 kcal in all, more than 10,000 (the most coach accepts)"
            ),
            (meal("C", 52), "meal 'C' has a name of 1 character, fewer than 2 (the least coach accepts)"),
            (
                meal(String(repeating: "x", count: 101), 52),
                "meal 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' has a name longer than 100 characters (the most coach accepts)"
            ),
        ] as [(MealEntry, String?)])
    func mealsMeetTheBoundsOfMealAdd(entry: MealEntry, problem: String?) {
        #expect(entry.outOfBounds()?.problem == problem)
    }

    static func session(seconds: Double, cycles: Int = 6, inhale: Double = 4) -> BreathingSessionRecord {
        BreathingSessionRecord(
            start: time, technique: "calm", pattern: BreathingPattern(inhale: inhale, exhale: 6),
            cyclesPlanned: cycles, cyclesDone: cycles, seconds: seconds, completed: true)
    }

    @Test(
        arguments: [
            (session(seconds: 60), nil),
            (session(seconds: 43_200), nil),
            (session(seconds: 1e300), "lasted 1e+300 s, more than 43200 (the most coach accepts)"),
            (session(seconds: -0.5), "lasted -0.5 s, less than 0 (the least coach accepts)"),
            (session(seconds: .nan), "lasted nan s, which is not a number"),
            (session(seconds: .infinity), "lasted inf s, more than 43200 (the most coach accepts)"),
            (
                session(seconds: 60, cycles: .max),
                "planned 9223372036854775807 cycles, more than 10,800 (the most coach accepts)"
            ),
            (session(seconds: 60, inhale: 1e308), "has an inhale of 1e+308 s, more than 12 (the most coach accepts)"),
        ] as [(BreathingSessionRecord, String?)])
    func breathingSessionsMeetTheBoundsOfBreathe(record: BreathingSessionRecord, problem: String?) {
        #expect(
            record.outOfBounds()?.problem == problem.map { "the breathing session of 2026-11-21T08:12:00.000Z " + $0 })
    }

    static func place(latitude: Double, longitude: Double = 45.18) -> Sight {
        Sight(
            id: "pond.my", name: "Pond", nameRU: nil, category: .park,
            location: GeoPoint(latitude: latitude, longitude: longitude))
    }

    @Test(
        arguments: [
            (place(latitude: 54.18), nil),
            (place(latitude: -90, longitude: 180), nil),
            (place(latitude: 1e308), "has a latitude of 1e+308°, more than 90 (the most coach accepts)"),
            (place(latitude: -90.5), "has a latitude of -90.5°, less than -90 (the least coach accepts)"),
            (
                place(latitude: 0, longitude: -1e308),
                "has a longitude of -1e+308°, less than -180 (the least coach accepts)"
            ),
        ] as [(Sight, String?)])
    func importedPlacesMeetTheBoundsOfSightsImport(place: Sight, problem: String?) {
        #expect(place.outOfBounds()?.problem == problem.map { "the imported place 'Pond' " + $0 })
    }

    @Test(
        arguments: [
            (RelaxSessionRecord(start: time, practice: .fire, seconds: 600), nil),
            (
                RelaxSessionRecord(start: time, practice: .fire, seconds: 1e300),
                "lasted 1e+300 s, more than 86400 (the most coach accepts)"
            ),
            (
                RelaxSessionRecord(start: time, practice: .mandala, seconds: 60, shown: .max),
                "has 9223372036854775807 shown, more than 864,000 (the most coach accepts)"
            ),
        ] as [(RelaxSessionRecord, String?)])
    func relaxSessionsAreBounded(record: RelaxSessionRecord, problem: String?) {
        #expect(record.outOfBounds()?.problem == problem.map { "the relax session of 2026-11-21T08:12:00.000Z " + $0 })
    }

    @Test(
        arguments: [
            (CheckIn(day: MealClock.today, time: time, mood: 4, energy: 5, note: "fine"), nil),
            (
                CheckIn(day: MealClock.today, time: time, mood: .max, energy: nil, note: nil),
                "the check-in of '2026-11-21' has a mood of 9223372036854775807, more than 5 (the most coach accepts)"
            ),
            (
                CheckIn(day: MealClock.today, time: time, mood: 3, energy: 0, note: nil),
                "the check-in of '2026-11-21' has an energy of 0, less than 1 (the least coach accepts)"
            ),
            (
                CheckIn(
                    day: MealClock.today, time: time, mood: 3, energy: nil, note: String(repeating: "n", count: 501)),
                "the check-in of '2026-11-21' has a note longer than 500 characters (the most coach accepts)"
            ),
        ] as [(CheckIn, String?)])
    func checkInsMeetTheBoundsOfCheckin(checkIn: CheckIn, problem: String?) {
        #expect(checkIn.outOfBounds()?.problem == problem)
    }

    /// A month with a meal of Int.max kcal between two good ones.
    func storeWithCake() throws -> MemoryStore {
        let store = MemoryStore()
        let month = MonthFile(
            records: [Self.meal("Apple", 52), Self.meal("Cake", .max), Self.meal("Pear", 57, 2)].enumerated().map {
                var entry = $0.element
                entry.id = "id\($0.offset)"
                return entry
            })
        store.setContents(try DocumentCoder.encode(month), at: "meals/2026-11.json")
        return store
    }

    @Test func aMealOutOfBoundsIsLeftOutNamedOnceAndKeptInItsFile() throws {
        let store = try storeWithCake()
        let journal = MealJournal(store: store, calendar: MealClock.calendar)
        let collector = StoredValueWarnings.Collector()
        let (day, totals) = try StoredValueWarnings.$collector.withValue(collector) {
            (try journal.day(MealClock.today), try journal.dailyTotals(from: MealClock.today, through: MealClock.today))
        }
        #expect(day.entries.map(\.name) == ["Apple", "Pear"])
        #expect(day.total == 166)
        #expect(totals[MealClock.today] == DayMeals(meals: 2, calories: 166))
        #expect(
            collector.problems.map(\.message) == [
                "meals/2026-11.json: meal 'Cake' has 9223372036854775807 kcal, more than 10,000 (the most coach accepts); "
                    + "it is left out of sums and lists. Delete it with 'meal delete 3 --date 2026-11-21 --yes' or fix the file."
            ])
        let before = store.contents(at: "meals/2026-11.json")
        try journal.add(MealEntry(ParsedMeal(name: "Plum", calories: 30), time: Self.time))
        let names = try MonthLog<MealEntry>(store: store).storedRecords(in: LogMonth(year: 2026, month: 11)).map(\.name)
        #expect(names == ["Apple", "Cake", "Pear", "Plum"])
        #expect(before != nil)
    }

    @Test func mealDeleteReachesTheMealOutOfBoundsAfterTheOthers() throws {
        let store = try storeWithCake()
        let journal = MealJournal(store: store, calendar: MealClock.calendar)
        let day = try journal.dayToDelete(MealClock.today)
        #expect(day.entries.map(\.name) == ["Apple", "Pear", "Cake"])
        #expect(day.total == 166)
        try journal.delete(day.entry(at: 3))
        #expect(
            try MonthLog<MealEntry>(store: store).storedRecords(in: LogMonth(year: 2026, month: 11)).map(\.name) == [
                "Apple", "Pear",
            ])
    }

    @Test(arguments: [([], 1), ([1, 2], 3), ([.max], 1), ([1, .max, 3], 2), ([-5], 1)] as [([Int], Int)])
    func newNumbersNeverOverflow(taken: [Int], next: Int) {
        #expect(NextNumber.after(taken) == next)
    }

    @Test func warningsReadFromACacheLineComeBackWhole() {
        let problem = OutOfBounds(file: "meals/2026-11.json", problem: "meal 'a\tb' has 0 kcal", fix: "Fix it")
        #expect(
            OutOfBounds(line: Array(problem.line.utf8))
                == OutOfBounds(file: "meals/2026-11.json", problem: "meal 'a b' has 0 kcal", fix: "Fix it"))
        #expect(OutOfBounds(line: Array("no tabs".utf8)) == nil)
    }
}
