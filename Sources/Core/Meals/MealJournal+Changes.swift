import Storage

/// Edits, deletes and the one-step undo. Every change is first written to `meals/last-change.json`
/// as pending, then made in the month files by entry id, then marked done; a change whose coach
/// was killed half-way is finished by the next coach that reads or writes the log, so the log and
/// `meal undo` always agree.
extension MealJournal {
    /// Replaces the entry at a 1-based position on `day` (moving it if its time is now in another
    /// month) and returns the entry it replaced; `meal undo` can restore it.
    @discardableResult
    public func edit(at position: Int, on day: CalendarDay, to entry: MealEntry) throws -> MealEntry {
        let old = try self.day(day).entry(at: position)
        try edit(old, to: entry)
        return old
    }

    /// Replaces `shown` (as it was read, id and all) by `entry`, which keeps its id. Refuses,
    /// changing nothing, when another coach changed or removed it since it was read.
    public func edit(_ shown: MealEntry, to entry: MealEntry) throws {
        var edited = entry
        edited.id = shown.id
        try commit(MealChange(before: shown, after: edited), checked: true)
    }

    /// Deletes the entry at a 1-based position on `day` and returns it; `meal undo` can restore it.
    @discardableResult
    public func delete(at position: Int, on day: CalendarDay) throws -> MealEntry {
        let old = try self.day(day).entry(at: position)
        try delete(old)
        return old
    }

    /// Deletes `shown`, refusing (changing nothing) when another coach changed or removed it since it was read.
    public func delete(_ shown: MealEntry) throws {
        try commit(MealChange(before: shown, after: nil), checked: true)
    }

    /// Reverts the last add, edit or delete and returns the change that was undone. Undo is one
    /// step: a second undo finds nothing to undo.
    @discardableResult
    public func undo() throws -> MealChange {
        guard let change = try lastChange() else { throw MealLogError.nothingToUndo }
        do {
            try commit(change.reverted, checked: true, becomesLast: false)
        } catch MealLogError.changedMeanwhile {
            let label = (change.after ?? change.before!).meal.text
            let month = CalendarDay((change.after ?? change.before!).time, in: calendar).logMonth
            throw MealLogError.undoTargetGone(label: label, path: MonthLog<MealEntry>.path(of: month))
        }
        return change
    }

    /// The change `meal undo` would revert, if any.
    public func lastChange() throws -> MealChange? {
        try finishPendingChange()
        return try store.load(MealUndoJournal.self).last
    }

    /// Makes `change`: pending first, then the month files, then done. With `checked`, the entry
    /// it changes must still be exactly as read, or nothing is changed. An undo does not become
    /// the change `meal undo` reverts (`becomesLast` false).
    func commit(_ change: MealChange, checked: Bool, becomesLast: Bool = true) throws {
        try finishPendingChange()
        let pending = PendingMealChange(
            token: MealEntry.newID(), process: store.processes.current, change: change,
            thenLast: becomesLast ? change : nil)
        try store.update(MealUndoJournal.self) { $0.pending = ($0.pending ?? []) + [pending] }
        do {
            try apply(change, checked: checked)
        } catch {
            try store.update(MealUndoJournal.self) { $0.pending = Self.without(pending, in: $0.pending) }
            throw error
        }
        try done(pending)
    }

    /// Finishes the changes of coaches that were killed while making them; a change whose coach
    /// is still running is left to it. A sync runs it before folding in what other machines sent,
    /// so a change begun here is never made again over theirs.
    public func finishPendingChange() throws {
        for pending in try store.load(MealUndoJournal.self).pending ?? []
        where !store.processes.isRunning(pending.process) {
            try apply(pending.change, checked: false)
            try done(pending)
        }
    }

    /// Marks `pending` done: `meal undo` now reverts what it says.
    private func done(_ pending: PendingMealChange) throws {
        try store.update(MealUndoJournal.self) { journal in
            // By token: the entry's time read back is rounded to the millisecond, so the whole
            // change read back is not equal to the one in hand, and was left pending for ever.
            guard journal.pending?.contains(where: { $0.token == pending.token }) == true else { return }
            (journal.last, journal.pending) = (pending.thenLast, Self.without(pending, in: journal.pending))
        }
    }

    private static func without(_ pending: PendingMealChange, in list: [PendingMealChange]?) -> [PendingMealChange]? {
        let rest = (list ?? []).filter { $0.token != pending.token }
        return rest.isEmpty ? nil : rest
    }

    /// Puts `change.after` in its month under its id and takes its id out of any other month it
    /// was in; harmless to repeat. A move between months adds before it removes, so a kill in
    /// between leaves the meal twice at worst (and the pending change then removes one), never lost.
    private func apply(_ change: MealChange, checked: Bool) throws {
        guard let id = change.after?.id ?? change.before?.id else { return }
        let from = try change.before.map { try month(holding: $0) }
        let to = change.after.map { CalendarDay($0.time, in: calendar).logMonth }
        if checked, let before = change.before, let from, from != to {
            _ = try records(in: from, checking: before)
        }
        if let after = change.after, let to {
            try update(to) { month in
                let index = Self.place(of: id, as: from == to ? change.before : nil, in: month)
                if checked, let before = change.before, from == to {
                    guard let index, month[index] == before else {
                        throw MealLogError.changedMeanwhile(label: before.label)
                    }
                }
                if let index { month[index] = after } else { month.append(after) }
            }
        }
        if let before = change.before, let from, from != to {
            try update(from) { month in
                let index = Self.place(of: id, as: before, in: month)
                if checked {
                    guard let index, month[index] == before else {
                        throw MealLogError.changedMeanwhile(label: before.label)
                    }
                }
                if let index { month.remove(at: index) }
            }
        }
    }

    /// Where the meal `id` is in `month`: the one just as it was read (`before`) first, so that of two meals a sync
    /// left under one id, either can be changed or deleted.
    private static func place(of id: String, as before: MealEntry?, in month: [MealEntry]) -> Int? {
        before.flatMap { before in month.firstIndex { $0 == before } } ?? month.firstIndex { $0.id == id }
    }

    /// A month's records, after checking that `entry` is still there as read.
    private func records(in month: LogMonth, checking entry: MealEntry) throws -> [MealEntry] {
        // Every entry, out of bounds or not: `meal delete` reaches those too.
        var records = try log.storedRecords(in: month)
        Self.nameUnnamed(&records, in: month)
        guard records.contains(where: { $0 == entry }) else {
            throw MealLogError.changedMeanwhile(label: entry.label)
        }
        return records
    }
}
