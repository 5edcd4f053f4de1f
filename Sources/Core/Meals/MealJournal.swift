import Storage

/// The meal log kept in the data directory: one file a month (`meals/2026-11.json`) and the
/// record `meal undo` reverts (`meals/last-change.json`).
public struct MealJournal: Sendable {
    let store: any Store
    /// The user's calendar: which day and month a meal belongs to.
    let calendar: LocalCalendar
    let log: MonthLog<MealEntry>

    /// The meal log in `store`, days counted in `calendar`.
    public init(store: any Store, calendar: LocalCalendar) {
        (self.store, self.calendar, log) = (store, calendar, MonthLog(store: store))
    }

    /// The meals of one day, reading only the month files that may hold them (`months(around:)`).
    public func day(_ day: CalendarDay) throws(StoreError) -> MealDay {
        var records: [MealEntry] = []
        for month in Self.months(around: day) { records += try self.records(in: month) }
        return MealDay(day: day, month: records, calendar: calendar)
    }

    /// The months whose files may hold a meal eaten on `day`: its own, and on a month's first or last day the one
    /// before or after. A meal is filed by its day where it was logged, and another time zone moves that day by at
    /// most one (31 October 23:50 in New York is 1 November in Moscow).
    static func months(around day: CalendarDay) -> [LogMonth] {
        var months: [LogMonth] = []
        for near in [day.adding(days: -1), day, day.adding(days: 1)] where !months.contains(near.logMonth) {
            months.append(near.logMonth)
        }
        return months
    }

    /// The month file `entry` is in: the one of its day here, else the neighbouring one it was filed in where it was
    /// logged.
    func month(holding entry: MealEntry) throws(StoreError) -> LogMonth {
        let day = CalendarDay(entry.time, in: calendar)
        let months = [day.logMonth] + Self.months(around: day).filter { $0 != day.logMonth }
        for month in months {
            var records = try log.storedRecords(in: month)
            Self.nameUnnamed(&records, in: month)
            if records.contains(where: { $0.id == entry.id }) { return month }
        }
        return day.logMonth
    }

    /// Every entry eaten from `first` through `last` (whole days), by time; reads only those months.
    public func meals(from first: CalendarDay, through last: CalendarDay) throws(StoreError) -> [MealEntry] {
        // Comparing instants, not calendar days, keeps a year of entries cheap to filter.
        let (start, end) = (first.start(in: calendar), last.adding(days: 1).start(in: calendar))
        try? finishPendingChange()
        var entries: [MealEntry] = []
        // A day's meals may be filed in the month before or after (`months(around:)`).
        for month in LogMonth.range(first.adding(days: -1).logMonth, through: last.adding(days: 1).logMonth) {
            entries += try storedRecords(in: month).filter { $0.time >= start && $0.time < end }
        }
        return entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
    }

    /// The months that have a meal file, oldest first, each as its first day.
    public func months() throws(StoreError) -> [CalendarDay] {
        try log.months().map { CalendarDay(year: $0.year, month: $0.month, day: 1) }
    }

    /// Logs a meal in its month file; `meal undo` can take it back.
    public func add(_ entry: MealEntry) throws {
        _ = try log(entry) { _ in .add }
    }

    /// Logs `entry`, asking `decide` when its name is already logged that day; `meal undo` can take
    /// the change back. A replacement keeps the replaced entry's id, and is refused (nothing
    /// changed) if another coach changed that entry meanwhile.
    public func log(_ entry: MealEntry, onDuplicate decide: (MealEntry) -> MealDuplicateChoice) throws -> MealLogOutcome
    {
        let logged = try day(CalendarDay(entry.time, in: calendar))
        guard let position = logged.position(ofDuplicate: entry.name) else {
            try commit(MealChange(before: nil, after: entry), checked: false)
            return .added(entry, dayTotal: logged.total + entry.total)
        }
        let existing = try logged.entry(at: position)
        switch decide(existing) {
        case .skip:
            return .skipped(existing: existing)
        case var .replace(with: replacement):
            replacement.id = existing.id
            try commit(MealChange(before: existing, after: replacement), checked: true)
            return .replaced(existing, with: replacement, dayTotal: logged.total - existing.total + replacement.total)
        case .add:
            try commit(MealChange(before: nil, after: entry), checked: false)
            return .added(entry, dayTotal: logged.total + entry.total)
        }
    }

    /// Daily totals for the `days` days ending `today`, against the saved goal; reads only the
    /// month files those days fall in (13 for a year, whatever the length of the log).
    public func history(days: Int, today: CalendarDay) throws -> MealHistory {
        try history(days: days, today: today, goal: try GoalBook(store: store).calories())
    }

    /// The same history against `goal`, for a caller that has read the goal already.
    public func history(days: Int, today: CalendarDay, goal: CalorieGoal?) throws -> MealHistory {
        guard MealHistory.dayRange.contains(days) else { throw MealHistoryError.daysOutOfRange(days) }
        let first = today.adding(days: 1 - days)
        return MealHistory(
            entries: try meals(from: first, through: today), from: first, through: today, goal: goal, calendar: calendar
        )
    }

    /// The foods logged in the `days` days ending `today`, most logged first. A year by default:
    /// habits change, and reading stays fast however long the log grows.
    public func foods(today: CalendarDay, days: Int = 365) throws(StoreError) -> [LoggedFood] {
        LoggedFood.ranked(try meals(from: today.adding(days: 1 - max(days, 1)), through: today))
    }

    /// A month's entries, each with an id: entries logged before ids existed are named by their
    /// place in the month, which stays put until the next change writes the names down.
    func records(in month: LogMonth) throws(StoreError) -> [MealEntry] {
        // A change a killed coach left half-made is finished before anything is read, so every
        // reader sees it whole; a store that cannot be written now still shows what it has.
        try? finishPendingChange()
        return try storedRecords(in: month)
    }

    /// A month's entries within bounds, each with an id, without finishing a pending change. Entries are
    /// named before any is left out, so an id names the same entry here and in `update`.
    func storedRecords(in month: LogMonth) throws(StoreError) -> [MealEntry] {
        var records = try log.storedRecords(in: month)
        Self.nameUnnamed(&records, in: month)
        return kept(records, in: month)
    }

    /// Changes a month's entries under the store's lock, every entry with an id.
    func update<R>(_ month: LogMonth, _ change: (inout [MealEntry]) throws -> R) throws -> R {
        try log.update(month) { records in
            Self.nameUnnamed(&records, in: month)
            return try change(&records)
        }
    }

    static func nameUnnamed(_ records: inout [MealEntry], in month: LogMonth) {
        for index in records.indices where records[index].id.isEmpty {
            records[index].id = "\(month.text)-\(index + 1)"
        }
    }
}
