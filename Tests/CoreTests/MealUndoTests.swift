import Core
import Foundation
import Testing

struct MealUndoTests {
    let calendar = MealClock.calendar
    let apple = MealClock.entry("Apple 52", "2026-11-21 08:12")
    let tea = MealClock.entry("Tea 5", "2026-11-21 07:00")

    /// A day with tea and an apple, then `act`; returns the store and the day's names after `meal undo`.
    func undo(after act: (any Store) throws -> Void, kind: StoreKind = .memory) throws -> (store: any Store, undone: MealChange, names: [String]) {
        let store = kind.make().store
        try store.addMeal(tea, calendar: calendar)
        try store.addMeal(apple, calendar: calendar)
        try act(store)
        let undone = try store.undoMealChange(calendar: calendar)
        return (store, undone, try store.mealDay(MealClock.today, calendar: calendar).entries.map(\.label))
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
        let (_, undone, names) = try undo(after: {
            try $0.editMeal(at: 2, on: MealClock.today, to: edited, calendar: calendar)
        }, kind: kind)
        #expect(undone.kind == .edited)
        #expect(undone.before == apple)
        #expect(undone.after == edited)
        #expect(names == ["Tea", "Apple"])
    }

    @Test(arguments: StoreKind.allCases)
    func undoBringsBackADeletedEntryInItsPlace(kind: StoreKind) throws {
        let (store, undone, names) = try undo(after: {
            try $0.deleteMeal(at: 1, on: MealClock.today, calendar: calendar)
        }, kind: kind)
        #expect(undone == MealChange(before: tea, after: nil))
        #expect(undone.kind == .deleted)
        #expect(names == ["Tea", "Apple"])
        #expect(try store.mealDay(MealClock.today, calendar: calendar).entries == [tea, apple])
    }

    @Test func undoOfAnEditAcrossMonthsPutsItBack() throws {
        let moved = MealClock.entry("Apple 52", "2026-10-31 21:00")
        let (store, _, names) = try undo(after: {
            try $0.editMeal(at: 2, on: MealClock.today, to: moved, calendar: calendar)
        })
        #expect(names == ["Tea", "Apple"])
        #expect(try store.load(MealLogMonth.self, at: "meals/2026-10.json").entries == [])
    }

    @Test func aSecondUndoFindsNothingToUndo() throws {
        let (store, _, _) = try undo(after: { _ in })
        #expect(try store.lastMealChange() == nil)
        #expect(throws: MealLogError.nothingToUndo) { try store.undoMealChange(calendar: calendar) }
        #expect(MealLogError.nothingToUndo.message == "there is nothing to undo; 'meal undo' reverts the last add, edit or delete, once")
        #expect(throws: MealLogError.nothingToUndo) { try MemoryStore().undoMealChange(calendar: calendar) }
    }

    @Test func aFailedChangeLeavesTheLastChangeToUndo() throws {
        let store = MemoryStore()
        try store.addMeal(apple, calendar: calendar)
        #expect(throws: MealLogError.self) { try store.deleteMeal(at: 5, on: MealClock.today, calendar: calendar) }
        #expect(try store.lastMealChange() == MealChange(before: nil, after: apple))
    }

    @Test func theJournalIsReadableJSON() throws {
        let store = MemoryStore()
        try store.addMeal(apple, calendar: calendar)
        try store.deleteMeal(at: 1, on: MealClock.today, calendar: calendar)
        #expect(String(decoding: store.contents(at: "meals/last-change.json") ?? Data(), as: UTF8.self) == """
            {
              "last" : {
                "before" : {
                  "calories" : 52,
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
        try store.addMeal(apple, calendar: calendar)
        try store.update(MealLogMonth.self, at: "meals/2026-11.json") { $0.entries[0].calories = 60 }
        let error = MealLogError.undoTargetGone(label: "Apple 52", path: "meals/2026-11.json")
        #expect(throws: error) { try store.undoMealChange(calendar: calendar) }
        #expect(error.message == "cannot undo: 'Apple 52' is no longer in meals/2026-11.json (was it changed by hand?); nothing was changed")
        #expect(try store.lastMealChange() != nil)
    }

    @Test(arguments: [
        (MealChange(before: nil, after: MealClock.entry("Apple 52", "2026-11-21 08:12")), MealChange.Kind.deleted),
        (MealChange(before: MealClock.entry("Apple 52", "2026-11-21 08:12"), after: nil), .added),
        (MealChange(before: MealClock.entry("Apple 52", "2026-11-21 08:12"), after: MealClock.entry("Apple 60", "2026-11-21 08:12")), .edited),
    ])
    func theRevertOfAChangeSwapsBeforeAndAfter(change: MealChange, revertKind: MealChange.Kind) {
        #expect(change.reverted.kind == revertKind)
        #expect(change.reverted.before == change.after)
        #expect(change.reverted.reverted == change)
    }
}
