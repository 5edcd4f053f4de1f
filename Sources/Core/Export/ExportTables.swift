import Storage

/// The columns each area exports, documented in README's export section.
extension ExportTable {
    /// `time,date,technique,inhale,hold,exhale,rest,cycles_planned,cycles_done,seconds,completed`.
    public static func breathing(_ sessions: [BreathingSessionRecord], calendar: LocalCalendar) -> ExportTable {
        ExportTable(
            name: "breathing",
            columns: [
                "time", "date", "technique", "inhale", "hold", "exhale", "rest", "cycles_planned", "cycles_done",
                "seconds", "completed",
            ],
            rows: sessions.map { session in
                [
                    .text(localTime(session.start, in: calendar)), .text(CalendarDay(session.start, in: calendar).text),
                    .text(session.technique),
                    .number(session.pattern.inhale), .number(session.pattern.hold), .number(session.pattern.exhale),
                    .number(session.pattern.rest),
                    .number(Double(session.cyclesPlanned)), .number(Double(session.cyclesDone)),
                    .number(session.seconds), .flag(session.completed),
                ]
            })
    }

    /// `id,time,date,name,calories,quantity,total,photo`.
    public static func meals(_ entries: [MealEntry], calendar: LocalCalendar) -> ExportTable {
        ExportTable(
            name: "meals", columns: ["id", "time", "date", "name", "calories", "quantity", "total", "photo"],
            rows: entries.map { entry in
                [
                    .text(entry.id), .text(localTime(entry.time, in: calendar)),
                    .text(CalendarDay(entry.time, in: calendar).text), .text(entry.name),
                    .number(Double(entry.calories)), .number(Double(entry.quantity)), .number(Double(entry.total)),
                    entry.photo.map(ExportValue.text) ?? .none,
                ]
            })
    }

    /// `time,date,practice,seconds,shown,interactions`: each relax session.
    public static func relax(_ sessions: [RelaxSessionRecord], calendar: LocalCalendar) -> ExportTable {
        ExportTable(
            name: "relax", columns: ["time", "date", "practice", "seconds", "shown", "interactions"],
            rows: sessions.map { session in
                [
                    .text(localTime(session.start, in: calendar)), .text(CalendarDay(session.start, in: calendar).text),
                    .text(session.practice.rawValue),
                    .number(session.seconds), .number(Double(session.shown)), .number(Double(session.interactions)),
                ]
            })
    }

    /// `time,date,formula,grade`: each flashcard graded.
    public static func study(_ reviews: [FormulaReview], calendar: LocalCalendar) -> ExportTable {
        ExportTable(
            name: "study", columns: ["time", "date", "formula", "grade"],
            rows: reviews.map { review in
                [
                    .text(localTime(review.date, in: calendar)), .text(CalendarDay(review.date, in: calendar).text),
                    .text(review.id), .text(review.grade.rawValue),
                ]
            })
    }

    /// `date,time,mood,mood_word,energy,energy_word,note,tags`: each check-in, its tags apart by `;`.
    public static func mood(_ checkIns: [CheckIn], calendar: LocalCalendar) -> ExportTable {
        ExportTable(
            name: "mood", columns: ["date", "time", "mood", "mood_word", "energy", "energy_word", "note", "tags"],
            rows: checkIns.map { checkIn in
                [
                    .text(checkIn.day), .text(localTime(checkIn.time, in: calendar)), .number(Double(checkIn.mood)),
                    .text(CheckInScale.mood.word(checkIn.mood)),
                    checkIn.energy.map { .number(Double($0)) } ?? .none,
                    checkIn.energy.map { .text(CheckInScale.energy.word($0)) } ?? .none,
                    checkIn.note.map(ExportValue.text) ?? .none,
                    checkIn.tags.map { .text($0.joined(separator: ";")) } ?? .none,
                ]
            })
    }

    /// `date,sight`: each visit.
    public static func sights(_ visits: [SightVisit]) -> ExportTable {
        ExportTable(
            name: "sights", columns: ["date", "sight"], rows: visits.map { [.text($0.day.text), .text($0.id)] })
    }
}
