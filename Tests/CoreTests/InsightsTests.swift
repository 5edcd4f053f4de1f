import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// Insights over a generated November whose figures are known: breathing 15 min on days 1–20,
/// 1,800 kcal on odd days and 2,200 on even ones, 5 cards on days 1–10, mood 4 on breathing
/// days and 2 on the others, two sights on the 5th.
struct InsightsTests {
    static let november = (1...30).map { CalendarDay(year: 2026, month: 11, day: $0) }
    static let (first, last) = (november.first!, november.last!)

    /// Check-in, breathing (goal 10 min), calories (goal 2,000), study (goal 5) and sights, as `insights` reads them.
    static let spans: [AreaSpan] = {
        var mood: [CalendarDay: Double] = [:]
        var breathed: [CalendarDay: Double] = [:]
        var eaten: [CalendarDay: Double] = [:]
        var reviewed: [CalendarDay: Double] = [:]
        for day in november {
            mood[day] = day.day <= 20 ? 4 : 2
            if day.day <= 20 { breathed[day] = 15 }
            eaten[day] = day.day % 2 == 1 ? 1800 : 2200
            if day.day <= 10 { reviewed[day] = 5 }
        }
        return [
            AreaSpan(area: CheckInArea(), goal: .anything, values: mood),
            AreaSpan(area: BreathingArea(), goal: AreaGoal(.atLeast(10)), values: breathed),
            AreaSpan(area: CaloriesArea(), goal: AreaGoal(.atMost(2000)), values: eaten),
            AreaSpan(area: StudyArea(), goal: AreaGoal(.atLeast(5)), values: reviewed),
            AreaSpan(area: SightsArea(), goal: nil, values: [november[4]: 2]),
        ]
    }()

    static let checkIns = Dictionary(
        uniqueKeysWithValues: november.map {
            (
                $0,
                CheckIn(day: $0, time: Date(timeIntervalSince1970: 0), mood: $0.day <= 20 ? 4 : 2, energy: 3, note: nil)
            )
        })

    static func span(_ id: String) -> AreaSpan { spans.first { $0.area.id == id }! }

    struct Expected: Sendable, CustomTestStringConvertible {
        var area: String, total: Double, average: Double?, active: Int, best: String?, bestValue: Double?, met: Int?,
            streak: DayStreak?
        var testDescription: String { area }
    }

    @Test(arguments: [
        Expected(
            area: "breathing", total: 300, average: 10, active: 20, best: "2026-11-01", bestValue: 15, met: 20,
            streak: DayStreak(current: 0, best: 20)),
        Expected(
            area: "calories", total: 60_000, average: 2000, active: 30, best: "2026-11-02", bestValue: 2200, met: 15,
            streak: DayStreak(current: 1, best: 1)),
        Expected(
            area: "study", total: 50, average: 50.0 / 30, active: 10, best: "2026-11-01", bestValue: 5, met: 10,
            streak: DayStreak(current: 0, best: 10)),
        Expected(
            area: "checkin", total: 100, average: 100.0 / 30, active: 30, best: "2026-11-01", bestValue: 4, met: 30,
            streak: DayStreak(current: 30, best: 30)),
        // Averaged from the first day kept: sights from the 5th, the days before were before the first visit.
        Expected(
            area: "sights", total: 2, average: 2.0 / 26, active: 1, best: "2026-11-05", bestValue: 2, met: nil,
            streak: nil),
    ])
    func aMonthOfEachArea(expected: Expected) {
        let span = Self.span(expected.area)
        let insight = PeriodInsight(
            span, from: Self.first, through: Self.last, judged: span.days(rest: [], today: Self.last))
        #expect(insight.total == expected.total)
        #expect(insight.average == expected.average)
        #expect(insight.activeDays == expected.active)
        #expect(insight.best?.day.text == expected.best)
        #expect(insight.best?.value == expected.bestValue)
        #expect(insight.goalMetDays == expected.met)
        #expect(insight.streak == expected.streak)
        #expect(insight.bars.count == 30)
    }

    @Test func aYearDrawsABarAMonthAveragedOverItsDays() {
        let first = CalendarDay("2026-10-15")!
        let span = Self.span("breathing")
        let breathing = PeriodInsight(
            span, from: first, through: Self.last, judged: span.days(rest: [], today: Self.last), monthly: true)
        #expect(breathing.bars.map(\.first) == [first, Self.first])
        // October's days were before breathing began: no bar, and not in the average.
        #expect(breathing.bars.map(\.value) == [nil, 10])
        #expect(breathing.bars.map(\.met) == [false, false])
        let meals = PeriodInsight(
            AreaSpan(area: CaloriesArea(), goal: nil, values: Self.span("calories").values), from: first,
            through: Self.last,
            judged: nil, monthly: true)
        #expect(meals.bars.map(\.value) == [nil, 2000])
        #expect(meals.average == 2000)
        #expect(breathing.average == 300.0 / 30)
        #expect(breathing.since == Self.first)
    }

