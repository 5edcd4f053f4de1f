import Clocks
import Commands
import Core
import Foundation
import Storage
import Synchronization
import Testing

/// Rings that reach a person anywhere: a terminal notification through tmux, a digest of the day's goals, quiet
/// hours in `remind list`. The harness's day is Saturday 2026-11-21, 08:12 UTC.
struct RemindAnywhereTests {
    final class Posted: Sendable {
        private let stored = Mutex<[String]>([])
        func add(_ line: String) { stored.withLock { $0.append(line) } }
        var lines: [String] { stored.withLock { $0 } }
    }

    @Test func aDigestRingsAsATerminalNotificationInsideTmux() async {
        let coach = Harness()
        await coach.run("settings set notify terminal")
        await coach.run("goal breathing 10m")
        #expect(
            await coach.run("remind add 08:20 --digest").out.hasPrefix(
                "Reminder 1: every day at 08:20, what is left of the day's goals.\nFirst ring: today 08:20.\n"))
        let posted = Posted()
        let environment = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"]
        let watch = Task {
            await ReminderWatch.watch(coach.context, environment: environment) { line, ringing, notice in
                posted.add("\(ringing) \(line) \(notice.map { ControlCharacters.visible($0) } ?? "-")")
            }
        }
        for _ in 0..<10 {
            await coach.untilSomethingSleeps()
            coach.pass(60)
            await coach.clock.advance(by: .seconds(60))
        }
        await coach.untilSomethingSleeps()
        watch.cancel()
        let line =
            "Reminder (08:20): Still to do: check in: mood, energy and a note ('checkin'); "
            + "breathe 10 more minutes ('breathe --minutes 10')"
        #expect(
            posted.lines == [
                "false \(line) ^[Ptmux;^[^[]9;coach reminder: \(line)^G^[\\"
            ])
    }

    @Test func quietHoursAreSetShownAndTurnedOff() async {
        let coach = Harness()
        await coach.run("remind add 23:00 checkin")
        #expect(
            await coach.run("remind quiet 22:00-07:00").out == "Quiet hours: 22:00-07:00; rings wait until they end.\n")
        let list = await coach.run("remind list").out
        #expect(list.contains("Quiet hours: 22:00-07:00; rings wait until they end ('remind quiet off').\n"))
        #expect(list.contains("next tomorrow 07:00"))  // 23:00 is held until the quiet hours end
        #expect(await coach.run("remind quiet off").out == "No quiet hours: reminders ring when they are due.\n")
        let refused = await coach.run("remind quiet 22:00")
        #expect(refused.status == 64)
        #expect(refused.err.contains("'22:00' are not quiet hours; give HH:MM-HH:MM"))
    }
}
