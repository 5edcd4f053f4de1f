import Clocks
import Commands
import Core
import Testing

struct TimerCommandTests {
    @Test func inTheShellACountdownRunsInTheBackground() async {
        let coach = Harness(mode: .interactive)
        #expect(await coach.run("timer 5m tea").out == "Timer 1 started: 5m tea. 'timer cancel 1' stops it.\n")
        #expect(await coach.run("timer 90s").out == "Timer 2 started: 1m30s. 'timer cancel 2' stops it.\n")
        await coach.clock.advance(by: .seconds(30))
        #expect(await coach.run("timer").out == "2  00:01:00 left  1m30s\n1  00:04:30 left  5m tea\n")
        let before = coach.output.capturedOut.count
        // One second past the deadline: TestClock parks a sleep whose deadline equals `now` until the
        // next advance, so a timer task that starts late under load would otherwise never wake.
        await coach.clock.advance(by: .seconds(61))
        let giveUp = ContinuousClock.now.advanced(by: .seconds(20))
        while coach.output.capturedOut.count == before, ContinuousClock.now < giveUp { await Task.yield() }
        #expect(String(coach.output.capturedOut.dropFirst(before)) == "\u{7}Time's up: timer 2 (1m30s) is done.\n")
        #expect(await coach.run("timer cancel 1").out == "Cancelled timer 1 (5m tea).\n")
        #expect(await coach.run("timer list").out == "No timers running. Start one with 'timer 5m' (or 90s, 1h30m).\n")
    }

    @Test func fromAScriptCoachWaitsForTheCountdown() async {
        let coach = Harness(mode: .batch)
        let running = Task { await coach.run("timer 1h30m stretch") }
        await coach.untilSomethingSleeps()
        await coach.clock.advance(by: .seconds(5399))
        #expect(coach.output.capturedOut == "")
        await coach.clock.advance(by: .seconds(1))
        let result = await running.value
        #expect(result.status == 0)
        #expect(result.out == "\u{7}Time's up: 1h30m stretch is done.\n")
    }

    @Test func aCountdownAScriptWaitsForIsKeptWhereOtherCoachesSeeIt() async throws {
        let coach = Harness(mode: .batch)
        let running = Task { await coach.run("timer 5m tea") }
        await coach.untilSomethingSleeps()
        let kept = try TimerShelf(store: coach.store).all()
        #expect(kept.map(\.timer) == [RunningTimer(id: 1, duration: .seconds(300), label: "tea", waited: true)])
        #expect(kept.first?.waited == true)
        await coach.clock.advance(by: .seconds(300))
        #expect(await running.value.out == "\u{7}Time's up: 5m tea is done.\n")
        #expect(try TimerShelf(store: coach.store).all().isEmpty)
    }

    @Test func aCountdownCancelledElsewhereEndsTheWait() async throws {
        let coach = Harness(mode: .batch)
        let running = Task { await coach.run("timer 5m tea") }
        await coach.untilSomethingSleeps()
        _ = try TimerShelf(store: coach.store).take(1)
        await coach.clock.advance(by: .seconds(1))
        let result = await running.value
        #expect(result.out == "Timer 1 (5m tea) was cancelled from another coach.\n")
        #expect(result.status == 0)
    }

    @Test(
        arguments: [
            ("timer 5", 64, "Error: '5' needs a unit: '5m' for minutes or '5s' for seconds\n"),
            ("timer soon", 64, "Error: 'soon' is not a duration; use forms like 90s, 5m, 1h30m or 2:30\n"),
            ("timer 200h", 64, "Error: '200h' is out of range; a timer runs from 1 second to 99 hours\n"),
            ("timer cancel 9", 1, "Error: there is no timer 9; 'timer list' shows the running ones\n"),
        ] as [(String, Int32, String)])
    func badInputSaysHowToFixIt(line: String, status: Int32, error: String) async {
        let result = await Harness(mode: .interactive).run(line)
        #expect(result.status == status)
        #expect(status == 64 ? result.err.hasPrefix(error + "Usage: coach timer start ") : result.err == error)
        #expect(result.out == "")
    }
}
