import Storage

/// A record of something that started at a moment: a breathing or a relax session.
protocol StartedRecord: MonthlyRecord {
    var start: Date { get }
}

/// Sessions kept a month a file, filed by the month they started in (in the user's calendar) and
/// read back oldest first: the breathing log and the relax log.
struct SessionLog<Record: StartedRecord> {
    let store: any Store
    let calendar: LocalCalendar

    func append(_ record: Record) throws {
        try MonthLog<Record>(store: store).append(record, in: CalendarDay(record.start, in: calendar).logMonth)
    }

    func all() throws -> [Record] {
        try MonthLog<Record>(store: store).all().sorted { $0.start < $1.start }
    }

    /// The sessions started from `first` through `last` (whole days); reads only those months.
    func records(from first: CalendarDay, through last: CalendarDay) throws -> [Record] {
        try MonthLog<Record>(store: store).records(from: first.logMonth, through: last.logMonth)
            .filter { (first...last).contains(CalendarDay($0.start, in: calendar)) }.sorted { $0.start < $1.start }
    }
}

extension BreathingSessionRecord: StartedRecord {}
extension RelaxSessionRecord: StartedRecord {}
