import Core
import Foundation
import Synchronization
import Testing

/// The fixed moment of every meal test: 2026-11-21 08:12 UTC, a UTC Gregorian calendar.
enum MealClock {
    static let now = Date(timeIntervalSince1970: 1_795_248_720)
    static let today = CalendarDay(year: 2026, month: 11, day: 21)
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// `"2026-11-21 08:12"` as a Date.
    static func at(_ text: String) -> Date {
        let parts = text.split(separator: " ")
        return try! MealDate.time(String(parts[1]), on: CalendarDay(String(parts[0]))!, calendar: calendar)
    }

    /// An entry of `text` (`"2x Apple 52"`) eaten at `time`.
    static func entry(_ text: String, _ time: String, photo: String? = nil) -> MealEntry {
        MealEntry(try! MealInput.parse(text), time: at(time), photo: photo)
    }
}

/// A memory store that records which files were read, to prove a command reads only what it needs.
final class CountingStore: Store {
    let inner = MemoryStore()
    let loaded = Mutex<[String]>([])

    func load<D: StoredDocument>(_ type: D.Type, at path: String) throws(StoreError) -> D {
        loaded.withLock { $0.append(path) }
        return try inner.load(type, at: path)
    }

    func update<D: StoredDocument, R>(_ type: D.Type, at path: String, _ change: (inout D) throws -> R) throws -> R {
        try inner.update(type, at: path, change)
    }

    func documents(in folder: String) throws(StoreError) -> [String] { try inner.documents(in: folder) }

    func derived(at path: String, from source: String, build: () throws -> Data) throws -> Data { try build() }
}

struct MealLogTests {
    let calendar = MealClock.calendar

    @Test(arguments: [
        ("2026-11-21 08:12", "meals/2026-11.json"), ("2026-11-01 00:00", "meals/2026-11.json"),
        ("2026-10-31 23:59", "meals/2026-10.json"), ("2027-01-01 00:00", "meals/2027-01.json"),
    ])
    func entriesGoInTheirMonthFile(time: String, path: String) {
        #expect(MealLogMonth.path(for: MealClock.at(time), calendar: calendar) == path)
    }

    @Test func monthsFollowTheUsersTimeZone() {
        var tokyo = calendar
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(MealLogMonth.path(for: MealClock.at("2026-10-31 20:00"), calendar: tokyo) == "meals/2026-11.json")
        #expect(MealLogMonth.paths(from: CalendarDay("2025-11-30")!, through: CalendarDay("2026-02-01")!)
            == ["meals/2025-11.json", "meals/2025-12.json", "meals/2026-01.json", "meals/2026-02.json"])
        #expect(MealLogMonth.month(ofPath: "meals/2026-11.json") == CalendarDay("2026-11-01"))
        #expect(MealLogMonth.month(ofPath: "meals/last-change.json") == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func addingWritesReadableMonthFiles(kind: StoreKind) throws {
        let (store, read, _, _) = kind.make()
        try store.addMeal(MealClock.entry("2x Apple 52", "2026-11-21 08:12"), calendar: calendar)
        try store.addMeal(MealClock.entry("Soup 200", "2026-10-31 19:00", photo: "2026-10-31-1900-soup.jpg"), calendar: calendar)
        #expect(String(decoding: read("meals/2026-11.json") ?? Data(), as: UTF8.self) == """
            {
              "entries" : [
                {
                  "calories" : 52,
                  "name" : "Apple",
                  "quantity" : 2,
                  "time" : "2026-11-21T08:12:00.000Z"
                }
              ],
              "version" : 1
            }

