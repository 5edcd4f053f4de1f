import Foundation
import Storage
import Testing

@testable import Core

/// One area's days judged by its goal: met days, frozen days, streak and strength.
struct AreaDaysTests {
    static let today = CalendarDay("2026-11-26")!  // a Thursday

    /// `pattern` read from the oldest day to today: `x` met, `.` missed, `r` rest.
    static func judge(_ pattern: String, goal: AreaGoal? = AreaGoal(.atLeast(1))) -> AreaDays {
        var values: [CalendarDay: Double] = [:]
        var rest: Set<CalendarDay> = []
        for (offset, mark) in pattern.reversed().enumerated() {
            let day = today.adding(days: -offset)
            if mark == "x" { values[day] = 1 }
            if mark == "r" { rest.insert(day) }
        }
        return AreaDays(values: values, goal: goal, rest: rest, today: today)
    }

    @Test(arguments: [
        ("x", 5), ("xx", 10), ("xxxxxxxxxxxxx", 50), ("x.", 5), ("xxxxxxxxxxxxx.x", 50), ("xxxxxxxxxxxxxrx", 53),
        ("xxxxxxxxxxxxx..", 47), ("...", 0), (String(repeating: "x", count: 100), 100),
        ("xxxxxxxxxxxxx" + String(repeating: ".", count: 13) + "x", 29),
    ])
    func strengthIsASmoothedShareOfMetDays(pattern: String, strength: Int) {
        // Today (the last mark) counts once met; missed today waits, so "x." ends yesterday.
        #expect(Self.judge(pattern).strength == strength)
    }

    @Test func aMissedDayLowersStrengthWhereAStreakStartsAgain() {
        let days = Self.judge("xxxxxxxxxxxxxxxxxxxx.x")
        #expect(days.streak == DayStreak(current: 1, best: 20))
        #expect(days.strength == 64)
    }

    @Test func aCeilingCountsTodayOnlyOnceItIsOver() {
        let ceiling = AreaGoal(.atMost(2000))
        let days = AreaDays(
            values: [Self.today: 1500, Self.today.adding(days: -1): 1800, Self.today.adding(days: -2): 2500],
            goal: ceiling, today: Self.today)
        #expect(days.met == [Self.today.adding(days: -1)])
        #expect(days.streak == DayStreak(current: 1, best: 1))
    }

    @Test func aWeeklyGoalCountsEveryDayOfAWeekThatReachedIt() {
        // Weeks from Monday 9 November: done on 3 days (met), on 1 day (not met), and this week 2 days so far.
        let done = ["2026-11-09", "2026-11-11", "2026-11-13", "2026-11-18", "2026-11-23", "2026-11-24"].map {
            CalendarDay($0)!
        }
        let days = AreaDays(
            values: Dictionary(uniqueKeysWithValues: done.map { ($0, 1.0) }), goal: AreaGoal(.logged, perWeek: 3),
            today: Self.today)
        let week = (9...15).map { CalendarDay(year: 2026, month: 11, day: $0) }
        #expect(week.allSatisfy(days.met.contains))
        #expect(days.met.contains(CalendarDay("2026-11-18")!) && !days.met.contains(CalendarDay("2026-11-17")!))
        // This week is not over: the days not done yet wait instead of breaking the run.
        #expect(days.frozen.isSuperset(of: [CalendarDay("2026-11-25")!, Self.today]))
        #expect(days.streak == DayStreak(current: 2, best: 7))
    }

    @Test func withoutAGoalADayWithAnythingCounts() {
        let days = AreaDays(values: [Self.today: 0.5, Self.today.adding(days: -1): 3], goal: nil, today: Self.today)
        #expect(days.streak == DayStreak(current: 2, best: 2))
    }

    @Test func goalsReadAndWriteTheirStoredForm() throws {
        for goal in [AreaGoal(.atLeast(8)), AreaGoal(.atMost(80.5), perWeek: 3), AreaGoal(.logged)] {
            let data = try JSONEncoder().encode(goal)
            #expect(try JSONDecoder().decode(AreaGoal.self, from: data) == goal)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AreaGoal.self, from: Data(#"{"atLeast": 1e300}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AreaGoal.self, from: Data(#"{"done": true, "perWeek": 9}"#.utf8))
        }
    }
}

/// Trackers: a day's value from its entries, and the names a tracker may take.
struct TrackerTests {
    static let noon = Date(timeIntervalSince1970: 1_795_262_400)

    static func entry(_ value: Double, set: Bool = false, minute: Double = 0) -> TrackerEntry {
        TrackerEntry(tracker: "water", time: noon.addingTimeInterval(minute * 60), value: value, set: set)
    }

    @Test func aCountAddsUpAndASetStartsItAgain() {
        let water = Tracker(name: "water", kind: .count, unit: "glasses", added: Self.noon)
        #expect(water.value(of: [Self.entry(1), Self.entry(3)]) == 4)
        #expect(water.value(of: [Self.entry(1), Self.entry(5, set: true), Self.entry(2)]) == 7)
        #expect(water.value(of: []) == nil)
        let weight = Tracker(name: "weight", kind: .measure, unit: "kg", added: Self.noon)
        #expect(weight.value(of: [Self.entry(73), Self.entry(72.5)]) == 72.5)
        let stretch = Tracker(name: "stretch", kind: .done, unit: nil, added: Self.noon)
        #expect(stretch.value(of: [Self.entry(1), Self.entry(1)]) == 1)
    }

