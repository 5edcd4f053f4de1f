import Storage

/// The entry `track undo` takes back: this machine's last, in `trackers/last-entry.json`.
public struct TrackerUndo: StoredDocument {
    public static let currentVersion = 1
    public static let defaultPath = "trackers/last-entry.json"
    public static let empty = TrackerUndo()

    public var version = TrackerUndo.currentVersion
    /// The entry's id and the month file it is in; nil after an undo.
    public var id: String?
    public var month: String?
}

/// A person's trackers and their log: `trackers.json` and one file a month (`trackers/2026-11.json`).
public struct TrackerBook: Sendable {
    let store: any Store
    let calendar: LocalCalendar
    let log: MonthLog<TrackerEntry>

    public init(store: any Store, calendar: LocalCalendar) {
        (self.store, self.calendar, log) = (store, calendar, MonthLog(store: store))
    }

    /// Every tracker, removed ones too.
    public func all() throws(StoreError) -> Trackers { try store.load(Trackers.self) }

    /// The trackers in use.
    public func active() throws(StoreError) -> [Tracker] { try all().active }

    /// The tracker in use named `name`; throws, with the nearest name, when there is none.
    public func tracker(named name: String) throws -> Tracker {
        let trackers = try active()
        if let found = trackers.first(where: { $0.name == name.lowercased() }) { return found }
        throw TrackerError.unknown(name, among: trackers)
    }

    /// Adds `tracker`, or brings back a removed one of that name (with its log); returns it and whether it came back.
    public func add(_ tracker: Tracker) throws -> (tracker: Tracker, broughtBack: Bool) {
        try store.update(Trackers.self) { trackers in
            if let index = trackers.trackers.firstIndex(where: { $0.name == tracker.name }) {
                guard trackers.trackers[index].removed != nil else { throw TrackerError.exists(tracker.name) }
                trackers.trackers[index].removed = nil
                return (trackers.trackers[index], true)
            }
            var added = tracker
            var number = 2
            while trackers.trackers.contains(where: { $0.id == added.id }) {
                added.id = "\(tracker.name)-\(number)"
                number += 1
            }
            trackers.trackers.append(added)
            return (added, false)
        }
    }

    /// Changes the tracker in use named `name`; returns it as it was.
    @discardableResult
    public func change(_ name: String, _ change: (inout Tracker) throws -> Void) throws -> Tracker {
        try store.update(Trackers.self) { trackers in
            guard let index = trackers.trackers.firstIndex(where: { $0.name == name.lowercased() && $0.removed == nil })
            else {
                throw TrackerError.unknown(name, among: trackers.active)
            }
            let before = trackers.trackers[index]
            try change(&trackers.trackers[index])
            if trackers.trackers.contains(where: { $0.name == trackers.trackers[index].name && $0.id != before.id }) {
                throw TrackerError.exists(trackers.trackers[index].name)
            }
            return before
        }
    }

    /// Logs `entry`; `track undo` can take it back.
    public func log(_ entry: TrackerEntry) throws {
        let month = CalendarDay(entry.time, in: calendar).logMonth
        try log.append(entry, in: month)
        try store.update(TrackerUndo.self) {
            $0.id = entry.id
            $0.month = month.text
        }
    }

    /// Takes back this machine's last entry; returns it.
    public func undo() throws -> TrackerEntry {
        let last = try store.load(TrackerUndo.self)
        guard let id = last.id, let month = last.month.flatMap({ LogMonth($0) }) else {
            throw TrackerError.nothingToUndo
        }
        let removed = try log.update(month) { entries -> TrackerEntry? in
            guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
            return entries.remove(at: index)
        }
        try store.update(TrackerUndo.self) {
            $0.id = nil
            $0.month = nil
        }
        guard let removed else { throw TrackerError.nothingToUndo }
        return removed
    }

    /// The entries of `tracker` from `first` through `last`, in the order they happened.
    public func entries(of tracker: Tracker, from first: CalendarDay, through last: CalendarDay) throws(StoreError)
        -> [TrackerEntry]
    {
        let (start, end) = (first.start(in: calendar), last.adding(days: 1).start(in: calendar))
        var entries: [TrackerEntry] = []
        for month in try log.months() where month >= first.logMonth && month <= last.logMonth {
            entries += try log.records(in: month).filter {
                $0.tracker == tracker.id && $0.time >= start && $0.time < end
            }
        }
        return entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
    }

    /// The value of each day of `tracker` from `first` through `last`, through a summary kept beside each
    /// month file (in thousandths), so streaks over years read a line a day.
    public func values(of tracker: Tracker, from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay:
        Double]
    {
        let summary = "t-" + tracker.id.utf8.map { String($0, radix: 16) }.joined()
        return try DailySummary.read(
            TrackerEntry.self, summary: summary, store: store, zone: calendar.timeZone, from: first, through: last,
            records: { try log.records(in: $0) }
        ) { entries in
            var byDay: [CalendarDay: [TrackerEntry]] = [:]
            for entry in entries.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            ).map(\.element)
            where entry.tracker == tracker.id {
                byDay[CalendarDay(entry.time, in: calendar), default: []].append(entry)
            }
            return byDay.compactMapValues { tracker.value(of: $0).map { [Int(($0 * 1000).rounded())] } }
        }.compactMapValues { $0.first.map { Double($0) / 1000 } }
    }
}
