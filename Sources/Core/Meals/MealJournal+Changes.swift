import Foundation
import Storage

/// Edits, deletes and the one-step undo.
extension MealJournal {
    /// Replaces the entry at a 1-based position on `day` (moving it if its time is now in another
    /// month) and returns the entry it replaced; `meal undo` can restore it.
    @discardableResult
    public func edit(at position: Int, on day: CalendarDay, to entry: MealEntry) throws -> MealEntry {
        let target = CalendarDay(entry.time, in: calendar).logMonth
        let old = try log.update(day.logMonth) { month in
            let index = try month.index(at: position, on: day, calendar: calendar)
            let old = month[index]
            if target == day.logMonth { month[index] = entry } else { month.remove(at: index) }
            return old
        }
        if target != day.logMonth { try log.append(entry, in: target) }
        try remember(MealChange(before: old, after: entry))
        return old
    }

    /// Deletes the entry at a 1-based position on `day` and returns it; `meal undo` can restore it.
    @discardableResult
    public func delete(at position: Int, on day: CalendarDay) throws -> MealEntry {
        let old = try log.update(day.logMonth) { month in
            month.remove(at: try month.index(at: position, on: day, calendar: calendar))
        }
        try remember(MealChange(before: old, after: nil))
        return old
    }

    /// Reverts the last add, edit or delete and returns the change that was undone. Undo is one
    /// step: a second undo finds nothing to undo.
    @discardableResult
    public func undo() throws -> MealChange {
        guard let change = try lastChange() else { throw MealLogError.nothingToUndo }
        try apply(change.reverted)
        try store.update(MealUndoJournal.self) { if $0.last == change { $0.last = nil } }
        return change
    }

    /// The change `meal undo` would revert, if any.
    public func lastChange() throws(StoreError) -> MealChange? {
        try store.load(MealUndoJournal.self).last
    }

    func remember(_ change: MealChange) throws {
        try store.update(MealUndoJournal.self) { $0.last = change }
    }

    /// Takes `change.before` out of its month file and puts `change.after` into its own.
    private func apply(_ change: MealChange) throws {
        let removeFrom = change.before.map { CalendarDay($0.time, in: calendar).logMonth }
        let addTo = change.after.map { CalendarDay($0.time, in: calendar).logMonth }
        if let before = change.before, let removeFrom {
            try log.update(removeFrom) { month in
                guard let index = month.firstIndex(of: before) else {
                    throw MealLogError.undoTargetGone(label: before.meal.text, path: MonthLog<MealEntry>.path(of: removeFrom))
                }
                if let after = change.after, addTo == removeFrom {
                    month[index] = after
                } else {
                    month.remove(at: index)
                }
            }
        }
        if let after = change.after, let addTo, addTo != removeFrom {
            try log.append(after, in: addTo)
        }
    }
}
