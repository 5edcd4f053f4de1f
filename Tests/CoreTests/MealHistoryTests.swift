import Core
import Foundation
import Storage
import Synchronization
import Testing

struct MealHistoryTests {
    let calendar = MealClock.calendar

    /// A week: nothing on the 15th and 18th, over a 2000 goal on the 17th and 21st.
    func week(goal: Int?) throws -> any Store {
        let store = MemoryStore()
        let meals = [
            ("Oats 300", "2026-11-16 08:00"), ("Pasta 1200", "2026-11-16 19:00"), ("Pizza 2100", "2026-11-17 20:00"),
            ("Soup 1800", "2026-11-19 13:00"), ("Salad 2000", "2026-11-20 13:00"),
            ("2x Burger 1050", "2026-11-21 08:00"),
            ("Cake 400", "2026-11-14 16:00"),
        ]
        for (text, time) in meals { try MealJournal(store: store, calendar: calendar).add(MealClock.entry(text, time)) }
        if let goal { try GoalBook(store: store).setCalories(CalorieGoal(calories: goal)) }
        return store
    }

    @Test func dailyTotalsCoverEveryDayOldestFirst() throws {
        let history = try MealJournal(store: week(goal: 2000), calendar: calendar).history(
            days: 7, today: MealClock.today)
        #expect(
            history.days.map(\.day.text) == [
                "2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21",
            ])
        #expect(history.days.map(\.calories) == [0, 1500, 2100, 0, 1800, 2000, 2100])
        #expect(history.days.map(\.meals) == [0, 2, 1, 0, 1, 1, 1])
        #expect(history.loggedDays == 5)
        #expect(history.goal?.calories == 2000)
    }

    @Test func theAverageIsOverDaysWithEntries() throws {
        let history = try MealJournal(store: week(goal: nil), calendar: calendar).history(
            days: 7, today: MealClock.today)
        #expect(history.average == 1900)
        let one = try MealJournal(store: week(goal: nil), calendar: calendar).history(days: 1, today: MealClock.today)
        #expect(one.average == 2100)
        #expect(
            try MealJournal(store: MemoryStore(), calendar: calendar).history(days: 30, today: MealClock.today).average
                == nil)
    }

    @Test(arguments: [
        ([1000, 1001], 1001), ([1000, 1000, 1001], 1000), ([1, 2], 2),
    ])
    func theAverageRoundsToTheNearestKcal(totals: [Int], average: Int) throws {
        let entries = totals.enumerated().map {
            MealEntry(
                ParsedMeal(name: "Meal", calories: $1), time: MealClock.now.addingTimeInterval(Double(-86_400 * $0)))
        }
        let history = MealHistory(
            entries: entries, from: MealClock.today.adding(days: -6), through: MealClock.today, goal: nil,
            calendar: calendar)
        #expect(history.average == average)
    }

    @Test(arguments: [
        (2000, ["2026-11-17", "2026-11-21"]), (1500, ["2026-11-17", "2026-11-19", "2026-11-20", "2026-11-21"]),
        (3000, []),
    ])
    func daysOverTheGoalAreTheRedOnes(goal: Int, over: [String]) throws {
        let history = try MealJournal(store: week(goal: goal), calendar: calendar).history(
            days: 7, today: MealClock.today)
        #expect(history.daysOverGoal.map(\.text) == over)
    }

    @Test func withoutAGoalNoDayIsOver() throws {
        #expect(
            try MealJournal(store: week(goal: nil), calendar: calendar).history(days: 7, today: MealClock.today)
                .daysOverGoal == [])
    }

    @Test(arguments: [0, -1, 3661])
    func theNumberOfDaysIsChecked(days: Int) {
        #expect(throws: MealHistoryError.daysOutOfRange(days)) {
            try MealJournal(store: MemoryStore(), calendar: calendar).history(days: days, today: MealClock.today)
        }
        #expect(
            MealHistoryError.daysOutOfRange(days).message
                == "meal history covers 1 to 3,660 days (ten years); \(days) is out of range, e.g. 'meal history --days 30'"
        )
    }

    @Test func aYearOfHistoryReadsOnlyThirteenMonthFiles() throws {
        let store = CountingStore()
        for year in 2017...2026 {
            for month in 1...12 {
                let time = "\(year)-\(month < 10 ? "0" : "")\(month)-15 12:00"
                try MealJournal(store: store, calendar: calendar).add(MealClock.entry("Lunch 600", time))
            }
        }
        store.loaded.withLock { $0 = [] }
        let history = try MealJournal(store: store, calendar: calendar).history(days: 365, today: MealClock.today)
        let months = store.loaded.withLock { $0 }.filter { $0.hasPrefix("meals/") && $0 != "meals/last-change.json" }
        #expect(
            months == ["meals/2025-11.json", "meals/2025-12.json"]
                + (1...11).map { "meals/2026-\($0 < 10 ? "0" : "")\($0).json" })
        #expect(history.loggedDays == 12)
        #expect(history.days.first?.day.text == "2025-11-22")
    }
}

struct MealFoodsTests {
    @Test func foodsRankByTimesLoggedWithTheirUsualCalories() throws {
        let store = MemoryStore()
        let meals = [
            ("Apple 52", "2026-11-01 08:00"), ("apple 60", "2026-11-02 08:00"), ("Apple 52", "2026-11-03 08:00"),
            ("2x Coffee 5", "2026-11-04 08:00"), ("Coffee 2", "2026-11-05 08:00"),
            ("Crème Brûlée 300", "2026-11-06 20:00"), ("creme brulee 320", "2026-11-20 20:00"),
            ("Tea 5", "2026-11-21 07:00"), ("Old Habit 999", "2025-10-01 12:00"),
        ]
        for (text, time) in meals {
            try MealJournal(store: store, calendar: MealClock.calendar).add(MealClock.entry(text, time))
        }
        let foods = try MealJournal(store: store, calendar: MealClock.calendar).foods(today: MealClock.today)
        #expect(foods.map(\.name) == ["Apple", "creme brulee", "Coffee", "Tea"])
        #expect(foods.map(\.times) == [3, 2, 2, 1])
        #expect(foods.map(\.usualCalories) == [52, 320, 2, 5])
        #expect(foods.map(\.text) == ["Apple 52", "creme brulee 320", "Coffee 2", "Tea 5"])
        #expect(foods.first?.lastEaten == MealClock.at("2026-11-03 08:00"))
        #expect(
            try MealJournal(store: store, calendar: MealClock.calendar).foods(today: MealClock.today, days: 3650).map(
                \.name
            ).last == "Old Habit")
    }

    @Test(arguments: [
        ([52, 60, 60, 52], 52), ([52, 60, 60], 60), ([70], 70), ([52, 52, 60, 60, 60], 60),
    ])
    func usualCaloriesAreTheMostCommonThenTheMostRecent(calories: [Int], usual: Int) {
        let entries = calories.enumerated().map {
            MealEntry(ParsedMeal(name: "Apple", calories: $1), time: MealClock.now.addingTimeInterval(Double($0)))
        }
        #expect(LoggedFood.ranked(entries).map(\.usualCalories) == [usual])
    }
}
