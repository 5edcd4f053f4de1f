import Core
import Storage
import Foundation
import Testing

/// Insights over a generated November whose figures are known: breathing 15 min on days 1–20,
/// 1,800 kcal on odd days and 2,200 on even ones, 5 cards on days 1–10, mood 4 on breathing
/// days and 2 on the others, two sights on the 5th.
struct InsightsTests {
    static let november = (1...30).map { CalendarDay(year: 2026, month: 11, day: $0) }
    static let (first, last) = (november.first!, november.last!)

    static let days: InsightDays = {
        var breathed: [CalendarDay: Int] = [:], meals: [CalendarDay: DayMeals] = [:], reviews: [CalendarDay: Int] = [:]
        var checkIns: [CheckIn] = []
        for day in november {
            if day.day <= 20 { breathed[day] = 15 * 60_000 }
            meals[day] = DayMeals(meals: 2, calories: day.day % 2 == 1 ? 1800 : 2200)
            if day.day <= 10 { reviews[day] = 5 }
            checkIns.append(CheckIn(day: day, time: Date(timeIntervalSince1970: 0), mood: day.day <= 20 ? 4 : 2, energy: 3, note: nil))
        }
        let log = ActivityLog(checkedIn: Set(november), breathingMilliseconds: breathed, meals: meals, reviews: reviews)
        return InsightDays(activity: log, checkIns: checkIns, visits: [SightVisit(id: "a", day: november[4]), SightVisit(id: "b", day: november[4])])
    }()

    static let goals = Goals(calories: try! CalorieGoal(calories: 2000), breathing: try! BreathingGoal(minutes: 10), study: try! StudyGoal(cards: 5))

    struct Expected: Sendable, CustomTestStringConvertible {
        var area: InsightArea, total: Double, average: Double?, active: Int, best: String?, bestValue: Double?, met: Int?, streak: DayStreak?
        var testDescription: String { area.rawValue }
    }

    @Test(arguments: [
        Expected(area: .breathing, total: 300, average: 10, active: 20, best: "2026-11-01", bestValue: 15, met: 20, streak: DayStreak(current: 0, best: 20)),
        Expected(area: .meals, total: 60_000, average: 2000, active: 30, best: "2026-11-02", bestValue: 2200, met: 15, streak: DayStreak(current: 1, best: 1)),
        Expected(area: .study, total: 50, average: 50.0 / 30, active: 10, best: "2026-11-01", bestValue: 5, met: 10, streak: DayStreak(current: 0, best: 10)),
        Expected(area: .mood, total: 100, average: 100.0 / 30, active: 30, best: "2026-11-01", bestValue: 4, met: 30, streak: DayStreak(current: 30, best: 30)),
        Expected(area: .sights, total: 2, average: 2.0 / 30, active: 1, best: "2026-11-05", bestValue: 2, met: nil, streak: nil),
    ])
    func aMonthOfEachArea(expected: Expected) {
        let area = expected.area
        let insight = PeriodInsight(area: area, from: Self.first, through: Self.last, values: Self.days.values(area),
                                    goal: Self.goals.target(area), met: Self.days.metDays(area, goals: Self.goals))
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
        let breathing = PeriodInsight(area: .breathing, from: first, through: Self.last, values: Self.days.values(.breathing),
                                      goal: 10, met: Self.days.metDays(.breathing, goals: Self.goals), monthly: true)
        #expect(breathing.bars.map(\.first) == [first, Self.first])
        #expect(breathing.bars.map(\.value) == [0, 10])
        #expect(breathing.bars.map(\.met) == [false, false])
        let meals = PeriodInsight(area: .meals, from: first, through: Self.last, values: Self.days.values(.meals), goal: 2000, met: nil, monthly: true)
        #expect(meals.bars.map(\.value) == [nil, 2000])
        #expect(meals.average == 2000)
        #expect(breathing.average == 300.0 / 47)
    }

    @Test func moodBesideEachPracticeWithTheDaysBehindIt() {
        let rows = MoodComparison.all(Self.days, goals: Self.goals, from: Self.first, through: Self.last)
        #expect(rows.map(\.factor) == ["breathing", "calories", "study"])
        #expect(rows.map { [$0.with.days, $0.without.days] } == [[20, 10], [15, 15], [10, 20]])
        #expect(rows.map { [$0.with.mood, $0.without.mood] } == [[4, 2], [50.0 / 15, 50.0 / 15], [4, 3]])
        #expect(rows.allSatisfy { $0.with.energy == 3 && $0.with.energyDays == $0.with.days })
        #expect(rows.map(\.enoughDays) == [true, true, true])
        let week = MoodComparison.all(Self.days, goals: Goals(), from: CalendarDay("2026-11-15")!, through: Self.last)
        #expect(week.map(\.factor) == ["breathing", "study"])
        #expect(week.map { [$0.with.days, $0.without.days] } == [[6, 10], [0, 16]])
        #expect(week.map(\.enoughDays) == [false, false])
        #expect(week[1].with.mood == nil)
    }

    @Test func hoursAndThePartOfDayWithTheLongestSessions() {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules(identifier: "Europe/Berlin")!
        func at(_ hour: Int, _ minute: Int) -> Date { calendar.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: hour, minute: minute))! }
        func session(_ date: Date, _ minutes: Double) -> BreathingSessionRecord {
            BreathingSessionRecord(start: date, technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cyclesPlanned: 1, cyclesDone: 1, seconds: minutes * 60, completed: true)
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
        let map = ActivityHeatMap(Self.days.activity, weeks: 2, endingOn: CalendarDay("2026-11-25")!)
        #expect(map.firstMonday.text == "2026-11-16")
        #expect(map.weeks == [[3, 3, 3, 3, 3, 2, 2], [2, 2, 2, nil, nil, nil, nil]])
        #expect(map.activeDays == 10)
        #expect(ActivityHeatMap.level(Self.days.activity[Self.first]) == 4)
        #expect(ActivityHeatMap.level(DayActivity()) == 0)
    }
}
