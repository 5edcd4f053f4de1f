import Storage

/// The reminders kept in the data directory (`reminders.json`) and this machine's record of which
/// rings were shown (`reminder-state.json`): read fresh, changed under the store's lock.
public struct ReminderBook: Sendable {
    let store: any Store
    let zone: ZoneRules

    /// The reminders in `store`, ringing on `zone`'s wall clock.
    public init(store: any Store, zone: ZoneRules) { (self.store, self.zone) = (store, zone) }

    /// Every reminder and pause.
    public func all() throws(StoreError) -> Reminders { try store.load(Reminders.self) }

    /// This machine's delivery record.
    public func state() throws(StoreError) -> ReminderState { try store.load(ReminderState.self) }

    /// Adds a reminder for `request` and returns it. Rings before `now` are never shown for it.
    public func add(_ request: ReminderRequest, at now: Date) throws -> Reminder {
        try store.update(ReminderState.self) { state in
            if state.deliveredThrough == nil { state.deliveredThrough = now }
        }
        return try store.update(Reminders.self) { document in
            guard document.reminders.count < Reminders.most else { throw ReminderInputError.tooMany }
            let id = NextNumber.after(document.reminders.map(\.id))
            let reminder = Reminder(
                id: id, rule: request.rule, command: request.command, note: request.note, added: now,
                days: request.days,
                digest: request.digest)
            document.reminders.append(reminder)
            return reminder
        }
    }

    /// Removes the reminder numbered `id` (as typed) and returns it.
    public func remove(_ id: String) throws -> Reminder {
        try store.update(Reminders.self) { document in
            guard let number = Int(id.trimmed(\.isSpace)),
                let index = document.reminders.firstIndex(where: { $0.id == number })
            else { throw ReminderInputError.noSuchReminder(id) }
            return document.reminders.remove(at: index)
        }
    }

    /// Changes the reminder numbered `id` (as typed) with `change`, keeping its number, and returns it. It counts as
    /// set now: no ring before the change is shown as missed.
    public func edit(_ id: String, at now: Date, _ change: (inout Reminder) throws -> Void) throws -> Reminder {
        try store.update(Reminders.self) { document in
            guard let number = Int(id.trimmed(\.isSpace)),
                let index = document.reminders.firstIndex(where: { $0.id == number })
            else { throw ReminderInputError.noSuchReminder(id) }
            var reminder = document.reminders[index]
            try change(&reminder)
            reminder = Reminder(
                id: reminder.id, rule: reminder.rule, command: reminder.command, note: reminder.note, added: now,
                days: reminder.days, digest: reminder.digest == true)
            document.reminders[index] = reminder
            return reminder
        }
    }

    /// Quiets every reminder from `now` until `until`; pauses already over are forgotten.
    public func pause(from now: Date, until: Date) throws {
        try store.update(Reminders.self) { document in
            document.pauses.removeAll {
                $0.until <= now.addingTimeInterval(-Double(Reminder.lookBack) * 86_400) || $0.covers(now)
            }
            document.pauses.append(ReminderPause(from: now, until: until))
        }
    }

    /// Sets the quiet hours (nil: none).
    public func setQuiet(_ quiet: QuietHours?) throws {
        try store.update(Reminders.self) { $0.quiet = quiet }
    }

    /// Ends the pause in force at `now`; returns whether there was one.
    public func resume(at now: Date) throws -> Bool {
        try store.update(Reminders.self) { document in
            guard let index = document.pauses.lastIndex(where: { $0.covers(now) }) else { return false }
            document.pauses[index].until = now
            return true
        }
    }

    /// The rings not yet shown, through `now`, oldest first (without marking them).
    public func unshown(through now: Date) throws -> [ReminderRing] {
        guard let since = try state().deliveredThrough else { return [] }
        return try all().rings(after: since, through: now, in: zone)
    }

    /// Marks every ring through `now` as shown.
    public func markShown(through now: Date) throws {
        try store.update(ReminderState.self) { state in
            state.deliveredThrough = max(state.deliveredThrough ?? now, now)
        }
    }

    /// Takes the rings not yet shown through `now` and marks them shown, in one locked step, so two
    /// coach processes never both take the same ring as missed.
    public func takeUnshown(through now: Date) throws -> [ReminderRing] {
        let reminders = try all()
        return try store.update(ReminderState.self) { state in
            guard let since = state.deliveredThrough else { return [] }
            state.deliveredThrough = max(since, now)
            return reminders.rings(after: since, through: now, in: zone)
        }
    }

    /// Records the files `remind install` wrote (empty once removed).
    public func recordInstalled(_ files: [String]) throws {
        try store.update(ReminderState.self) { $0.installedFiles = files }
    }
}
