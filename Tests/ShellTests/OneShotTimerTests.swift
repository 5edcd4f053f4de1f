import Foundation
import Testing

/// A countdown started one-shot (`coach timer 5m tea`) is kept in the data directory: another coach lists and cancels it.
struct OneShotTimerTests {
    @Test func anotherCoachListsAndCancelsAOneShotCountdown() throws {
        let coach = CoachProcess()
        let waiting = coach.start(["timer", "5m", "tea"], input: "", tag: "-timer")
        var listed = ""
        for _ in 0..<200 where !listed.contains("tea") {
            listed = try coach.run(["timer", "list"]).out
            if !listed.contains("tea") { usleep(25_000) }
        }
        #expect(listed.hasPrefix("1  00:0") && listed.hasSuffix(" left  5m tea\n"), "\(listed)")
        #expect(try coach.run(["timer", "cancel", "1"]).out == "Cancelled timer 1 (5m tea).\n")
        waiting.waitUntilExit()
        #expect(waiting.terminationStatus == 0)
        #expect(coach.read("out-timer") == "Timer 1 (5m tea) was cancelled from another coach.\n")
        #expect(try coach.run(["timer", "list"]).out.hasPrefix("No timers running."))
    }
}
