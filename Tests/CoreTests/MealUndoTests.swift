import Core
import Foundation
import Storage
import Testing

struct MealUndoTests {
    let calendar = MealClock.calendar
    let apple = MealClock.entry("Apple 52", "2026-11-21 08:12")
    let tea = MealClock.entry("Tea 5", "2026-11-21 07:00")

    /// A day with tea and an apple, then `act`; returns the store and the day's names after `meal undo`.
    func undo(after act: (any Store) throws -> Void, kind: StoreKind = .memory) throws -> (
        store: any Store, undone: MealChange, names: [String]
    ) {
        let store = kind.make().store
        try MealJournal(store: store, calendar: calendar).add(tea)
        try MealJournal(store: store, calendar: calendar).add(apple)
        try act(store)
        let undone = try MealJournal(store: store, calendar: calendar).undo()
        return (
            store, undone, try MealJournal(store: store, calendar: calendar).day(MealClock.today).entries.map(\.label)
        )
    }

    @Test(arguments: StoreKind.allCases)
    func undoTakesBackTheLastAdd(kind: StoreKind) throws {
        let (_, undone, names) = try undo(after: { _ in }, kind: kind)
        #expect(undone == MealChange(before: nil, after: apple))
        #expect(undone.kind == .added)
        #expect(names == ["Tea"])
    }

    @Test(arguments: StoreKind.allCases)
    func undoRestoresTheEntryBeforeAnEdit(kind: StoreKind) throws {
        let edited = MealClock.entry("2x Apple 60", "2026-11-21 08:30")
        let (_, undone, names) = try undo(
            after: {
                try MealJournal(store: $0, calendar: calendar).edit(at: 2, on: MealClock.today, to: edited)
            }, kind: kind)
        #expect(undone.kind == .edited)
        #expect(undone.before == apple)
        #expect(undone.after?.isSameMeal(as: edited) == true)
        #expect(names == ["Tea", "Apple"])
    }

    @Test(arguments: StoreKind.allCases)
    func undoBringsBackADeletedEntryInItsPlace(kind: StoreKind) throws {
        let (store, undone, names) = try undo(
            after: {
                try MealJournal(store: $0, calendar: calendar).delete(at: 1, on: MealClock.today)
            }, kind: kind)
        #expect(undone == MealChange(before: tea, after: nil))
        #expect(undone.kind == .deleted)
        #expect(names == ["Tea", "Apple"])
        #expect(try MealJournal(store: store, calendar: calendar).day(MealClock.today).entries == [tea, apple])
    }

    /// A meal logged now has a time finer than the millisecond the file keeps: its change is still
    /// marked done, or a sync's later rewrite of the month would be undone by finishing it again.
    @Test(arguments: StoreKind.allCases)
    func aChangeTimedFinerThanTheFileKeepsIsNotLeftPending(kind: StoreKind) throws {
        let store = kind.make().store
        var now = apple
        now.time = apple.time.addingTimeInterval(0.000_123_4)
        try MealJournal(store: store, calendar: calendar).add(now)
        #expect(try store.load(MealUndoJournal.self).pending == nil)
        #expect(try store.load(MealUndoJournal.self).last?.after?.id == now.id)
    }

    @Test func undoOfAnEditAcrossMonthsPutsItBack() throws {
        let moved = MealClock.entry("Apple 52", "2026-10-31 21:00")
        let (store, _, names) = try undo(after: {
            try MealJournal(store: $0, calendar: calendar).edit(at: 2, on: MealClock.today, to: moved)
        })
        #expect(names == ["Tea", "Apple"])
        #expect(try store.load(MonthFile<MealEntry>.self, at: "meals/2026-10.json").records == [])
    }

    @Test func aSecondUndoFindsNothingToUndo() throws {
        let (store, _, _) = try undo(after: { _ in })
        #expect(try MealJournal(store: store, calendar: MealClock.calendar).lastChange() == nil)
        #expect(throws: MealLogError.nothingToUndo) { try MealJournal(store: store, calendar: calendar).undo() }
        #expect(
            MealLogError.nothingToUndo.message
                == "there is nothing to undo; 'meal undo' reverts the last add, edit or delete, once")
        #expect(throws: MealLogError.nothingToUndo) { try MealJournal(store: MemoryStore(), calendar: calendar).undo() }
    }

    @Test func aFailedChangeLeavesTheLastChangeToUndo() throws {
        let store = MemoryStore()
        try MealJournal(store: store, calendar: calendar).add(apple)
        #expect(throws: MealLogError.self) {
            try MealJournal(store: store, calendar: calendar).delete(at: 5, on: MealClock.today)
        }
        #expect(
            try MealJournal(store: store, calendar: MealClock.calendar).lastChange()
                == MealChange(before: nil, after: apple))
    }

    @Test func theJournalIsReadableJSON() throws {
        let store = MemoryStore()
        var apple = apple
        apple.id = "0123456789abcdef"
        try MealJournal(store: store, calendar: calendar).add(apple)
        try MealJournal(store: store, calendar: calendar).delete(at: 1, on: MealClock.today)
        #expect(
            String(decoding: store.contents(at: "meals/last-change.json") ?? Data(), as: UTF8.self) == """
                {
                  "last" : {
                    "before" : {
                      "calories" : 52,
                      "id" : "0123456789abcdef",
                      "name" : "Apple",
                      "quantity" : 1,
                      "time" : "2026-11-21T08:12:00.000Z"
                    }
                  },
                  "version" : 1
                }

                """)
    }

    @Test func anEntryChangedByHandCannotBeUndone() throws {
        let store = MemoryStore()
        try MealJournal(store: store, calendar: calendar).add(apple)
        try store.update(MonthFile<MealEntry>.self, at: "meals/2026-11.json") { $0.records[0].calories = 60 }
        let error = MealLogError.undoTargetGone(label: "Apple 52", path: "meals/2026-11.json")
        #expect(throws: error) { try MealJournal(store: store, calendar: calendar).undo() }
        #expect(
            error.message
                == "cannot undo: 'Apple 52' is no longer in meals/2026-11.json (was it changed by hand?); nothing was changed"
        )
        #expect(try MealJournal(store: store, calendar: MealClock.calendar).lastChange() != nil)
    }

    @Test(arguments: [
        (MealChange(before: nil, after: MealClock.entry("Apple 52", "2026-11-21 08:12")), MealChange.Kind.deleted),
        (MealChange(before: MealClock.entry("Apple 52", "2026-11-21 08:12"), after: nil), .added),
        (
            MealChange(
                before: MealClock.entry("Apple 52", "2026-11-21 08:12"),
                after: MealClock.entry("Apple 60", "2026-11-21 08:12")), .edited
        ),
    ])
    func theRevertOfAChangeSwapsBeforeAndAfter(change: MealChange, revertKind: MealChange.Kind) {
        #expect(change.reverted.kind == revertKind)
        #expect(change.reverted.before == change.after)
        #expect(change.reverted.reverted == change)
    }
}