    @Test(arguments: [("Water", "water"), ("вода", "вода"), ("push-ups", "push-ups"), ("  Reading ", "reading")])
    func namesMayBeAnyLanguage(text: String, name: String) throws {
        #expect(try TrackerName.checked(text, reserved: ["meal"]) == name)
    }

    @Test(arguments: [
        ("meal", "'meal' is already a command or an area of coach; choose another name, e.g. 'meal-log'"),
        (
            "2go",
            "'2go' is not a tracker name; use a letter first, then letters, digits, - or _, e.g. 'water' or 'вода'"
        ),
        (
            "a b",
            "'a b' is not a tracker name; use a letter first, then letters, digits, - or _, e.g. 'water' or 'вода'"
        ),
        ("", "give the tracker a name, e.g. 'track add water --goal 8 --unit glasses'"),
        (
            String(repeating: "w", count: 25),
            "'\(String(repeating: "w", count: 25))' is longer than 24 characters; choose a shorter name"
        ),
    ])
    func badNamesSayWhatANameIs(text: String, message: String) {
        do {
            _ = try TrackerName.checked(text, reserved: ["meal"])
            Issue.record("\(text) was accepted")
        } catch { #expect(error.message == message) }
    }

    @Test(arguments: [
        ("8", Tracker.Kind.count, AreaGoal(.atLeast(8))), ("at most 80", .measure, AreaGoal(.atMost(80))),
        ("at least 60 kg", .measure, AreaGoal(.atLeast(60))), ("3 a week", .done, AreaGoal(.logged, perWeek: 3)),
        ("every day", .done, AreaGoal(.logged)),
    ])
    func aTrackersGoalAsTyped(text: String, kind: Tracker.Kind, goal: AreaGoal) throws {
        #expect(try TrackerGoal.parse(text, kind: kind, name: "x", unit: "kg", perWeek: nil) == goal)
    }
}

/// Streak and strength walked as flags by day agree with the definitions that look each day up.
struct DayFlagsTests {
    @Test(arguments: 0..<60)
    func flagsAgreeWithLookingEachDayUp(seed: Int) {
        var generator = SeededRandom(seed: UInt64(seed) &+ 1)
        let today = CalendarDay(year: 2026, month: 11, day: 27)
        let span = Int(generator.next() % 900)
        var met: Set<CalendarDay> = []
        var frozen: Set<CalendarDay> = []
        for back in 0...span {
            let day = today.adding(days: -back)
            switch generator.next() % 10 {
            case 0..<6: if seed % 7 != 0 { met.insert(day) }
            case 6: frozen.insert(day)
            default: break
            }
        }
        // Rest days planned ahead, and before the first met day.
        for ahead in 1...3 where generator.next() % 2 == 0 { frozen.insert(today.adding(days: ahead)) }
        for back in (span + 1)...(span + 5) { frozen.insert(today.adding(days: -back)) }
        let flags = DayFlags(met: met, frozen: frozen, today: today)
        #expect(flags.streak(rest: frozen) == DayStreak(days: met, rest: frozen, today: today))
        #expect(flags.strength() == AreaDays.strengthByLookup(met: met, frozen: frozen, today: today))
    }
}

/// Judging values by a goal through flags finds the met and frozen days a set lookup a day finds, for daily goals,
/// ceilings and goals of some days a week, with rest days.
struct AreaDaysFlagsTests {
    @Test(arguments: 0..<60)
    func flagsJudgeAsLookingEachDayUp(seed: Int) {
        var generator = SeededRandom(seed: UInt64(seed) &+ 101)
        let today = CalendarDay(year: 2026, month: 11, day: 20 + seed % 7)
        let goals: [AreaGoal?] = [
            nil, AreaGoal(.atLeast(3)), AreaGoal(.atMost(2)), AreaGoal(.atLeast(1), perWeek: 4),
            AreaGoal(.atMost(3), perWeek: 2),
            AreaGoal(.logged, perWeek: 6),
        ]
        let goal = goals[seed % goals.count]
        var values: [CalendarDay: Double] = [:]
        var rest: Set<CalendarDay> = []
        for back in -3...Int(generator.next() % 400) {
            let day = today.adding(days: -back)
            switch generator.next() % 8 {
            case 0..<5: values[day] = Double(generator.next() % 5)
            case 5: rest.insert(day)
            default: break
            }
        }
        let judged = AreaDays(values: values, goal: goal, rest: rest, today: today)
        let expected = AreaDays.judgedByLookup(values: values, goal: goal, rest: rest, today: today)
        #expect(judged.met == expected.met)
        #expect(judged.frozen == expected.frozen)
        #expect(judged.streak == DayStreak(days: expected.met, rest: expected.frozen, today: today))
        #expect(judged.strength == AreaDays.strengthByLookup(met: expected.met, frozen: expected.frozen, today: today))
        #expect(judged.start == values.keys.min())
    }
}
