import Core
import Foundation

/// What insights read from the logs for a stretch of days: each day's activity from the areas'
/// daily summaries, the check-ins with their mood, sight visits, goals and rest days.
struct InsightData {
    var goals: Goals
    var activity: ActivityLog
    var checkIns: [CalendarDay: CheckIn]
    var visits: [CalendarDay: Int]
    var rest: Set<CalendarDay>

    /// The days from `first` through `last`.
    static func load(from first: CalendarDay, through last: CalendarDay, context: CommandContext) throws -> InsightData {
        let checkIns = try context.checkIns.checkIns(from: first, through: last)
        var visits: [CalendarDay: Int] = [:]
        for visit in try context.sights.journal().visits where visit.day >= first && visit.day <= last { visits[visit.day, default: 0] += 1 }
        return InsightData(
            goals: try context.goals.all(),
            activity: ActivityLog(checkedIn: Set(checkIns.map(\.calendarDay)),
                                  breathingMilliseconds: try context.breathing.millisecondsByDay(from: first, through: last),
                                  meals: try context.meals.dailyTotals(from: first, through: last),
                                  reviews: try context.study.reviewsByDay(from: first, through: last)),
            checkIns: Dictionary(checkIns.map { ($0.calendarDay, $0) }, uniquingKeysWith: { _, later in later }),
            visits: visits,
            rest: try context.checkIns.allRestDays())
    }

    /// Each day's number for `area`: minutes breathed, calories eaten, cards reviewed, mood, sights visited.
    func values(_ area: InsightArea) -> [CalendarDay: Double] {
        switch area {
        case .breathing: activity.days.filter { $0.value.breathingSeconds > 0 }.mapValues { $0.breathingSeconds / 60 }
        case .meals: activity.days.filter { $0.value.meals > 0 }.mapValues { Double($0.calories) }
        case .study: activity.days.filter { $0.value.cardsReviewed > 0 }.mapValues { Double($0.cardsReviewed) }
        case .mood: checkIns.mapValues { Double($0.mood) }
        case .sights: visits.mapValues(Double.init)
        }
    }

    /// The insight of `area` over `period` ending on `last`, against its goal when it has one.
    func insight(_ area: InsightArea, _ period: InsightPeriod, last: CalendarDay) -> AreaInsight {
        let goal: Double? = switch area.goalArea {
        case .breathing?: goals.breathing.map { Double($0.minutes) }
        case .calories?: goals.calories.map { Double($0.calories) }
        case .study?: goals.study.map { Double($0.cards) }
        default: nil
        }
        let met = area.goalArea.map { activity.daysMet($0, goals: goals) }
        return AreaInsight(area: area, period: period, last: last, values: values(area), goal: goal, metDays: met, rest: rest)
    }
}
