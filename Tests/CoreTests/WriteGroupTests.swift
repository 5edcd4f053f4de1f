import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// A group of changes is read back from memory while it is open, reaches the disk only when it
/// closes, and is written whole.
struct WriteGroupTests {
    @Test func changesAreHeldUntilTheGroupCloses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-group-\(UUID())")
        let store = FileStore(directory: folder)
        let calendar = LocalCalendar(timeZone: .utc)
        let meals = MealJournal(store: store, calendar: calendar)
        let noon = Date(timeIntervalSince1970: 1_795_262_400)
        let month = folder.appendingPathComponent("meals/" + CalendarDay(noon, in: calendar).logMonth.text + ".json")

        try store.openGroup()
        try meals.add(MealEntry(try MealInput.parse("Apple 52"), time: noon))
        try meals.add(MealEntry(try MealInput.parse("Pear 40"), time: noon))
        // Read back from the group, with nothing on disk yet.
        #expect(try meals.day(CalendarDay(noon, in: calendar)).entries.map(\.name) == ["Apple", "Pear"])
        #expect(!FileManager.default.fileExists(atPath: month.path))

        try store.closeGroup()
        #expect(FileManager.default.fileExists(atPath: month.path))
        let reread = MealJournal(store: FileStore(directory: folder), calendar: calendar)
        #expect(try reread.day(CalendarDay(noon, in: calendar)).entries.map(\.name) == ["Apple", "Pear"])
        // The lock was given back: an ordinary change goes through.
        try meals.add(MealEntry(try MealInput.parse("Plum 30"), time: noon))
        #expect(try reread.day(CalendarDay(noon, in: calendar)).entries.count == 3)
    }

    /// A month the group added is listed with the months on disk, so what reads a period (`today`'s daily totals,
    /// which list the log's months) counts it before the group is written.
    @Test func aMonthTheGroupAddedIsListed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-group-\(UUID())")
        let store = FileStore(directory: folder)
        let calendar = LocalCalendar(timeZone: .utc)
        let meals = MealJournal(store: store, calendar: calendar)
        let noon = Date(timeIntervalSince1970: 1_795_262_400)
        let day = CalendarDay(noon, in: calendar)
        let earlier = Date(timeIntervalSince1970: 1_795_262_400 - 86_400 * 62)
        try meals.add(MealEntry(try MealInput.parse("Soup 300"), time: earlier))

        try store.openGroup()
        try meals.add(MealEntry(try MealInput.parse("Apple 210"), time: noon))
        #expect(try meals.months().count == 2)
        let totals = try meals.dailyTotals(from: day, through: day)
        #expect(totals[day].map { [$0.meals, $0.calories] } == [1, 210])
        try store.closeGroup()
        #expect(try meals.dailyTotals(from: day, through: day)[day].map { [$0.meals, $0.calories] } == [1, 210])
    }
}
