import ArgumentParser
import Core

/// Reads each area's records from `first` through `last` for `export` (and the report).
enum ExportGathering {
    static func tables(_ areas: [ExportArea], from first: CalendarDay, through last: CalendarDay, context: CommandContext) throws -> [ExportTable] {
        let calendar = context.calendar
        func inRange(_ day: CalendarDay) -> Bool { day >= first && day <= last }
        return try areas.map { area in
            switch area {
            case .meals:
                let start = max(first, try context.meals.months().first ?? last)
                return ExportRecords.meals(try context.meals.meals(from: start, through: last), calendar: calendar)
            case .checkins:
                return ExportRecords.checkIns(try context.checkIns.allCheckIns().filter { inRange($0.calendarDay) }, calendar: calendar)
            case .breathing:
                return ExportRecords.breathing(try context.breathing.sessions().filter { inRange(CalendarDay($0.start, in: calendar)) }, calendar: calendar)
            case .study:
                return ExportRecords.study(try context.study.reviews().filter { inRange(CalendarDay($0.date, in: calendar)) }, calendar: calendar)
            case .sights:
                return ExportRecords.sights(try context.sights.journal().visits.filter { inRange($0.day) }.sorted { ($0.day, $0.id) < ($1.day, $1.id) })
            }
        }
    }
}
extension ExportArea: ExpressibleByArgument {}
