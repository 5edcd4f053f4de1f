import Clocks
import Core
import Foundation
import Synchronization
import Testing

/// Yields until `condition` holds (a woken task has run), or gives up after twenty seconds.
func settle(_ condition: () -> Bool) async {
    let giveUp = ContinuousClock.now.advanced(by: .seconds(20))
    while !condition(), ContinuousClock.now < giveUp { await Task.yield() }
}

struct TimerBoardTests {
    @Test func countdownsFinishAtTheirDeadlinesInOrder() async {
        let clock = TestClock()
        let finished = Mutex<[Int]>([])
        let board = TimerBoard(
            clock: clock, now: { Date(timeIntervalSince1970: 0) },
            onFinish: { timer in finished.withLock { $0.append(timer.id) } })
        let tea = board.start(.seconds(300), label: "tea")
        let eggs = board.start(.seconds(90), label: "eggs")
        #expect(tea == RunningTimer(id: 1, duration: .seconds(300), label: "tea"))
        #expect(board.list().map(\.timer.id) == [2, 1])

        await clock.advance(by: .seconds(89))
        #expect(finished.withLock { $0 }.isEmpty)
        #expect(board.list().map(\.remaining) == [.seconds(1), .seconds(211)])

        await clock.advance(by: .seconds(1))
        await settle { !finished.withLock { $0 }.isEmpty }
        #expect(finished.withLock { $0 } == [eggs.id])
        await clock.advance(by: .seconds(210))
        await settle { finished.withLock { $0 }.count == 2 }
        #expect(finished.withLock { $0 } == [eggs.id, tea.id])
        #expect(board.list().isEmpty)
    }

    @Test func cancelledCountdownsNeverFinish() async {
        let clock = TestClock()
        let finished = Mutex<[Int]>([])
        let board = TimerBoard(
            clock: clock, now: { Date(timeIntervalSince1970: 0) },
            onFinish: { timer in finished.withLock { $0.append(timer.id) } })
        let first = board.start(.seconds(10), label: "")
        board.start(.seconds(20), label: "")
        #expect(board.cancel(first.id) == first)
        #expect(board.cancel(first.id) == nil)
        #expect(board.cancelAll() == 1)
        await clock.advance(by: .seconds(60))
        #expect(finished.withLock { $0 }.isEmpty)
    }
}
