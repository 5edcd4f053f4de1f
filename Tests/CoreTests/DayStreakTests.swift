import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// Streaks: one rule, today open until met, rest days frozen.
struct DayStreakTests {
    /// Days as offsets from today (0 = today, -1 = yesterday).
    static let today = CalendarDay(year: 2026, month: 11, day: 24)
    static func days(_ offsets: [Int]) -> Set<CalendarDay> { Set(offsets.map { today.adding(days: $0) }) }

    @Test(arguments: [
        // met, rest, current, best
        ([Int](), [Int](), 0, 0),
        ([0], [], 1, 1),
        ([-1], [], 1, 1),  // today is still open: yesterday's run goes on
        ([-2], [], 0, 1),  // yesterday was missed
        ([0, -1, -2], [], 3, 3),
        ([-1, -2, -4, -5, -6], [], 2, 3),
        ([-1, -3], [-2], 2, 2),  // a rest day neither breaks nor extends
        ([-2, -3], [-1], 2, 2),  // resting yesterday, today open
        ([-1], [0], 1, 1),  // resting today
        ([0, -3], [-1, -2], 2, 2),
        ([-3], [-1], 0, 1),  // the rest day does not bridge the missed day before it
        ([0, -1, -10, -11, -12, -13], [-12], 2, 3),  // the goal met on a rest day does not extend the run either
    ])
    func countsRunsOfMetDays(met: [Int], rest: [Int], current: Int, best: Int) {
        let streak = DayStreak(days: Self.days(met), rest: Self.days(rest), today: Self.today)
        #expect(streak == DayStreak(current: current, best: best))
    }

    @Test(arguments: [
        // planned rest days, the day asked for, the refusal (nil: allowed)
        ([Int](), 0, nil as String?),
        ([1], 0, nil),
        ([7], 0, nil),
        ([3, 7], 0, nil),  // no seven days hold all three
        (
            [3, 6], 0,
            "a rest day on 2026-11-24 would make 3 in the week 2026-11-24 to 2026-11-30 (already resting 2026-11-27, 2026-11-30); at most 2 rest days in any 7 keep streaks honest"
        ),
        (
            [0, 2], 4,
            "a rest day on 2026-11-28 would make 3 in the week 2026-11-22 to 2026-11-28 (already resting 2026-11-24, 2026-11-26); at most 2 rest days in any 7 keep streaks honest"
        ),
        ([0], 0, "2026-11-24 is already a rest day; 'checkin rest --cancel --date 2026-11-24' takes it back"),
        ([], -1, "2026-11-23 is over; a rest day is planned for today or a day ahead, not claimed afterwards"),
        ([], 32, "2026-12-26 is more than 31 days ahead; plan rest days within the next month"),
    ])
    func restDaysAreAtMostTwoInAnySeven(planned: [Int], day: Int, refusal: String?) {
        let asked = Self.today.adding(days: day)
        do {
            try RestRule.check(asked, planned: Self.days(planned), today: Self.today)
            #expect(refusal == nil)
        } catch {
            #expect(error.message == refusal)
        }
    }
}

/// Days are the person's local days: sessions near midnight and across clock changes land on the
/// day they happened, once.
struct LocalDayStreakTests {
    static func calendar(_ zone: String) -> LocalCalendar {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules(identifier: zone)!
        return calendar
    }

    static func instant(_ text: String, _ calendar: LocalCalendar) -> Date {
        let parts = text.split(whereSeparator: { "- :".contains($0) }).map { Int($0)! }
        return calendar.date(
            from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4]))!
    }

    static func session(at start: Date, minutes: Double) -> BreathingSessionRecord {
        BreathingSessionRecord(
            start: start, technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cyclesPlanned: 6,
            cyclesDone: 6, seconds: minutes * 60, completed: true)
    }

    @Test(arguments: [
        // zone, local session times, today, current, best
        // Clocks go back on the 25th.
        ("Europe/Berlin", ["2026-10-24 23:50", "2026-10-25 23:50", "2026-10-26 00:10"], "2026-10-26", 3, 3),
        // Forward on the 29th.
        (
            "Europe/Berlin", ["2026-03-28 23:59", "2026-03-29 00:01", "2026-03-29 03:30", "2026-03-30 08:00"],
            "2026-03-30", 3, 3
        ),
        // Back on Nov 1.
        ("America/New_York", ["2026-10-31 23:30", "2026-11-01 01:30", "2026-11-02 23:59"], "2026-11-02", 3, 3),
        // Forward on Mar 8.
        ("America/New_York", ["2026-03-07 22:00", "2026-03-08 03:00", "2026-03-09 00:00"], "2026-03-09", 3, 3),
        // The 21st was missed, however close.
        ("America/New_York", ["2026-11-20 23:59", "2026-11-22 00:00"], "2026-11-22", 1, 1),
    ])
    func midnightAndClockChangesNeitherBreakNorDoubleADay(
        zone: String, times: [String], today: String, current: Int, best: Int
    ) throws {
        let calendar = Self.calendar(zone)
        let sessions = times.map { Self.session(at: Self.instant($0, calendar), minutes: 1) }
        let values = try Self.minutes(sessions, calendar)
        let streak = AreaDays(values: values, goal: AreaGoal(.atLeast(1)), today: CalendarDay(today)!).streak
        #expect(streak == DayStreak(current: current, best: best))
    }

    @Test func twoShortSessionsOnOneLocalDayAddUpToTheGoalThere() throws {
        let calendar = Self.calendar("America/New_York")
        // 20:00 and 21:00 in New York are the next day in UTC; both count for Nov 1 here.
        let sessions = ["2026-11-01 20:00", "2026-11-01 21:00"].map {
            Self.session(at: Self.instant($0, calendar), minutes: 5)
        }
        let values = try Self.minutes(sessions, calendar)
        #expect(values[CalendarDay("2026-11-01")!] == 10)
        #expect(values[CalendarDay("2026-11-02")!] == nil)
    }

    /// Each local day's breathing minutes, as the breathing area reads them from its log.
    static func minutes(_ sessions: [BreathingSessionRecord], _ calendar: LocalCalendar) throws -> [CalendarDay: Double]
    {
        let store = MemoryStore()
        for session in sessions {
            try MonthLog<BreathingSessionRecord>(store: store).append(
                session, in: CalendarDay(session.start, in: calendar).logMonth)
        }
        return try BreathingArea().values(
            from: CalendarDay("2026-01-01")!, through: CalendarDay("2026-12-31")!,
            in: AreaSources(store: store, calendar: calendar))
    }
}