    @Test func moodBesideEachPracticeWithTheDaysBehindIt() {
        let rows = MoodComparison.all(Self.spans, checkIns: Self.checkIns, from: Self.first, through: Self.last)
        #expect(rows.map(\.factor) == ["breathing", "calories", "study"])
        #expect(rows.map { [$0.with.days, $0.without.days] } == [[20, 10], [15, 15], [10, 20]])
        #expect(rows.map { [$0.with.mood, $0.without.mood] } == [[4, 2], [50.0 / 15, 50.0 / 15], [4, 3]])
        #expect(rows.allSatisfy { $0.with.energy == 3 && $0.with.energyDays == $0.with.days })
        #expect(rows.map(\.enoughDays) == [true, true, true])
        let noGoals = Self.spans.map { AreaSpan(area: $0.area, goal: nil, values: $0.values) }
        let week = MoodComparison.all(
            noGoals, checkIns: Self.checkIns, from: CalendarDay("2026-11-15")!, through: Self.last)
        #expect(week.map(\.factor) == ["breathing", "study"])
        #expect(week.map { [$0.with.days, $0.without.days] } == [[6, 10], [0, 16]])
        #expect(week.map(\.enoughDays) == [false, false])
        #expect(week[1].with.mood == nil)
    }

    @Test func tagsSplitTheDaysWithTheDaysBehindEachSide() {
        var checkIns = Self.checkIns
        for day in Self.november where day.day % 3 == 0 { checkIns[day]?.tags = ["walk"] }
        checkIns[Self.november[0]]?.tags = ["walk", "friends"]
        let rows = MoodComparison.tags(checkIns: checkIns, from: Self.first, through: Self.last)
        #expect(rows.map(\.factor) == ["walk", "friends"])
        #expect(rows.map { [$0.with.days, $0.without.days] } == [[11, 19], [1, 29]])
        #expect(rows[0].with.label == "with walk" && rows[0].without.label == "without walk")
        // Walk days: 1, 3, 6, …, 18 (mood 4, seven of them) and 21, 24, 27, 30 (mood 2).
        #expect(rows[0].with.mood == Double(7 * 4 + 4 * 2) / 11)
        #expect(rows.map(\.enoughDays) == [true, false])
    }

    @Test func hoursAndThePartOfDayWithTheLongestSessions() {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules(identifier: "Europe/Berlin")!
        func at(_ hour: Int, _ minute: Int) -> Date {
            calendar.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: hour, minute: minute))!
        }
        func session(_ date: Date, _ minutes: Double) -> BreathingSessionRecord {
            BreathingSessionRecord(
                start: date, technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cyclesPlanned: 1,
                cyclesDone: 1, seconds: minutes * 60, completed: true)
        }
        let insight = TimeOfDayInsight(
            sessions: [session(at(7, 0), 20), session(at(7, 30), 10), session(at(19, 0), 30)],
            reviews: [FormulaReview(id: "density", date: at(21, 5), grade: .good)],
            meals: [MealEntry(try! MealInput.parse("Soup 120"), time: at(12, 0))], calendar: calendar)
        let seven: [Int] = [insight.hours[7].breathingSessions, insight.hours[7].reviews, insight.hours[7].meals]
        #expect(seven == [2, 0, 0])
        #expect(insight.hours[7].breathingMinutes == 30)
        #expect(insight.hours[21].reviews == 1 && insight.hours[12].meals == 1)
        #expect(insight.parts.map(\.sessions) == [0, 2, 0, 1])
        #expect(insight.parts.map(\.averageMinutes) == [nil, 15, nil, 30])
        #expect(insight.longestSessions == "evening")
    }

    @Test func aHeatMapOfWeeksShadedByAreas() {
        let map = ActivityHeatMap(Self.spans, weeks: 2, endingOn: CalendarDay("2026-11-25")!)
        #expect(map.firstMonday.text == "2026-11-16")
        #expect(map.weeks == [[3, 3, 3, 3, 3, 2, 2], [2, 2, 2, nil, nil, nil, nil]])
        #expect(map.activeDays == 10)
        #expect(map.highest == 4)  // sights are not on the calendar
        let firstWeek = ActivityHeatMap(Self.spans, weeks: 1, endingOn: CalendarDay("2026-11-08")!)
        #expect(firstWeek.weeks == [[4, 4, 4, 4, 4, 4, 4]])
    }
}
