import Core
import Foundation
import Storage
import Testing

struct StopwatchTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// Runs one action; #expect cannot call a mutating method itself.
    func act(_ watch: inout Stopwatch, _ action: (inout Stopwatch) -> Stopwatch.Outcome) -> Stopwatch.Outcome {
        action(&watch)
    }

    @Test func countsOnlyWhileRunning() {
        var watch = Stopwatch()
        #expect(act(&watch) { $0.start(at: t0) } == .started(from: 0))
        #expect(watch.elapsed(at: t0 + 65.5) == 65.5)
        #expect(act(&watch) { $0.stop(at: t0 + 70) } == .stopped(at: 70))
        #expect(watch.elapsed(at: t0 + 500) == 70)
        #expect(act(&watch) { $0.start(at: t0 + 600) } == .started(from: 70))
        #expect(watch.elapsed(at: t0 + 610) == 80)
    }

    @Test func repeatedStartAndStopAreReportedNotApplied() {
        var watch = Stopwatch()
        _ = watch.start(at: t0)
        #expect(act(&watch) { $0.start(at: t0 + 5) } == .alreadyRunning(elapsed: 5))
        #expect(watch.runningSince == t0)
        _ = watch.stop(at: t0 + 8)
        #expect(act(&watch) { $0.stop(at: t0 + 9) } == .alreadyStopped(elapsed: 8))
        #expect(watch.banked == 8)
    }

    @Test(arguments: [true, false])
    func resetGoesToZeroAndKeepsRunningState(running: Bool) {
        var watch = Stopwatch()
        _ = watch.start(at: t0)
        _ = watch.lap(at: t0 + 3)
        if !running { _ = watch.stop(at: t0 + 10) }
        #expect(act(&watch) { $0.reset(at: t0 + 20) } == .reset(running: running))
        #expect(watch.laps.isEmpty)
        #expect(watch.elapsed(at: t0 + 20) == 0)
        #expect(watch.elapsed(at: t0 + 25) == (running ? 5 : 0))
    }

    @Test func lapsRecordSplitsAndTotals() {
        var watch = Stopwatch()
        #expect(act(&watch) { $0.lap(at: t0) } == .notRunning)
        _ = watch.start(at: t0)
        #expect(act(&watch) { $0.lap(at: t0 + 10) } == .lapped(number: 1, lap: 10, total: 10))
        #expect(act(&watch) { $0.lap(at: t0 + 25) } == .lapped(number: 2, lap: 15, total: 25))
        #expect(watch.lapTable.map(\.lap) == [10, 15])
        #expect(watch.lapTable.map(\.total) == [10, 25])
    }

    @Test func aClockSetBackwardsNeverGivesNegativeTime() {
        var watch = Stopwatch()
        _ = watch.start(at: t0)
        #expect(watch.elapsed(at: t0 - 3600) == 0)
    }

    @Test func hidingKeepsCounting() {
        var watch = Stopwatch()
        _ = watch.start(at: t0)
        #expect(act(&watch) { $0.setHidden(true) } == .hidden)
        #expect(watch.isRunning)
        #expect(watch.elapsed(at: t0 + 4) == 4)
        #expect(act(&watch) { $0.setHidden(false) } == .shown)
    }

    /// Files written by this version must keep decoding in later ones.
    @Test func decodesTheVersionOneFormat() throws {
        let fixture = """
            {
              "banked" : 12.5,
              "hidden" : true,
              "laps" : [ 3.25, 12.5 ],
              "runningSince" : "2026-11-21T08:12:00.250Z",
              "version" : 1
            }
            """
        let watch = try DocumentCoder.decode(Stopwatch.self, from: Data(fixture.utf8), path: "stopwatch.json")
        #expect(watch.banked == 12.5)
        #expect(watch.hidden)
        #expect(watch.laps == [3.25, 12.5])
        #expect(watch.runningSince == Date(timeIntervalSince1970: 1_795_248_720.25))
    }
}
