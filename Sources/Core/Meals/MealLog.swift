import Foundation

/// Why a change to the meal log could not be made.
public enum MealLogError: UserFacingError, Equatable {
    /// No entry at that position on that day; `count` is how many there are.
    case noSuchEntry(position: Int, day: CalendarDay, count: Int)
    /// `meal undo` with no change left to revert.
    case nothingToUndo
    /// The entry the last change touched is gone from its month file (edited by hand?); carries
    /// the entry's label and the file.
    case undoTargetGone(label: String, path: String)

    public var message: String {
        switch self {
        case let .noSuchEntry(position, day, 0):
            return "there is no meal \(position) on \(day.text): no meals are logged that day"
        case let .noSuchEntry(position, day, 1):
            return "there is no meal \(position) on \(day.text); it has only meal 1 (see 'meal list \(day.text)')"
        case let .noSuchEntry(position, day, count):
            return "there is no meal \(position) on \(day.text); choose 1 to \(count) (see 'meal list \(day.text)')"
        case .nothingToUndo:
            return "there is nothing to undo; 'meal undo' reverts the last add, edit or delete, once"
        case let .undoTargetGone(label, path):
            return "cannot undo: '\(label)' is no longer in \(path) (was it changed by hand?); nothing was changed"
        }
    }
}

extension Store {
    /// The meals of one day, reading only that day's month file.
    public func mealDay(_ day: CalendarDay, calendar: Calendar) throws(StoreError) -> MealDay {
        MealDay(day: day, month: try load(MealLogMonth.self, at: MealLogMonth.path(for: day)), calendar: calendar)
    }

    /// Every entry eaten from `first` through `last` (whole days), by time; reads only those months.
    public func meals(from first: CalendarDay, through last: CalendarDay, calendar: Calendar) throws(StoreError) -> [MealEntry] {
        // Comparing instants, not calendar days, keeps a year of entries cheap to filter.
        let (start, end) = (first.start(in: calendar), last.adding(days: 1).start(in: calendar))
        var entries: [MealEntry] = []
        for path in MealLogMonth.paths(from: first, through: last) {
            entries += try load(MealLogMonth.self, at: path).entries.filter { $0.time >= start && $0.time < end }
        }
        return entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// The months that have a meal file, oldest first, each as its first day.
    public func mealMonths() throws(StoreError) -> [CalendarDay] {
        try documents(in: MealLogMonth.folder).compactMap(MealLogMonth.month(ofPath:)).sorted()
    }

    /// Logs a meal in its month file; `meal undo` can take it back.
    public func addMeal(_ entry: MealEntry, calendar: Calendar) throws {
        _ = try logMeal(entry, calendar: calendar) { _ in .add }
    }

    /// Replaces the entry at a 1-based position on `day` (moving it if its time is now in another
    /// month) and returns the entry it replaced; `meal undo` can restore it.
    @discardableResult
    public func editMeal(at position: Int, on day: CalendarDay, to entry: MealEntry, calendar: Calendar) throws -> MealEntry {
        let path = MealLogMonth.path(for: day)
        let target = MealLogMonth.path(for: entry.time, calendar: calendar)
        let old = try update(MealLogMonth.self, at: path) { month in
            let index = try month.index(at: position, on: day, calendar: calendar)
            let old = month.entries[index]
            if target == path { month.entries[index] = entry } else { month.entries.remove(at: index) }
            return old
        }
        if target != path { try update(MealLogMonth.self, at: target) { $0.entries.append(entry) } }
        try remember(MealChange(before: old, after: entry))
        return old
    }

    /// Deletes the entry at a 1-based position on `day` and returns it; `meal undo` can restore it.
    @discardableResult
    public func deleteMeal(at position: Int, on day: CalendarDay, calendar: Calendar) throws -> MealEntry {
        let old = try update(MealLogMonth.self, at: MealLogMonth.path(for: day)) { month in
            month.entries.remove(at: try month.index(at: position, on: day, calendar: calendar))
        }
        try remember(MealChange(before: old, after: nil))
        return old
    }

    /// Reverts the last add, edit or delete and returns the change that was undone. Undo is one
    /// step: a second undo finds nothing to undo.
    @discardableResult
    public func undoMealChange(calendar: Calendar) throws -> MealChange {
        guard let change = try load(MealUndoJournal.self).last else { throw MealLogError.nothingToUndo }
        try apply(change.reverted, calendar: calendar)
        try update(MealUndoJournal.self) { if $0.last == change { $0.last = nil } }
        return change
    }

    /// The change `meal undo` would revert, if any.
    public func lastMealChange() throws(StoreError) -> MealChange? {
        try load(MealUndoJournal.self).last
    }

    func remember(_ change: MealChange) throws {
        try update(MealUndoJournal.self) { $0.last = change }
    }

    /// Takes `change.before` out of its month file and puts `change.after` into its own.
    private func apply(_ change: MealChange, calendar: Calendar) throws {
        let removeFrom = change.before.map { MealLogMonth.path(for: $0.time, calendar: calendar) }
        let addTo = change.after.map { MealLogMonth.path(for: $0.time, calendar: calendar) }
        if let before = change.before, let removeFrom {
            try update(MealLogMonth.self, at: removeFrom) { month in
                guard let index = month.entries.firstIndex(of: before) else {
                    throw MealLogError.undoTargetGone(label: before.meal.text, path: removeFrom)
                }
                if let after = change.after, addTo == removeFrom {
                    month.entries[index] = after
                } else {
                    month.entries.remove(at: index)
                }
            }
        }
        if let after = change.after, let addTo, addTo != removeFrom {
            try update(MealLogMonth.self, at: addTo) { $0.entries.append(after) }
        }
    }
}

extension MealLogMonth {
    /// The index in `entries` of `day`'s entry at a 1-based position.
    func index(at position: Int, on day: CalendarDay, calendar: Calendar) throws(MealLogError) -> Int {
        let indices = indices(of: day, calendar: calendar)
        guard indices.indices.contains(position - 1) else {
            throw .noSuchEntry(position: position, day: day, count: indices.count)
        }
        return indices[position - 1]
    }
}
