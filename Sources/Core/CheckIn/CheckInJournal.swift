import Storage

/// Check-ins kept in the data directory, one file a month
/// (`checkins/2026-11.json`) and the planned rest days (`rest-days.json`): read fresh, changed under the store's lock.
public struct CheckInJournal: Sendable {
    let store: any Store
    let checkIns: MonthLog<CheckIn>

    /// The journal in `store`.
    public init(store: any Store) {
        (self.store, checkIns) = (store, MonthLog(store: store))
    }

    /// The check-in of `day`, if any (the latest, should a hand-edited file hold two).
    public func checkIn(on day: CalendarDay) throws(StoreError) -> CheckIn? {
        try checkIns.records(in: day.logMonth).last { $0.day == day.text }
    }

    /// Every check-in from `first` through `last`, by day.
    public func checkIns(from first: CalendarDay, through last: CalendarDay) throws(StoreError) -> [CheckIn] {
        try checkIns.records(from: first.logMonth, through: last.logMonth)
            .filter { (first.text...last.text).contains($0.day) }.sorted { $0.day < $1.day }
    }

    /// Every check-in ever, by day.
    public func allCheckIns() throws(StoreError) -> [CheckIn] {
        try checkIns.all().sorted { $0.day < $1.day }
    }

    /// Records `checkIn`; one already there for its day is replaced only when `replacing` allows
    /// it, and is returned.
    @discardableResult
    public func record(_ checkIn: CheckIn, replacing: (CheckIn) -> Bool) throws -> CheckIn? {
        try checkIns.update(checkIn.calendarDay.logMonth) { records in
            guard let index = records.lastIndex(where: { $0.day == checkIn.day }) else {
                records.append(checkIn)
                return nil
            }
            let existing = records[index]
            guard replacing(existing) else { throw CheckInInputError.alreadyCheckedIn(existing) }
            records[index] = checkIn
            return existing
        }
    }

    /// Changes the check-in of `day` and returns it as it was and as it is now.
    public func edit(on day: CalendarDay, today: CalendarDay, _ change: (inout CheckIn) throws -> Void) throws -> (
        before: CheckIn, after: CheckIn
    ) {
        try checkIns.update(day.logMonth) { records in
            guard let index = records.lastIndex(where: { $0.day == day.text }) else {
                throw CheckInInputError.noCheckIn(day: day, today: day == today)
            }
            let before = records[index]
            try change(&records[index])
            return (before, records[index])
        }
    }

    /// Deletes the check-in of `day` and returns it.
    public func delete(on day: CalendarDay, today: CalendarDay) throws -> CheckIn {
        try checkIns.update(day.logMonth) { records in
            guard let index = records.lastIndex(where: { $0.day == day.text }) else {
                throw CheckInInputError.noCheckIn(day: day, today: day == today)
            }
            return records.remove(at: index)
        }
    }

    /// Every planned rest day.
    public func allRestDays() throws(StoreError) -> Set<CalendarDay> {
        try store.load(RestDays.self).calendarDays
    }

    /// Plans a rest day on `day`, refused by `RestRule` (checked under the lock, against every
    /// rest day planned, including by another coach meanwhile).
    public func rest(on day: CalendarDay, today: CalendarDay, at now: Date) throws {
        try store.update(RestDays.self) { rest in
            try RestRule.check(day, planned: rest.calendarDays, today: today)
            rest.days.append(RestDay(day: day, planned: now))
            rest.days.sort { $0.day < $1.day }
        }
    }

    /// Takes back the rest day planned on `day`.
    public func cancelRest(on day: CalendarDay) throws {
        try store.update(RestDays.self) { rest in
            guard let index = rest.days.firstIndex(where: { $0.day == day.text }) else {
                throw CheckInInputError.noRestDay(day)
            }
            rest.days.remove(at: index)
        }
    }
}
