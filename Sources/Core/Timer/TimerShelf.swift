import Storage

/// A countdown as kept in `timers.json`, so every shell sees it and it outlives the shell that started it.
public struct StoredTimer: JSONRecord, FieldValue {
    public var id = 0
    public var label = ""
    /// The length asked for, in milliseconds.
    public var milliseconds: Int64 = 0
    /// When it rings, on the wall clock.
    public var ends = Date(timeIntervalSince1970: 0)
    /// True when a coach started from the system shell or a script waits for it and rings it itself:
    /// shells list and cancel it but leave the ringing to that coach. Absent in older files and for a shell's.
    public var waited: Bool?
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public init(id: Int, label: String, milliseconds: Int64, ends: Date, waited: Bool?) {
        (self.id, self.label, self.milliseconds, self.ends, self.waited) = (id, label, milliseconds, ends, waited)
    }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id)
        try fields.field("label", &label)
        try fields.field("milliseconds", &milliseconds)
        try fields.field("ends", &ends)
        try fields.field("waited", &waited)
    }

    /// The countdown as shells show it.
    public var timer: RunningTimer {
        RunningTimer(id: id, duration: .milliseconds(milliseconds), label: label, waited: waited == true)
    }
}

/// Every countdown started in a shell and not yet rung or cancelled.
public struct StoredTimers: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "timers.json"
    public static let empty = StoredTimers()

    public var version = StoredTimers.currentVersion
    public var timers: [StoredTimer] = []

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("timers", &timers)
    }
}

/// The countdowns in the data directory (`timers.json`), changed under the store's lock.
public struct TimerShelf: Sendable {
    let store: any Store

    public init(store: any Store) { self.store = store }

    /// Every countdown kept, soonest first.
    public func all() throws(StoreError) -> [StoredTimer] {
        let timers = try store.load(StoredTimers.self).timers
        return StoredValueWarnings.kept(timers, in: StoredTimers.defaultPath).sorted { $0.ends < $1.ends }
    }

    /// Keeps a new countdown of `duration` ending `duration` after `now`, numbered after the others;
    /// `waited` when the coach that starts it waits for it in the foreground and rings it itself.
    public func add(_ duration: Duration, label: String, now: Date, waited: Bool = false) throws -> StoredTimer {
        try store.update(StoredTimers.self) { shelf in
            let milliseconds =
                duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
            let timer = StoredTimer(
                id: NextNumber.after(shelf.timers.map(\.id)), label: label, milliseconds: milliseconds,
                ends: now.addingTimeInterval(Double(milliseconds) / 1000), waited: waited ? true : nil)
            shelf.timers.append(timer)
            return timer
        }
    }

    /// Whether the countdown `id` is still kept (not cancelled).
    public func holds(_ id: Int) throws(StoreError) -> Bool {
        try store.load(StoredTimers.self).timers.contains { $0.id == id }
    }

    /// Takes the countdown `id` off the shelf and returns it; nil when it is not there (cancelled, or rung by another shell).
    public func take(_ id: Int) throws -> StoredTimer? {
        try store.update(StoredTimers.self) { shelf in
            shelf.timers.firstIndex { $0.id == id }.map { shelf.timers.remove(at: $0) }
        }
    }

    /// Takes every countdown off the shelf and returns them.
    public func takeAll() throws -> [StoredTimer] {
        try store.update(StoredTimers.self) { shelf in
            defer { shelf.timers = [] }
            return shelf.timers
        }
    }

    /// Takes off the countdowns that ended by `now` (while no shell was open to ring them) and returns them.
    public func takeEnded(by now: Date) throws -> [StoredTimer] {
        try store.update(StoredTimers.self) { shelf in
            let ended = shelf.timers.filter { $0.ends <= now }
            shelf.timers.removeAll { $0.ends <= now }
            return ended.sorted { $0.ends < $1.ends }
        }
    }
}
