import Storage

/// The entry `track undo` takes back: this machine's last, in `trackers/last-entry.json`.
public struct TrackerUndo: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "trackers/last-entry.json"
    public static let empty = TrackerUndo()

    public var version = TrackerUndo.currentVersion
    /// The entry's id and the month file it is in; nil after an undo.
    public var id: String?
    public var month: String?
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("id", &id)
        try fields.field("month", &month)
    }
}

/// A person's trackers and their log: `trackers.json` and one file a month (`trackers/2026-11.json`). A tracker is
/// shown and found by the name `Trackers.shown(reserved:)` gives it: its own, or `my-breathing` for one whose own is
/// a built-in area's, which `trackers.json` keeps as it is.
public struct TrackerBook: Sendable {
    let store: any Store
    let calendar: LocalCalendar
    let log: MonthLog<TrackerEntry>
    /// The names no tracker may take: the built-in areas' and the commands'.
    public let reserved: ReservedNames

    /// The trackers in `store`; `reserved` are the names they may not take (none for a book that only reads logs).
    public init(store: any Store, calendar: LocalCalendar, reserved: ReservedNames = .none) {
        (self.store, self.calendar, log, self.reserved) = (store, calendar, MonthLog(store: store), reserved)
    }

    /// Every tracker, removed ones too, each by the name it is shown by.
    public func all() throws(StoreError) -> Trackers { try read().shown }

    /// The trackers in use.
    public func active() throws(StoreError) -> [Tracker] { try all().active }

    /// The tracker in use named `name`; throws, with the nearest name, when there is none.
    public func tracker(named name: String) throws -> Tracker {
        let (stored, shown) = try read()
        guard let index = Self.index(of: name, shown: shown, stored: stored) else {
            throw TrackerError.unknown(name, among: shown.active)
        }
        return shown.trackers[index]
    }

    /// The trackers as kept and as shown; those in use shown by another name than their own are reported to the
    /// running command (`RenamedTrackers`), which says so once.
    private func read() throws(StoreError) -> (stored: Trackers, shown: Trackers) {
        let stored = try store.load(Trackers.self)
        let (shown, renamed) = stored.shown(reserved: reserved)
        if !renamed.isEmpty, let found = RenamedTrackers.found {
            let inUse = Set(shown.active.map { [$0.id, $0.name] })
            found.note(renamed.filter { inUse.contains([$0.id, $0.shownAs]) })
        }
        return (stored, shown)
    }

    /// The index of the tracker in use shown as `name`, any case; else of one in use whose own name it is, though it
    /// is shown by another (`track rename breathing …` still finds the tracker shown as `my-breathing`).
    static func index(of name: String, shown: Trackers, stored: Trackers) -> Int? {
        let name = name.lowercased()
        return shown.trackers.indices.first {
            shown.trackers[$0].name.lowercased() == name && shown.trackers[$0].removed == nil
        }
            ?? stored.trackers.indices.first {
                stored.trackers[$0].name == name && stored.trackers[$0].removed == nil
                    && shown.trackers[$0].name != name
            }
    }

