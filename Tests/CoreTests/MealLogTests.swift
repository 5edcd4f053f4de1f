import Core
import Foundation
import LiveStorage
import Storage
import Synchronization
import Testing

/// The fixed moment of every meal test: 2026-11-21 08:12 UTC, a UTC Gregorian calendar.
enum MealClock {
    static let now = Date(timeIntervalSince1970: 1_795_248_720)
    static let today = CalendarDay(year: 2026, month: 11, day: 21)
    static let calendar: LocalCalendar = {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules.utc
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

    func announce(_ role: String) { inner.announce(role) }

    var processes: any Processes { inner.processes }

    func isAnnounced(_ role: String, besidesThisProcess: Bool) -> Bool {
        inner.isAnnounced(role, besidesThisProcess: besidesThisProcess)
    }

    func addFile(_ data: Data, in folder: String, names: (Int) -> String) throws(StoreError) -> String {
        try inner.addFile(data, in: folder, names: names)
    }

    func removeFile(_ name: String, in folder: String) { inner.removeFile(name, in: folder) }

    func pieces(at path: String) throws(StoreError) -> FilePieces? {
        loaded.withLock { $0.append(path) }
        return try inner.pieces(at: path)
    }

    func replace<R>(at path: String, _ write: (FilePieces?, FileWriter) throws -> R) throws -> R {
        try inner.replace(at: path, write)
    }

    func freshDerived(at path: String, from source: String) -> Data? { nil }

    func buildDerived(_ paths: [String], from source: String, build: ([FileWriter]) throws -> Void) throws {}
}

struct MealLogTests {
    let calendar = MealClock.calendar

    @Test(arguments: [
        ("2026-11-21 08:12", "meals/2026-11.json"), ("2026-11-01 00:00", "meals/2026-11.json"),
        ("2026-10-31 23:59", "meals/2026-10.json"), ("2027-01-01 00:00", "meals/2027-01.json"),
    ])
    func entriesGoInTheirMonthFile(time: String, path: String) {
        #expect(MonthLog<MealEntry>.path(of: CalendarDay(MealClock.at(time), in: calendar).logMonth) == path)
    }

