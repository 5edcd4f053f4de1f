import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// Two coaches at once, and coaches killed half-way: an edit or delete acts on the entry that was
/// shown or on nothing, and a change is made whole or not at all, with `meal undo` agreeing.
struct MealRaceTests {
    let calendar = MealClock.calendar
    /// A process id no process has: the coach that wrote the pending change was killed.
    static let killed = Int32.max
    func journal(_ store: any Store) -> MealJournal { MealJournal(store: store, calendar: calendar) }
    func names(_ store: any Store, _ day: String = "2026-11-21") throws -> [String] {
        try journal(store).day(CalendarDay(day)!).entries.map(\.label)
    }

    @Test(arguments: StoreKind.allCases)
    func aDeleteActsOnTheEntryShownThoughAnotherWasAddedBeforeIt(kind: StoreKind) throws {
        let store = kind.make().store
        try journal(store).add(MealClock.entry("Apple 52", "2026-11-21 08:00"))
        try journal(store).add(MealClock.entry("Tea 5", "2026-11-21 09:00"))
        let shown = try journal(store).day(MealClock.today).entry(at: 2)
        try journal(store).add(MealClock.entry("Coffee 2", "2026-11-21 07:00"))
        try journal(store).delete(shown)
        #expect(try names(store) == ["Coffee", "Apple"])
    }

    @Test(arguments: StoreKind.allCases)
    func anEditKeepsAMealAddedMeanwhile(kind: StoreKind) throws {
        let store = kind.make().store
        try journal(store).add(MealClock.entry("Apple 52", "2026-11-21 08:00"))
        let shown = try journal(store).day(MealClock.today).entry(at: 1)
        try journal(store).add(MealClock.entry("Coffee 2", "2026-11-21 07:00"))
        try journal(store).edit(shown, to: MealClock.entry("Pear 57", "2026-11-21 08:00"))
        #expect(try names(store) == ["Coffee", "Pear"])
    }

    @Test(arguments: [false, true])
    func anEntryChangedMeanwhileIsLeftAlone(deleting: Bool) throws {
        let store = MemoryStore()
        try journal(store).add(MealClock.entry("Apple 52", "2026-11-21 08:00"))
        let shown = try journal(store).day(MealClock.today).entry(at: 1)
        try journal(store).edit(shown, to: MealClock.entry("Apple 60", "2026-11-21 08:00"))
        let last = try journal(store).lastChange()
        #expect(throws: MealLogError.changedMeanwhile(label: "Apple")) {
            if deleting {
                try journal(store).delete(shown)
            } else {
                try journal(store).edit(shown, to: MealClock.entry("Pear 57", "2026-11-21 08:00"))
            }
        }
        #expect(try journal(store).day(MealClock.today).entries.map(\.meal.text) == ["Apple 60"])
        #expect(try journal(store).lastChange() == last)
        #expect(
            MealLogError.changedMeanwhile(label: "Apple").message
                == "'Apple' was changed or removed in another coach since it was shown; nothing was changed. See 'meal list' and try again"
        )
    }

    /// A coach killed after writing its pending change but before the month file: the next coach,
    /// even one that only reads, makes the change, and `meal undo` then reverts that change, not an older one.
    @Test(arguments: StoreKind.allCases)
    func aChangeKilledBeforeTheMonthFileIsFinishedByTheNextCoach(kind: StoreKind) throws {
        let store = kind.make().store
        let apple = MealClock.entry("Apple 52", "2026-11-21 08:00")
        try journal(store).add(apple)
        let tea = MealClock.entry("Tea 5", "2026-11-21 09:00")
        let change = MealChange(before: nil, after: tea)
        try store.update(MealUndoJournal.self) {
            $0.pending = [PendingMealChange(token: "killed", process: Self.killed, change: change, thenLast: change)]
        }
        #expect(try store.load(MonthFile<MealEntry>.self, at: "meals/2026-11.json").records.map(\.name) == ["Apple"])
        #expect(try names(store) == ["Apple", "Tea"])
        #expect(try journal(store).lastChange() == change)
        #expect(try journal(store).undo() == change)
        #expect(try names(store) == ["Apple"])
        #expect(try store.load(MealUndoJournal.self).pending == nil)
    }

    /// A move to another month killed after the new month was written: finishing it removes the
    /// old copy, so the meal is there once, never lost and never twice.
    @Test func aMoveKilledHalfWayEndsWithTheMealOnce() throws {
        let store = MemoryStore()
        try journal(store).add(MealClock.entry("Apple 52", "2026-11-01 08:00"))
        let old = try journal(store).day(CalendarDay("2026-11-01")!).entry(at: 1)
        var moved = MealClock.entry("Apple 52", "2026-10-31 21:00")
        moved.id = old.id
        try store.update(MonthFile<MealEntry>.self, at: "meals/2026-10.json") { $0.records.append(moved) }
        let change = MealChange(before: old, after: moved)
        try store.update(MealUndoJournal.self) {
            $0.pending = [PendingMealChange(token: "killed", process: Self.killed, change: change, thenLast: change)]
        }
        try journal(store).add(MealClock.entry("Tea 5", "2026-11-21 09:00"))
        #expect(try names(store, "2026-11-01") == [])
        #expect(try names(store, "2026-10-31") == ["Apple"])
    }

    @Test func entriesLoggedBeforeIdsAreNamedByTheirPlaceAndCanBeDeleted() throws {
        let store = MemoryStore()
        store.setContents(
            Data(
                #"{"version":1,"entries":[{"name":"Tea","calories":5,"time":"2026-11-21T07:00:00Z"},{"name":"Tea","calories":5,"time":"2026-11-21T07:00:00Z"}]}"#
                    .utf8),
            at: "meals/2026-11.json")
        #expect(try journal(store).day(MealClock.today).entries.map(\.id) == ["2026-11-1", "2026-11-2"])
        try journal(store).delete(at: 2, on: MealClock.today)
        #expect(try store.load(MonthFile<MealEntry>.self, at: "meals/2026-11.json").records.map(\.id) == ["2026-11-1"])
        try journal(store).undo()
        #expect(try names(store) == ["Tea", "Tea"])
    }

    /// Another coach's change in progress is left to it, even by a coach that reads or writes meanwhile.
    @Test func aChangeInProgressInAnotherCoachIsLeftToIt() throws {
        // Shared with this machine's processes, as a data directory is: the parent process runs.
        let store = MemoryStore(processes: SystemProcesses())
        let tea = MealClock.entry("Tea 5", "2026-11-21 09:00")
        let running = PendingMealChange(
            token: "running", process: getppid(), change: MealChange(before: nil, after: tea), thenLast: nil)
        try store.update(MealUndoJournal.self) { $0.pending = [running] }
        try journal(store).add(MealClock.entry("Apple 52", "2026-11-21 08:00"))
        #expect(try names(store) == ["Apple"])
        #expect(try store.load(MealUndoJournal.self).pending == [running])
    }
}
