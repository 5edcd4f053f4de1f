import Clocks
import Core
import Foundation
import Storage
import Synchronization
import Testing

/// Countdowns kept in the data directory: every shell sees them, one shell rings each, and those that
/// end with no shell open are said at the next start.
struct SharedTimerTests {
    /// Two shells on one data directory, each with its own clock, and one wall clock.
    final class TwoShells: Sendable {
        let store = MemoryStore()
        final class Shared<Value: Sendable>: Sendable {
            let value: Mutex<Value>
            init(_ value: Value) { self.value = Mutex(value) }
        }
        let wall = Shared(Date(timeIntervalSince1970: 1_795_248_720))
        let clocks = (TestClock(), TestClock())
        let rung = Shared<[String]>([])
        let boards: (TimerBoard<TestClock<Duration>>, TimerBoard<TestClock<Duration>>)

        init() {
            let (store, wall, rung) = (store, wall, rung) as (MemoryStore, Shared<Date>, Shared<[String]>)
            func board(_ name: String, _ clock: TestClock<Duration>) -> TimerBoard<TestClock<Duration>> {
                TimerBoard(
                    clock: clock, shelf: TimerShelf(store: store), now: { wall.value.withLock { $0 } },
                    onFinish: { timer in rung.value.withLock { $0.append("\(name) \(timer.id)") } })
            }
            boards = (board("A", clocks.0), board("B", clocks.1))
        }

        /// Moves every clock on by `seconds`.
        func pass(_ seconds: Int64) async {
            wall.value.withLock { $0 += Double(seconds) }
            await clocks.0.advance(by: .seconds(seconds))
            await clocks.1.advance(by: .seconds(seconds))
        }
    }

    @Test func aCountdownStartedInOneShellIsListedInBothAndRungOnce() async {
        let shells = TwoShells()
        let (a, b) = shells.boards
        let tea = a.start(.seconds(300), label: "tea")
        #expect(tea == RunningTimer(id: 1, duration: .seconds(300), label: "tea"))
        b.adoptStored()
        #expect(b.list().map(\.timer) == [tea])
        #expect(b.start(.seconds(60), label: "eggs").id == 2)  // numbered after the other shell's
        a.adoptStored()
        await shells.pass(60)
        await settle { shells.rung.value.withLock { $0.count } == 1 }
        await shells.pass(240)
        await settle { shells.rung.value.withLock { $0.count } == 2 }
        try? await Task.sleep(for: .milliseconds(50))
        // Each once, in whichever shell.
        #expect(shells.rung.value.withLock { $0 }.map { $0.split(separator: " ")[1] } == ["2", "1"])
        #expect(a.list().isEmpty && b.list().isEmpty)
    }

    @Test func aCountdownAnotherCoachWaitsForIsListedButRungOnlyThere() async throws {
        let shells = TwoShells()
        let (a, _) = shells.boards
        let now = shells.wall.value.withLock { $0 }
        let tea = try TimerShelf(store: shells.store).add(.seconds(60), label: "tea", now: now, waited: true)
        a.adoptStored()
        #expect(a.list().map(\.timer) == [RunningTimer(id: 1, duration: .seconds(60), label: "tea", waited: true)])
        await shells.pass(61)
        try? await Task.sleep(for: .milliseconds(50))
        #expect(shells.rung.value.withLock { $0 }.isEmpty)
        #expect(try TimerShelf(store: shells.store).all() == [tea])  // the waiting coach takes it off
    }

    @Test func aCountdownCancelledInOneShellRingsInNone() async {
        let shells = TwoShells()
        let (a, b) = shells.boards
        a.start(.seconds(60), label: "")
        b.adoptStored()
        #expect(b.cancel(1)?.id == 1)
        await shells.pass(61)
        try? await Task.sleep(for: .milliseconds(50))
        #expect(shells.rung.value.withLock { $0 }.isEmpty)
        #expect(b.cancel(1) == nil)
    }

    @Test func countdownsThatEndedWithNoShellOpenAreTakenOnce() throws {
        let store = MemoryStore()
        let shelf = TimerShelf(store: store)
        let now = Date(timeIntervalSince1970: 1_795_248_720)
        _ = try shelf.add(.seconds(90), label: "tea", now: now)
        _ = try shelf.add(.seconds(600), label: "eggs", now: now)
        #expect(try shelf.takeEnded(by: now.addingTimeInterval(120)).map(\.label) == ["tea"])
        #expect(try shelf.takeEnded(by: now.addingTimeInterval(120)).isEmpty)
        #expect(try shelf.all().map(\.label) == ["eggs"])
    }
}
