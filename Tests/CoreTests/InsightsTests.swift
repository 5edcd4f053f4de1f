import Core
import Foundation
import Testing

/// Insights computed from generated days whose sums and averages are known.
struct InsightsTests {
    static let last = CalendarDay(year: 2026, month: 11, day: 24)

    /// 30 days: breathing 6 minutes on the 20 days whose number is not a multiple of 3, nothing on the others.
    static func breathingMonth() -> [CalendarDay: Double] {
        Dictionary(uniqueKeysWithValues: (0..<30).filter { $0 % 3 != 0 }.map { (last.adding(days: -$0), 6.0) })
    }

    @Test func aMonthOfBreathingAddsUpAsGenerated() {
        let values = Self.breathingMonth()
        let insight = AreaInsight(area: .breathing, period: .month, last: Self.last, values: values, goal: 5, metDays: Set(values.keys))
        #expect(insight.bars.count == 30)
        #expect(insight.bars.first?.first == CalendarDay(year: 2026, month: 10, day: 26))
        #expect(insight.bars.map(\.value) == (0..<30).reversed().map { $0 % 3 != 0 ? 6 : nil })
        #expect(insight.total == 120)
        #expect(insight.activeDays == 20)
        #expect(insight.average == 6)
        #expect(insight.goalMetDays == 20)
        // The earliest of equal days is the highest. Today (number 0) had nothing yet, so the run ends yesterday: 2 and 1 are met, 3 is not.
        #expect(insight.streak == DayStreak(current: 2, best: 2))
        #expect(insight.highest?.day == Self.last.adding(days: -29) && insight.highest?.value == 6)
    }

    @Test func aYearHasAWeekABarWithSumsOrAverages() {
        // Every day of 52 weeks: 10 minutes of breathing and a mood of 3, except mood 5 on Sundays.
        let days = (0..<364).map { Self.last.adding(days: -$0) }
        let minutes = Dictionary(uniqueKeysWithValues: days.map { ($0, 10.0) })
        let moods = Dictionary(uniqueKeysWithValues: days.map { ($0, $0.weekdayFromMonday == 6 ? 5.0 : 3.0) })
        let breathing = AreaInsight(area: .breathing, period: .year, last: Self.last, values: minutes)
        let mood = AreaInsight(area: .mood, period: .year, last: Self.last, values: moods)
        #expect(breathing.bars.count == 52)
        #expect(breathing.bars.allSatisfy { $0.value == 70 && $0.days == 7 })
        #expect(breathing.total == 3640)
        #expect(mood.total == nil)
        #expect(mood.bars.allSatisfy { abs($0.value! - 23.0 / 7) < 1e-12 })
        #expect(abs(mood.average! - 23.0 / 7) < 1e-12)
        #expect(breathing.goal == nil && breathing.goalMetDays == nil && breathing.streak == nil)
    }

    @Test func moodIsComparedAcrossPracticesWithTheDaysBehindIt() {
        // 12 days: breathing on the first 9 (mood 4, energy 5), not on the last 3 (mood 2, no energy).
        var checkIns: [CalendarDay: CheckIn] = [:]
        var breathed: [CalendarDay: Int] = [:]
        var meals: [CalendarDay: DayMeals] = [:]
        for k in 0..<12 {
            let day = Self.last.adding(days: -k)
            checkIns[day] = CheckIn(day: day, time: Date(timeIntervalSince1970: 0), mood: k < 9 ? 4 : 2, energy: k < 9 ? 5 : nil, note: nil)
            if k < 9 { breathed[day] = 300_000 }
            meals[day] = DayMeals(meals: 1, calories: k % 2 == 0 ? 2500 : 1500)
        }
        let log = ActivityLog(checkedIn: Set(checkIns.keys), breathingMilliseconds: breathed, meals: meals, reviews: [:])
        let comparison = MoodComparison(checkIns: checkIns, activity: log, calorieGoal: 2000)
        #expect(comparison.days == 12)
        #expect(comparison.splits.map(\.practice) == ["breathing", "calories", "study"])
        let breathing = comparison.splits[0]
        #expect(breathing.with.days == 9 && breathing.with.mood == 4 && breathing.with.energy == 5)
        #expect(breathing.without.days == 3 && breathing.without.mood == 2 && breathing.without.energy == nil)
        #expect(!breathing.enough)
        let calories = comparison.splits[1]
        #expect(calories.with.days == 6 && calories.without.days == 6)
        // k even (over): 0, 2, 4, 6 are mood 4, 8 and 10 are mood 4 and 2.
        let overMood: Double = (4 * 5 + 2) / 6
        #expect(calories.with.mood == overMood)
        #expect(comparison.splits[2].with.days == 0 && comparison.splits[2].without.days == 12)
        #expect(MoodComparison(checkIns: checkIns, activity: log, calorieGoal: nil).splits.map(\.practice) == ["breathing", "study"])
    }

    @Test func hoursAreCountedInTheLocalCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Moscow"))  // UTC+3
        let morning = Date(timeIntervalSince1970: 1_795_234_800)  // 2026-11-21 04:20 UTC, 07:20 in Moscow
        let evening = morning.addingTimeInterval(13 * 3600)  // 20:20 in Moscow
        let time = TimeOfDay(sessions: [(morning, 600), (evening, 1200), (evening, 600)], reviews: [evening], meals: [morning, morning], calendar: calendar)
        #expect(time.rows.map(\.area) == ["breathing", "study", "meals"])
        #expect(time.rows[0].counts[7] == 1 && time.rows[0].counts[20] == 2 && time.rows[0].total == 3)
        #expect(time.rows[0].busiest == 20)
        #expect(time.rows[2].busiest == 7)
        #expect(time.longestSessions?.hour == 20 && time.longestSessions?.minutes == 15)
        #expect(TimeOfDay(sessions: [], reviews: [], meals: [], calendar: calendar).longestSessions == nil)
    }

    @Test func aYearGridStartsOnTheMondayBeforeNewYear() {
        let newYear = CalendarDay(year: 2026, month: 1, day: 1)  // a Thursday
        let log = ActivityLog(checkedIn: [newYear], breathingMilliseconds: [newYear: 60_000], meals: [newYear.adding(days: 1): DayMeals(meals: 1, calories: 100)],
                              reviews: [newYear: 3])
        let grid = YearGrid(year: 2026, activity: log)
        #expect(grid.weeks.count == 53)
        #expect(grid.weeks[0] == [nil, nil, nil, 3, 1, 0, 0])
        #expect(grid.weeks[52] == [0, 0, 0, 0, nil, nil, nil])
        #expect(grid.activeDays == 2)
        #expect(grid.monthStarts.first.map { [$0.column, $0.month] } == [0, 1])
        #expect(grid.monthStarts.count == 12)
    }
}
