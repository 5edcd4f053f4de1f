import Foundation
import Storage

/// What was eaten on one day: how many meals, and their calories.
public struct DayMeals: Equatable, Sendable {
    public var meals: Int
    public var calories: Int

    public init(meals: Int, calories: Int) { (self.meals, self.calories) = (meals, calories) }
}

extension MealJournal {
    /// Meals and calories per day from `first` through `last`. Each month is read from a small summary
    /// kept beside the log (`meals/.days-ZONE/2026-11.tsv`, a line a day), rebuilt whenever its month
    /// file changes, so streaks over ten years never decode ten years of meals.
    public func dailyTotals(from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay: DayMeals] {
        try? finishPendingChange()
        let folder = "meals/.days-" + calendar.timeZone.identifier.replacingOccurrences(of: "/", with: "_")
        var totals: [CalendarDay: DayMeals] = [:]
        for month in try log.months() where month >= first.logMonth && month <= last.logMonth {
            let summary = try store.derived(at: "\(folder)/\(month.text).tsv", from: MonthLog<MealEntry>.path(of: month)) {
                try Self.summary(of: storedRecords(in: month), calendar: calendar)
            }
            for line in String(decoding: summary, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count == 3, let day = CalendarDay(String(fields[0])), day >= first, day <= last,
                      let meals = Int(fields[1]), let calories = Int(fields[2]) else { continue }
                totals[day] = DayMeals(meals: meals, calories: calories)
            }
        }
        return totals
    }

    /// `2026-11-21 3 520`, a line per day of `entries`.
    static func summary(of entries: [MealEntry], calendar: Calendar) -> Data {
        var days: [CalendarDay: DayMeals] = [:]
        for entry in entries {
            days[CalendarDay(entry.time, in: calendar), default: DayMeals(meals: 0, calories: 0)].meals += 1
            days[CalendarDay(entry.time, in: calendar), default: DayMeals(meals: 0, calories: 0)].calories += entry.total
        }
        return Data(days.keys.sorted().map { "\($0.text) \(days[$0]!.meals) \(days[$0]!.calories)\n" }.joined().utf8)
    }
}
