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
}