    @Test func monthsFollowTheUsersTimeZone() {
        var tokyo = calendar
        tokyo.timeZone = ZoneRules(identifier: "Asia/Tokyo")!
        #expect(
            MonthLog<MealEntry>.path(of: CalendarDay(MealClock.at("2026-10-31 20:00"), in: tokyo).logMonth)
                == "meals/2026-11.json")
        #expect(
            LogMonth.range(CalendarDay("2025-11-30")!.logMonth, through: CalendarDay("2026-02-01")!.logMonth).map(
                MonthLog<MealEntry>.path(of:))
                == ["meals/2025-11.json", "meals/2025-12.json", "meals/2026-01.json", "meals/2026-02.json"])
        #expect(MonthLog<MealEntry>.month(ofPath: "meals/2026-11.json") == LogMonth(year: 2026, month: 11))
        #expect(MonthLog<MealEntry>.month(ofPath: "meals/last-change.json") == nil)
        for path in [
            "meals/2026-13.json", "meals/2026-1.json", "meals/+202-11.json", "meals/2026-11.jsonx",
            "mealsx/2026-11.json",
            "meal/2026-11.json", "meals/2026-11.JSON", "meals/2026_11.json", "meals/２０２６-11.json", "meals/2026-00.json",
        ] {
            #expect(MonthLog<MealEntry>.month(ofPath: path) == nil, "\(path)")
        }
        #expect(MonthLog<MealEntry>.month(ofPath: "meals/0999-12.json") == LogMonth(year: 999, month: 12))
        #expect(
            LogMonth("2026-11") == LogMonth(year: 2026, month: 11) && LogMonth("2026-11-") == nil && LogMonth("") == nil
        )
    }

    @Test(arguments: StoreKind.allCases)
    func addingWritesReadableMonthFiles(kind: StoreKind) throws {
        let (store, read, _, _) = kind.make()
        var apples = MealClock.entry("2x Apple 52", "2026-11-21 08:12")
        apples.id = "0123456789abcdef"
        try MealJournal(store: store, calendar: calendar).add(apples)
        try MealJournal(store: store, calendar: calendar).add(
            MealClock.entry("Soup 200", "2026-10-31 19:00", photo: "2026-10-31-1900-soup.jpg"))
        #expect(
            String(decoding: read("meals/2026-11.json") ?? Data(), as: UTF8.self) == """
                {
                  "entries" : [
                    {
                      "calories" : 52,
                      "id" : "0123456789abcdef",
                      "name" : "Apple",
                      "quantity" : 2,
                      "time" : "2026-11-21T08:12:00.000Z"
                    }
                  ],
                  "version" : 1
                }

                """)
        #expect(
            try store.load(MonthFile<MealEntry>.self, at: "meals/2026-10.json").records.map(\.photo) == [
                "2026-10-31-1900-soup.jpg"
            ])
        #expect(
            try MealJournal(store: store, calendar: calendar).months() == [
                CalendarDay("2026-10-01")!, CalendarDay("2026-11-01")!,
            ])
    }

    @Test func aHandWrittenEntryMayLeaveOutTheQuantity() throws {
        let store = MemoryStore()
        store.setContents(
            Data(#"{"version":1,"entries":[{"name":"Tea","calories":5,"time":"2026-11-21T07:00:00Z"}]}"#.utf8),
            at: "meals/2026-11.json")
        let entries = try MealJournal(store: store, calendar: calendar).day(MealClock.today).entries
        #expect(entries.count == 1 && entries[0].isSameMeal(as: MealClock.entry("Tea 5", "2026-11-21 07:00")))
    }

    @Test func aDayListsOnlyItsMealsInTimeOrder() throws {
        let store = MemoryStore()
        for (text, time) in [
            ("Dinner 700", "2026-11-21 19:00"), ("Tea 5", "2026-11-20 23:59"), ("Breakfast 400", "2026-11-21 08:00"),
            ("Snack 100", "2026-11-22 00:00"), ("Coffee 2", "2026-11-21 08:00"),
        ] {
            try MealJournal(store: store, calendar: calendar).add(MealClock.entry(text, time))
        }
        let day = try MealJournal(store: store, calendar: calendar).day(MealClock.today)
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
        for hour in 0..<count {
            try MealJournal(store: store, calendar: calendar).add(MealClock.entry("Tea 5", "2026-11-21 0\(hour):00"))
        }
        let error = MealLogError.noSuchEntry(position: position, day: MealClock.today, count: count)
        #expect(throws: error) {
            try MealJournal(store: store, calendar: calendar).delete(at: position, on: MealClock.today)
        }
        #expect(throws: error) {
            try MealJournal(store: store, calendar: calendar).edit(
                at: position, on: MealClock.today, to: MealClock.entry("Tea 5", "2026-11-21 09:00"))
        }
        #expect(throws: error) {
            try MealJournal(store: store, calendar: calendar).day(MealClock.today).entry(at: position)
        }
        #expect(error.message == message)
    }

    @Test(arguments: StoreKind.allCases)
    func editAndDeleteByPositionInTheDay(kind: StoreKind) throws {
        let store = kind.make().store
        try MealJournal(store: store, calendar: calendar).add(MealClock.entry("Dinner 700", "2026-11-21 19:00"))
        try MealJournal(store: store, calendar: calendar).add(MealClock.entry("Apple 52", "2026-11-21 08:12"))
        let old = try MealJournal(store: store, calendar: calendar).edit(
            at: 2, on: MealClock.today, to: MealClock.entry("Dinner 650", "2026-11-21 19:00"))
        #expect(old.isSameMeal(as: MealClock.entry("Dinner 700", "2026-11-21 19:00")))
        #expect(
            try MealJournal(store: store, calendar: calendar).delete(at: 1, on: MealClock.today)
                .isSameMeal(as: MealClock.entry("Apple 52", "2026-11-21 08:12")))
        let left = try MealJournal(store: store, calendar: calendar).day(MealClock.today).entries
        #expect(left.count == 1 && left[0].isSameMeal(as: MealClock.entry("Dinner 650", "2026-11-21 19:00")))
    }

    @Test func anEditThatMovesTheMealToAnotherMonthMovesItsFile() throws {
        let store = MemoryStore()
        try MealJournal(store: store, calendar: calendar).add(MealClock.entry("Apple 52", "2026-11-01 08:00"))
        try MealJournal(store: store, calendar: calendar).edit(
            at: 1, on: CalendarDay("2026-11-01")!, to: MealClock.entry("Apple 52", "2026-10-31 21:00"))
        #expect(try store.load(MonthFile<MealEntry>.self, at: "meals/2026-11.json").records == [])
        #expect(
            try MealJournal(store: store, calendar: calendar).day(CalendarDay("2026-10-31")!).entries.map(\.name) == [
                "Apple"
            ])
    }

    @Test func readingADayReadsOnlyItsMonth() throws {
        let store = CountingStore()
        for month in 1...12 {
            try MealJournal(store: store, calendar: calendar).add(
                MealClock.entry("Tea 5", "2026-\(month < 10 ? "0" : "")\(month)-10 08:00"))
        }
        store.loaded.withLock { $0 = [] }
        _ = try MealJournal(store: store, calendar: calendar).day(MealClock.today)
        #expect(store.loaded.withLock { $0 } == ["meals/last-change.json", "meals/2026-11.json"])
    }
}

