import Foundation

/// The logs turned into export tables: dates in ISO 8601, times in local time with their offset.
public enum ExportRecords {
    public static func meals(_ entries: [MealEntry], calendar: Calendar) -> ExportTable {
        ExportTable(area: .meals, header: ["id", "time", "name", "calories", "quantity", "total", "photo"], rows: entries.map { meal in
            [.text(meal.id), .text(LocalTime.text(meal.time, calendar)), .text(meal.name), .number(Double(meal.calories)),
             .number(Double(meal.quantity)), .number(Double(meal.total)), meal.photo.map(ExportValue.text) ?? .none]
        })
    }

    public static func checkIns(_ checkIns: [CheckIn], calendar: Calendar) -> ExportTable {
        ExportTable(area: .checkins, header: ["date", "time", "mood", "energy", "note"], rows: checkIns.map { checkIn in
            [.text(checkIn.day), .text(LocalTime.text(checkIn.time, calendar)), .number(Double(checkIn.mood)),
             checkIn.energy.map { .number(Double($0)) } ?? .none, checkIn.note.map(ExportValue.text) ?? .none]
        })
    }

    public static func breathing(_ sessions: [BreathingSessionRecord], calendar: Calendar) -> ExportTable {
        ExportTable(area: .breathing, header: ["start", "technique", "inhale", "hold", "exhale", "rest", "cycles_planned", "cycles_done",
                                               "seconds", "completed"], rows: sessions.map { session in
            [.text(LocalTime.text(session.start, calendar)), .text(session.technique), .number(session.pattern.inhale),
             .number(session.pattern.hold), .number(session.pattern.exhale), .number(session.pattern.rest),
             .number(Double(session.cyclesPlanned)), .number(Double(session.cyclesDone)), .number(session.seconds), .flag(session.completed)]
        })
    }

    public static func study(_ reviews: [FormulaReview], calendar: Calendar) -> ExportTable {
        ExportTable(area: .study, header: ["time", "formula", "grade"], rows: reviews.map { review in
            [.text(LocalTime.text(review.date, calendar)), .text(review.id), .text(review.grade.rawValue)]
        })
    }

    public static func sights(_ visits: [SightVisit]) -> ExportTable {
        ExportTable(area: .sights, header: ["date", "sight"], rows: visits.map { [.text($0.day.text), .text($0.id)] })
    }
}

/// A moment as local time with its offset from UTC: `2026-11-21T08:12:00+03:00`.
public enum LocalTime {
    public static func text(_ date: Date, _ calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let offset = calendar.timeZone.secondsFromGMT(for: date)
        func two(_ n: Int?) -> String { let n = n ?? 0; return n < 10 ? "0\(n)" : "\(n)" }
        let sign = offset < 0 ? "-" : "+"
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
            + sign + two(abs(offset) / 3600) + ":" + two(abs(offset) % 3600 / 60)
    }
}
