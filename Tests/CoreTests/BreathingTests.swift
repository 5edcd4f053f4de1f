import Clocks
import Core
import Foundation
import LiveStorage
import Storage
import Synchronization
import Testing

struct BreathingPatternTests {
    @Test(arguments: [
        (
            BreathingPattern(inhale: 5, exhale: 5), true,
            "for calm breathing the exhale must be at least 1 s longer than the inhale (inhale 5 s → exhale 6 s or more)"
        ),
        (BreathingPattern(inhale: 1, exhale: 6), true, "the inhale must be 2 s to 12 s; 1 s is out of range"),
        (
            BreathingPattern(inhale: 6, exhale: 5), false,
            "the exhale must be at least as long as the inhale, so each breath slows you down (inhale 6 s → exhale 6 s or more; exhale 5 s is shorter)"
        ),
        (BreathingPattern(inhale: 4, exhale: 13), false, "the exhale must be 2 s to 12 s; 13 s is out of range"),
        (BreathingPattern(inhale: 4, hold: 11, exhale: 4), false, "the hold must be 0 s to 10 s; 11 s is out of range"),
        (
            BreathingPattern(inhale: 4.3, exhale: 6), false,
            "the inhale goes in steps of 0.5 s (like 4 or 4.5); 4.3 is not one"
        ),
    ])
    func refusesWithTheAllowedRange(pattern: BreathingPattern, calm: Bool, message: String) {
        #expect(throws: BreathingInputError.self) { try pattern.validated(exhaleLongerThanInhale: calm) }
        do { _ = try pattern.validated(exhaleLongerThanInhale: calm) } catch { #expect(error.message == message) }
    }

    @Test(arguments: [
        BreathingPattern(inhale: 4, exhale: 6), BreathingPattern(inhale: 2, exhale: 3),
        BreathingPattern(inhale: 11, exhale: 12),
        BreathingPattern(inhale: 4.5, hold: 0.5, exhale: 7.5, rest: 10),
    ])
    func acceptsCalmPatternsInRange(pattern: BreathingPattern) throws {
        #expect(try pattern.validated(exhaleLongerThanInhale: true) == pattern)
    }

    @Test func theBuiltInTechniquesMatchTheApps() {
        let byName = Dictionary(uniqueKeysWithValues: BreathingTechnique.builtIn.map { ($0.name, $0) })
        #expect(byName["calm"]?.pattern.shortName == "4-6")
        #expect(byName["quick"]?.pattern.shortName == "3-1-5")
        #expect(byName["quick"]?.defaultCycles == 10)
        #expect(byName["standard"]?.pattern.shortName == "4-2-6")
        #expect(byName["standard"]?.defaultCycles == 10)
        #expect(byName["deep"]?.pattern.shortName == "6-4-8")
        #expect(byName["deep"]?.defaultCycles == 15)
        #expect(byName["box"]?.pattern.shortName == "4-4-4-4")
        #expect(byName["4-7-8"]?.pattern.shortName == "4-7-8")
        #expect(byName["coherence"]?.pattern.breathsPerMinute == 6)
    }
}

struct BreathingPlanTests {
    @Test func phasesStartAtTheirOffsets() {
        let plan = BreathingPlan(
            technique: "box", pattern: BreathingPattern(inhale: 4, hold: 4, exhale: 4, rest: 4), cycles: 2)
        #expect(plan.phases.map(\.start) == [0, 4, 8, 12, 16, 20, 24, 28])
        #expect(plan.phases.map(\.kind) == [.inhale, .hold, .exhale, .rest, .inhale, .hold, .exhale, .rest])
        #expect(plan.phases.map(\.cycle) == [1, 1, 1, 1, 2, 2, 2, 2])
        // Box breathing's fourth side is a hold with empty lungs, not a rest.
        #expect(plan.phases.prefix(4).map(\.kind.instruction) == ["Breathe in", "Hold", "Breathe out", "Hold empty"])
        #expect(plan.duration == 32)
        #expect(BreathingPlan.cycles(forMinutes: 5, pattern: plan.pattern) == 19)
    }

    @Test func positionInTheSession() {
        let plan = BreathingPlan(technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cycles: 3)
        #expect(plan.position(at: 0)?.phase.kind == .inhale)
        #expect(plan.position(at: 5)?.phase.kind == .exhale)
        #expect(plan.position(at: 5)?.progress == 1.0 / 6)
        #expect(plan.position(at: 21)?.phase.cycle == 3)
        #expect(plan.position(at: 30) == nil)
    }
}

struct BreathingRunnerTests {
    /// A whole 15-cycle deep session (4.5 minutes) in milliseconds: every phase at its exact offset.
    /// ImmediateClock jumps to each deadline, so the test is exact and has no scheduling race.
    @Test func aFifteenCycleSessionKeepsItsScheduleExactly() async {
        let clock = ImmediateClock()
        let plan = BreathingPlan(
            technique: "deep", pattern: BreathingPattern(inhale: 6, hold: 4, exhale: 8), cycles: 15)
        let start = clock.now
        let heard = Mutex<[(Duration, BreathingRunner<ImmediateClock<Duration>>.Event)]>([])
        let result = await BreathingRunner(clock: clock).run(plan, bells: true) { event in
            heard.withLock { $0.append((start.duration(to: clock.now), event)) }
        }
        #expect(result == BreathingResult(plan: plan, seconds: 270))
        #expect(result.completed)
        #expect(result.cyclesDone == 15)
        #expect(result.breathsPerMinute == 60.0 / 18)
        let phases = heard.withLock { $0 }.compactMap { time, event -> (Duration, BreathingPhase)? in
            if case let .phase(phase) = event { return (time, phase) }
            return nil
        }
        #expect(phases.count == 45)
        let onTime = phases.allSatisfy { time, phase in time == Duration.seconds(phase.start) }
        #expect(onTime)
        let bells: [Duration] = heard.withLock { $0 }.filter { $0.1 == .bell }.map(\.0)
        let firstBells: [Duration] = [.seconds(0), .seconds(10), .milliseconds(10_300)]
        #expect(Array(bells.prefix(3)) == firstBells)
        #expect(bells.count == 45)
    }