            """)
        #expect(try store.load(MealLogMonth.self, at: "meals/2026-10.json").entries.map(\.photo) == ["2026-10-31-1900-soup.jpg"])
        #expect(try store.mealMonths() == [CalendarDay("2026-10-01")!, CalendarDay("2026-11-01")!])
    }

    @Test func aHandWrittenEntryMayLeaveOutTheQuantity() throws {
        let store = MemoryStore()
        store.setContents(Data(#"{"version":1,"entries":[{"name":"Tea","calories":5,"time":"2026-11-21T07:00:00Z"}]}"#.utf8),
                          at: "meals/2026-11.json")
        #expect(try store.mealDay(MealClock.today, calendar: calendar).entries == [MealClock.entry("Tea 5", "2026-11-21 07:00")])
    }

    @Test func aDayListsOnlyItsMealsInTimeOrder() throws {
        let store = MemoryStore()
        for (text, time) in [("Dinner 700", "2026-11-21 19:00"), ("Tea 5", "2026-11-20 23:59"), ("Breakfast 400", "2026-11-21 08:00"),
                             ("Snack 100", "2026-11-22 00:00"), ("Coffee 2", "2026-11-21 08:00")] {
            try store.addMeal(MealClock.entry(text, time), calendar: calendar)
        }
        let day = try store.mealDay(MealClock.today, calendar: calendar)
        #expect(day.entries.map(\.name) == ["Breakfast", "Coffee", "Dinner"])
        #expect(day.total == 1102)
        #expect(try day.entry(at: 2).name == "Coffee")
    }

    @Test(arguments: [
        (0, 4, "there is no meal 4 on 2026-11-21: no meals are logged that day"),
        (1, 3, "there is no meal 3 on 2026-11-21; it has only meal 1 (see 'meal list 2026-11-21')"),
        (2, 0, "there is no meal 0 on 2026-11-21; choose 1 to 2 (see 'meal list 2026-11-21')"),
    ])
    func aMissingPositionSaysWhichThereAre(count: Int, position: Int, message: String) throws {
        let store = MemoryStore()
        for hour in 0..<count { try store.addMeal(MealClock.entry("Tea 5", "2026-11-21 0\(hour):00"), calendar: calendar) }
        let error = MealLogError.noSuchEntry(position: position, day: MealClock.today, count: count)
        #expect(throws: error) { try store.deleteMeal(at: position, on: MealClock.today, calendar: calendar) }
        #expect(throws: error) { try store.editMeal(at: position, on: MealClock.today, to: MealClock.entry("Tea 5", "2026-11-21 09:00"), calendar: calendar) }
        #expect(throws: error) { try store.mealDay(MealClock.today, calendar: calendar).entry(at: position) }
        #expect(error.message == message)
    }

    @Test(arguments: StoreKind.allCases)
    func editAndDeleteByPositionInTheDay(kind: StoreKind) throws {
        let store = kind.make().store
        try store.addMeal(MealClock.entry("Dinner 700", "2026-11-21 19:00"), calendar: calendar)
        try store.addMeal(MealClock.entry("Apple 52", "2026-11-21 08:12"), calendar: calendar)
        let old = try store.editMeal(at: 2, on: MealClock.today, to: MealClock.entry("Dinner 650", "2026-11-21 19:00"), calendar: calendar)
        #expect(old == MealClock.entry("Dinner 700", "2026-11-21 19:00"))
        #expect(try store.deleteMeal(at: 1, on: MealClock.today, calendar: calendar) == MealClock.entry("Apple 52", "2026-11-21 08:12"))
        #expect(try store.mealDay(MealClock.today, calendar: calendar).entries == [MealClock.entry("Dinner 650", "2026-11-21 19:00")])
    }

    @Test func anEditThatMovesTheMealToAnotherMonthMovesItsFile() throws {
        let store = MemoryStore()
        try store.addMeal(MealClock.entry("Apple 52", "2026-11-01 08:00"), calendar: calendar)
        try store.editMeal(at: 1, on: CalendarDay("2026-11-01")!, to: MealClock.entry("Apple 52", "2026-10-31 21:00"), calendar: calendar)
        #expect(try store.load(MealLogMonth.self, at: "meals/2026-11.json").entries == [])
        #expect(try store.mealDay(CalendarDay("2026-10-31")!, calendar: calendar).entries.map(\.name) == ["Apple"])
    }

    @Test func readingADayReadsOnlyItsMonth() throws {
        let store = CountingStore()
        for month in 1...12 { try store.addMeal(MealClock.entry("Tea 5", "2026-\(month < 10 ? "0" : "")\(month)-10 08:00"), calendar: calendar) }
        _ = try store.mealDay(MealClock.today, calendar: calendar)
        #expect(store.loaded.withLock { $0 } == ["meals/2026-11.json"])
    }
}

struct MealDuplicateTests {
    static let logged = MealClock.entry("Crème Brûlée 300", "2026-11-21 08:12")

    @Test(arguments: [
        ("Crème Brûlée", 1), ("creme brulee", 1), ("CRÈME BRÛLÉE", 1), ("  Creme   Brulee ", 1), ("CremeBrulee", 1),
        ("Crème-Brûlée", 1), ("Apple", nil), ("Crème Brûlée Cake", nil),
    ] as [(String, Int?)])
    func aNameMatchesIgnoringCaseAccentsAndSpacing(name: String, position: Int?) throws {
        let store = MemoryStore()
        try store.addMeal(MealClock.entry("Tea 5", "2026-11-21 07:00"), calendar: MealClock.calendar)
        try store.addMeal(MealDuplicateTests.logged, calendar: MealClock.calendar)
        let day = try store.mealDay(MealClock.today, calendar: MealClock.calendar)
        #expect(day.position(ofDuplicate: name) == position.map { $0 + 1 })
    }

    @Test func yoAndCyrillicCaseMatch() throws {
        let store = MemoryStore()
        try store.addMeal(MealClock.entry("Ёжик в тумане 200", "2026-11-21 08:00"), calendar: MealClock.calendar)
        #expect(try store.mealDay(MealClock.today, calendar: MealClock.calendar).position(ofDuplicate: "ежик В ТУМАНЕ") == 1)
    }

    @Test func theSameFoodOnAnotherDayIsNotADuplicate() throws {
        let store = MemoryStore()
        try store.addMeal(MealClock.entry("Apple 52", "2026-11-20 08:12"), calendar: MealClock.calendar)
        try store.addMeal(MealClock.entry("Apple 52", "2026-11-22 08:12"), calendar: MealClock.calendar)
        #expect(try store.mealDay(MealClock.today, calendar: MealClock.calendar).position(ofDuplicate: "Apple") == nil)
        #expect(try store.mealDay(CalendarDay("2026-11-20")!, calendar: MealClock.calendar).position(ofDuplicate: "apple") == 1)
    }
}
