import Foundation
import Storage

/// The meal log kept in the data directory: one file a month (`meals/2026-11.json`) and the
/// record `meal undo` reverts (`meals/last-change.json`).
public struct MealJournal: Sendable {
    let store: any Store
    /// The user's calendar: which day and month a meal belongs to.
    let calendar: Calendar
    let log: MonthLog<MealEntry>

    /// The meal log in `store`, days counted in `calendar`.
    public init(store: any Store, calendar: Calendar) {
        (self.store, self.calendar, log) = (store, calendar, MonthLog(store: store))
    }

    /// The meals of one day, reading only that day's month file.
    public func day(_ day: CalendarDay) throws(StoreError) -> MealDay {
        MealDay(day: day, month: try log.records(in: day.logMonth), calendar: calendar)
    }

    /// Every entry eaten from `first` through `last` (whole days), by time; reads only those months.
    public func meals(from first: CalendarDay, through last: CalendarDay) throws(StoreError) -> [MealEntry] {
        // Comparing instants, not calendar days, keeps a year of entries cheap to filter.
        let (start, end) = (first.start(in: calendar), last.adding(days: 1).start(in: calendar))
        let entries = try log.records(from: first.logMonth, through: last.logMonth).filter { $0.time >= start && $0.time < end }
        return entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// The months that have a meal file, oldest first, each as its first day.
    public func months() throws(StoreError) -> [CalendarDay] {
        try log.months().map { CalendarDay(year: $0.year, month: $0.month, day: 1) }
    }

    /// Logs a meal in its month file; `meal undo` can take it back.
    public func add(_ entry: MealEntry) throws {
        _ = try log(entry) { _ in .add }
    }

    /// Logs `entry`, asking `decide` when its name is already logged that day. The check and the
    /// change happen in one locked read and write of the month file, so a month of history is read
    /// once however the duplicate is settled; `meal undo` can take the change back.
    public func log(_ entry: MealEntry, onDuplicate decide: (MealEntry) -> MealDuplicateChoice) throws -> MealLogOutcome {
        let day = CalendarDay(entry.time, in: calendar)
        let outcome = try log.update(day.logMonth) { month -> MealLogOutcome in
            let indices = month.indices(of: day, calendar: calendar)
            let total = indices.reduce(0) { $0 + month[$1].total }
            let key = MealDay.duplicateKey(entry.name)
            guard let index = indices.first(where: { MealDay.duplicateKey(month[$0].name) == key }) else {
                month.append(entry)
                return .added(entry, dayTotal: total + entry.total)
            }
            let existing = month[index]
            switch decide(existing) {
            case .skip:
                return .skipped(existing: existing)
            case let .replace(with: replacement):
                month[index] = replacement
                return .replaced(existing, with: replacement, dayTotal: total - existing.total + replacement.total)
            case .add:
                month.append(entry)
                return .added(entry, dayTotal: total + entry.total)
            }
        }
        switch outcome {
        case let .added(added, _): try remember(MealChange(before: nil, after: added))
        case let .replaced(old, new, _): try remember(MealChange(before: old, after: new))
        case .skipped: break
        }
        return outcome
    }

    /// Daily totals for the `days` days ending `today`, against the saved goal; reads only the
    /// month files those days fall in (13 for a year, whatever the length of the log).
    public func history(days: Int, today: CalendarDay) throws -> MealHistory {
        guard MealHistory.dayRange.contains(days) else { throw MealHistoryError.daysOutOfRange(days) }
        let first = today.adding(days: 1 - days)
        let entries = try meals(from: first, through: today)
        return MealHistory(entries: entries, from: first, through: today, goal: try GoalBook(store: store).calories(), calendar: calendar)
    }

    /// The foods logged in the `days` days ending `today`, most logged first. A year by default:
    /// habits change, and reading stays fast however long the log grows.
    public func foods(today: CalendarDay, days: Int = 365) throws(StoreError) -> [LoggedFood] {
        LoggedFood.ranked(try meals(from: today.adding(days: 1 - max(days, 1)), through: today))
    }
}
