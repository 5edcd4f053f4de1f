import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// Streaks read each month of a log through a cached daily summary; it follows every change.
struct DailySummaryTests {
    static let calendar: LocalCalendar = {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules(identifier: "Europe/Berlin")!
        return calendar
    }()

    /// `Apple 52` eaten at `2026-11-20 08:00`, Berlin time.
    static func entry(_ text: String, _ time: String) -> MealEntry {
        let parts = time.split(separator: " ")
        return MealEntry(
            try! MealInput.parse(text),
            time: try! MealDate.time(String(parts[1]), on: CalendarDay(String(parts[0]))!, calendar: calendar),
            photo: nil)
    }

    @Test(arguments: StoreKind.allCases)
    func dailyTotalsFollowEveryChangeToTheMonth(kind: StoreKind) throws {
        let (store, read, _, _) = kind.make()
        let meals = MealJournal(store: store, calendar: Self.calendar)
        try meals.add(Self.entry("Apple 52", "2026-11-20 08:00"))
        try meals.add(Self.entry("2x Soup 120", "2026-11-20 23:30"))
        try meals.add(Self.entry("Rice 200", "2026-10-31 12:00"))
        let (first, last) = (CalendarDay("2026-01-01")!, CalendarDay("2026-12-31")!)
        #expect(
            try meals.dailyTotals(from: first, through: last) == [
                CalendarDay("2026-10-31")!: DayMeals(meals: 1, calories: 200),
                CalendarDay("2026-11-20")!: DayMeals(meals: 2, calories: 292),
            ])
        if kind == .files {
            #expect(
                String(decoding: read("meals/.days-Europe_Berlin/2026-11.tsv") ?? Data(), as: UTF8.self).hasSuffix(
                    "\n2026-11-20 2 292\n"))
        }
        try meals.add(Self.entry("Tea 5", "2026-11-21 07:00"))
        #expect(
            try meals.dailyTotals(from: CalendarDay("2026-11-21")!, through: last) == [
                CalendarDay("2026-11-21")!: DayMeals(meals: 1, calories: 5)
            ])
    }

    @Test func checkInsBreathingAndReviewsCountTheirDays() throws {
        let store = MemoryStore()
        let day = CalendarDay("2026-11-20")!
        try CheckInJournal(store: store).record(
            CheckIn(day: day, time: Date(timeIntervalSince1970: 1_795_150_000), mood: 4, energy: nil, note: nil)
        ) { _ in false }
        let breathing = BreathingJournal(store: store, calendar: Self.calendar)
        for seconds in [60.0, 90.5] {
            try breathing.log(
                BreathingSessionRecord(
                    start: Date(timeIntervalSince1970: 1_795_150_000), technique: "calm",
                    pattern: BreathingPattern(inhale: 4, exhale: 6), cyclesPlanned: 6, cyclesDone: 6, seconds: seconds,
                    completed: true))
        }
        let range = (CalendarDay("2026-11-01")!, CalendarDay("2026-11-30")!)
        #expect(try CheckInJournal(store: store).moodsByDay(from: range.0, through: range.1) == [day: 4])
        #expect(try breathing.millisecondsByDay(from: range.0, through: range.1) == [day: 150_500])
        #expect(
            try StudyJournal(store: store, calendar: Self.calendar).reviewsByDay(from: range.0, through: range.1)
                .isEmpty)
    }
}