    @Test func cancellingEndsEarlyAndCountsWholeCycles() async {
        let clock = ImmediateClock()
        let plan = BreathingPlan(technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cycles: 10)
        let result = await BreathingRunner(clock: clock).run(plan, bells: false) { event in
            // The user ends the session as the third exhale begins, 24 s in.
            if case let .phase(phase) = event, phase.cycle == 3, phase.kind == .exhale {
                withUnsafeCurrentTask { $0?.cancel() }
            }
        }
        #expect(result == BreathingResult(plan: plan, seconds: 24))
        #expect(result.cyclesDone == 2)
        #expect(!result.completed)
    }
}

struct BreathingStatsTests {
    static func calendar(_ zone: String) -> LocalCalendar {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules(identifier: zone)!
        return calendar
    }

    static let pattern = BreathingPattern(inhale: 4, exhale: 6)

    static func session(_ iso: String, _ technique: String = "calm", completed: Bool = true, seconds: Double = 100)
        -> BreathingSessionRecord
    {
        BreathingSessionRecord(
            start: try! Date(iso, strategy: .iso8601), technique: technique, pattern: pattern,
            cyclesPlanned: 10, cyclesDone: completed ? 10 : 3, seconds: seconds, completed: completed)
    }

    @Test func streaksCountConsecutiveDaysWithACompletedSession() {
        let log = [
            Self.session("2026-11-10T08:00:00Z"), Self.session("2026-11-11T08:00:00Z"),
            Self.session("2026-11-12T08:00:00Z"),
            Self.session("2026-11-13T08:00:00Z"),  // best: 4 days
            Self.session("2026-11-19T08:00:00Z"), Self.session("2026-11-20T21:00:00Z", "box"),
            Self.session("2026-11-21T07:00:00Z", completed: false, seconds: 30),
        ]
        let now = try! Date("2026-11-21T12:00:00Z", strategy: .iso8601)
        let stats = BreathingStats(log, now: now, calendar: Self.calendar("UTC"))
        #expect(stats.currentStreak == 2)  // today's session ended early; yesterday and the day before count
        #expect(stats.bestStreak == 4)
        #expect(stats.sessions == 7)
        #expect(stats.completedSessions == 6)
        #expect(stats.daysActive == 7)
        #expect(stats.favourite == "calm")
        #expect(stats.cycles == 63)
        #expect(stats.seconds == 630)
        #expect(stats.techniques.map(\.technique) == ["calm", "box"])
        let lastThree: [Double] = [100.0 / 60, 100.0 / 60, 0.5]
        #expect(Array(stats.recentMinutes.suffix(3)) == lastThree)
        #expect(stats.encouragement == "2 days in a row. The habit is forming.")
    }

    /// 21:00 UTC on the 20th is already the 21st in Moscow, which joins it to the streak there.
    @Test func daysFollowTheUsersTimeZone() {
        let log = [Self.session("2026-11-19T08:00:00Z"), Self.session("2026-11-20T21:30:00Z")]
        let now = try! Date("2026-11-21T12:00:00Z", strategy: .iso8601)
        #expect(BreathingStats(log, now: now, calendar: Self.calendar("UTC")).currentStreak == 2)
        #expect(BreathingStats(log, now: now, calendar: Self.calendar("Europe/Moscow")).currentStreak == 1)
        #expect(BreathingStats(log, now: now, calendar: Self.calendar("Europe/Moscow")).daysActive == 2)
    }

    @Test func noSessionsYet() {
        let stats = BreathingStats([], now: Date(), calendar: Self.calendar("UTC"))
        #expect(stats.currentStreak == 0)
        #expect(stats.favourite == nil)
        #expect(stats.encouragement == "Your first session starts a streak: try 'breathe'.")
    }

    @Test func monthFilesFollowTheUsersCalendar() {
        let lateOnTheLastDay = try! Date("2026-11-30T22:30:00Z", strategy: .iso8601)
        #expect(
            MonthLog<BreathingSessionRecord>.path(of: CalendarDay(lateOnTheLastDay, in: Self.calendar("UTC")).logMonth)
                == "breathing/2026-11.json")
        #expect(
            MonthLog<BreathingSessionRecord>.path(
                of: CalendarDay(lateOnTheLastDay, in: Self.calendar("Europe/Moscow")).logMonth)
                == "breathing/2026-12.json")
    }
}
