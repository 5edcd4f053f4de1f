import Foundation
import Testing

/// A test's terminal ends with the test: its tmux server and the coach in it are gone once the pane is
/// dropped, so no server outlives the suite (`make test` also checks afterwards, scripts/no-leftovers.sh).
struct TmuxServerTests {
    @Test func theServerAndItsCoachEndWhenThePaneIsDropped() throws {
        var server: pid_t = 0
        var coach: pid_t = 0
        do {
            let pane = try TmuxPane()
            pane.launchInBash()
            server = try #require(pid_t(pane.pane("#{pid}")), "no tmux server")
            coach = try #require(pane.coachProcess, "coach did not start in the pane")
        }
        var alive: [pid_t] = [server, coach]
        for _ in 0..<100 where !alive.isEmpty {
            alive = alive.filter { kill($0, 0) == 0 }
            usleep(20_000)
        }
        #expect(alive.isEmpty, "still running after the pane was dropped: \(alive) (server \(server), coach \(coach))")
    }
}