    /// Adds `tracker`, or brings back a removed one of that name (with its log); returns it and whether it came back.
    /// A built-in area's name, or one another tracker has or is shown by, is refused.
    public func add(_ tracker: Tracker) throws -> (tracker: Tracker, broughtBack: Bool) {
        try store.update(Trackers.self) { trackers in
            let shown = trackers.shown(reserved: reserved).trackers
            if let index = shown.trackers.firstIndex(where: { $0.name == tracker.name }) {
                guard trackers.trackers[index].removed != nil else { throw TrackerError.exists(tracker.name) }
                trackers.trackers[index].removed = nil
                // One shown by another name than its own takes the name it was brought back by.
                trackers.trackers[index].name = tracker.name
                return (trackers.trackers[index], true)
            }
            try refuse(tracker.name, stored: trackers, shown: shown, for: nil)
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

    /// Changes the tracker in use named `name` (as `tracker(named:)` finds it); returns it as it was shown. A new
    /// name that is a built-in area's, or another tracker's, is refused.
    @discardableResult
    public func change(_ name: String, _ change: (inout Tracker) throws -> Void) throws -> Tracker {
        try store.update(Trackers.self) { trackers in
            let shown = trackers.shown(reserved: reserved).trackers
            guard let index = Self.index(of: name, shown: shown, stored: trackers) else {
                throw TrackerError.unknown(name, among: shown.active)
            }
            let before = trackers.trackers[index]
            try change(&trackers.trackers[index])
            if trackers.trackers[index].name != before.name {
                try refuse(trackers.trackers[index].name, stored: trackers, shown: shown, for: index)
            }
            return shown.trackers[index]
        }
    }

    /// Renames the tracker in use named `name` (as `tracker(named:)` finds it) to `new`, checked as `TrackerName`
    /// checks it; returns it as it was shown. A built-in area's name, or another tracker's, is refused, even when it
    /// is the tracker's own name as kept (`breathing` for the tracker shown as `my-breathing`).
    @discardableResult
    public func rename(_ name: String, to new: String) throws -> Tracker {
        try store.update(Trackers.self) { trackers in
            let shown = trackers.shown(reserved: reserved).trackers
            guard let index = Self.index(of: name, shown: shown, stored: trackers) else {
                throw TrackerError.unknown(name, among: shown.active)
            }
            try refuse(new, stored: trackers, shown: shown, for: index)
            trackers.trackers[index].name = new
            return shown.trackers[index]
        }
    }

    /// Refuses `name` for the tracker at `index` (nil for a new one) when it is a built-in area's, suggesting a free
    /// name (for a removed tracker of that name, the one that brings it back), or another tracker's, as it is kept
    /// or shown.
    func refuse(_ name: String, stored: Trackers, shown: Trackers, for index: Int?) throws(TrackerError) {
        let others = stored.trackers.indices.filter { $0 != index }
        let taken = Set(others.flatMap { [stored.trackers[$0].name.lowercased(), shown.trackers[$0].name] })
        if let area = reserved.area(named: name) {
            let removed = others.first {
                index == nil && stored.trackers[$0].name == name.lowercased() && stored.trackers[$0].removed != nil
            }
            throw .areaName(
                name, area: area,
                suggestion: removed.map { shown.trackers[$0].name } ?? reserved.free(for: name, besides: taken))
        }
        if taken.contains(name.lowercased()) { throw .exists(name) }
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
            entries += try records(of: tracker, in: month).filter { $0.time >= start && $0.time < end }
        }
        return entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
    }

    /// The entries of `tracker` in `month` within bounds; those of its own out of bounds are reported. Only its own:
    /// each tracker's summary naming every entry of the month out of bounds wrote each problem once for every
    /// tracker (a thousand trackers with a bad entry each: 438 MB of summaries, a minute to build).
    func records(of tracker: Tracker, in month: LogMonth) throws(StoreError) -> [TrackerEntry] {
        let own = try log.storedRecords(in: month).filter { $0.tracker == tracker.id }
        return StoredValueWarnings.kept(own, in: MonthLog<TrackerEntry>.path(of: month))
    }

    /// The days of `tracker` from `first` through `last` skipped on purpose (an imported habit's skips), through a
    /// summary kept beside each month file as its values are.
    public func skippedDays(of tracker: Tracker, from first: CalendarDay, through last: CalendarDay) throws -> Set<
        CalendarDay
    > {
        let summary = "days/s-" + tracker.id.utf8.map { String($0, radix: 16) }.joined()
        return try Set(
            DailySummary.read(
                TrackerEntry.self, summary: summary, store: store, calendar: calendar, from: first, through: last,
                records: { try records(of: tracker, in: $0) }
            ) { entries in
                var days: [CalendarDay: [Int]] = [:]
                for entry in entries where entry.skipped == true { days[CalendarDay(entry.time, in: calendar)] = [1] }
                return days
            }.keys)
    }

    /// The value of each day of `tracker` from `first` through `last`, through a summary kept beside each
    /// month file (in thousandths), so streaks over years read a line a day.
    public func values(of tracker: Tracker, from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay:
        Double]
    {
        let summary = "days/t-" + tracker.id.utf8.map { String($0, radix: 16) }.joined()
        return try DailySummary.read(
            TrackerEntry.self, summary: summary, store: store, calendar: calendar, from: first, through: last,
            records: { try records(of: tracker, in: $0) }
        ) { entries in
            var byDay: [CalendarDay: [TrackerEntry]] = [:]
            for entry in entries.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            ).map(\.element) {
                byDay[CalendarDay(entry.time, in: calendar), default: []].append(entry)
            }
            return byDay.compactMapValues { tracker.value(of: $0).map { [Int(($0 * 1000).rounded())] } }
        }.compactMapValues { $0.first.map { Double($0) / 1000 } }
    }
}