struct MealDuplicateTests {
    static let logged = MealClock.entry("Crème Brûlée 300", "2026-11-21 08:12")

    @Test(
        arguments: [
            ("Crème Brûlée", 1), ("creme brulee", 1), ("CRÈME BRÛLÉE", 1), ("  Creme   Brulee ", 1), ("CremeBrulee", 1),
            ("Crème-Brûlée", 1), ("Apple", nil), ("Crème Brûlée Cake", nil),
        ] as [(String, Int?)])
    func aNameMatchesIgnoringCaseAccentsAndSpacing(name: String, position: Int?) throws {
        let store = MemoryStore()
        try MealJournal(store: store, calendar: MealClock.calendar).add(MealClock.entry("Tea 5", "2026-11-21 07:00"))
        try MealJournal(store: store, calendar: MealClock.calendar).add(MealDuplicateTests.logged)
        let day = try MealJournal(store: store, calendar: MealClock.calendar).day(MealClock.today)
        #expect(day.position(ofDuplicate: name) == position.map { $0 + 1 })
    }

    @Test func yoAndCyrillicCaseMatch() throws {
        let store = MemoryStore()
        try MealJournal(store: store, calendar: MealClock.calendar).add(
            MealClock.entry("Ёжик в тумане 200", "2026-11-21 08:00"))
        #expect(
            try MealJournal(store: store, calendar: MealClock.calendar).day(MealClock.today).position(
                ofDuplicate: "ежик В ТУМАНЕ") == 1)
    }

    @Test func theSameFoodOnAnotherDayIsNotADuplicate() throws {
        let store = MemoryStore()
        try MealJournal(store: store, calendar: MealClock.calendar).add(MealClock.entry("Apple 52", "2026-11-20 08:12"))
        try MealJournal(store: store, calendar: MealClock.calendar).add(MealClock.entry("Apple 52", "2026-11-22 08:12"))
        #expect(
            try MealJournal(store: store, calendar: MealClock.calendar).day(MealClock.today).position(
                ofDuplicate: "Apple") == nil)
        #expect(
            try MealJournal(store: store, calendar: MealClock.calendar).day(CalendarDay("2026-11-20")!).position(
                ofDuplicate: "apple") == 1)
    }
}
