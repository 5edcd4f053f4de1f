import Storage

/// What an import would add to the data directory, decided before anything is written: the trackers new to
/// coach, the habits that join a tracker already here, and the entries not imported before (each entry keeps the
/// source's id for its day, so a second import of the same file finds them all and adds nothing).
public struct HistoryImportPlan: Sendable {
    /// A habit of the other app and the tracker it goes to.
    public struct Placement: Sendable, Equatable {
        /// The habit's name in the other app.
        public var habit: String
        /// The tracker it goes to, as coach keeps it.
        public var tracker: Tracker
        /// Whether the tracker is new; otherwise it was imported before, or had the habit's name and kind.
        public var isNew: Bool
        /// The goal a new tracker takes; nil for none (or for a tracker already here, whose goal is kept).
        public var goal: AreaGoal?
        /// Its entries this import adds, and the days among them skipped on purpose.
        public var added: Int, skipped: Int
    }

    public private(set) var placements: [Placement] = []
    /// Every entry to add, in day order.
    public private(set) var entries: [TrackerEntry] = []
    /// Days the source holds that an earlier import already added.
    public private(set) var alreadyThere = 0
    /// The trackers as they will be kept: new ones added, an imported one removed since brought back.
    public private(set) var trackers: Trackers
    /// The first and last day of the entries to add.
    public var span: ClosedRange<CalendarDay>? {
        guard let first = entries.first, let last = entries.last else { return nil }
        return first.time <= last.time ? day(of: first)...day(of: last) : nil
    }

    private let calendar: LocalCalendar

    /// Decides what `history` adds to `trackers` and their log, whose entries came from `sources` (the source ids
    /// of the entries already kept). A new tracker takes the habit's name made a tracker name, or a free one when a
    /// built-in area (`reserved`), a command (`commands`) or another tracker has it.
    public init(
        _ history: ImportedHistory, trackers: Trackers, sources: Set<String>, reserved: ReservedNames,
        commands: Set<String>, calendar: LocalCalendar, now: Date
    ) {
        (self.trackers, self.calendar) = (trackers, calendar)
        for habit in history.habits {
            let (index, isNew) = place(habit, reserved: reserved, commands: commands, now: now)
            let tracker = self.trackers.trackers[index]
            var placement = Placement(
                habit: habit.name, tracker: tracker, isNew: isNew, goal: isNew ? habit.goal : nil, added: 0,
                skipped: 0)
            for day in habit.days {
                let source = habit.source + "@" + day.day.text
                guard !sources.contains(source) else {
                    alreadyThere += 1
                    continue
                }
                let time = calendar.date(
                    from: DateComponents(year: day.day.year, month: day.day.month, day: day.day.day, hour: 12))
                var entry = TrackerEntry(
                    tracker: tracker.id, time: time ?? Date(timeIntervalSince1970: Double(day.day.ordinal) * 86_400),
                    value: 0)
                entry.source = source
                switch day.mark {
                case let .value(value): entry.value = value
                case .skipped:
                    entry.skipped = true
                    placement.skipped += 1
                }
                placement.added += 1
                entries.append(entry)
            }
            placements.append(placement)
        }
        entries = entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
    }

    /// The index in `trackers` of the tracker `habit` goes to, and whether it is new: the one imported from it
    /// before (brought back if removed), else one in use of its name and kind added here, else a new one.
    private mutating func place(_ habit: ImportedHabit, reserved: ReservedNames, commands: Set<String>, now: Date)
        -> (Int, Bool)
    {
        if let index = trackers.trackers.firstIndex(where: { $0.source == habit.source }) {
            trackers.trackers[index].removed = nil
            return (index, false)
        }
        let name = TrackerName.imported(habit.name)
        if let index = trackers.trackers.firstIndex(where: {
            $0.name == name && $0.removed == nil && $0.source == nil && $0.kind == habit.kind
                && reserved.area(named: name) == nil
        }) {
            return (index, false)
        }
        let taken = Set(trackers.trackers.flatMap { [$0.name.lowercased(), $0.id] })
        var free = name
        if reserved.area(named: name) != nil || commands.contains(name) {
            free = reserved.free(for: name, besides: taken.union(commands))
        }
        var number = 2
        while taken.contains(free) {
            free = String(name.prefix(TrackerName.longest - 1 - String(number).count)) + "-\(number)"
            number += 1
        }
        var tracker = Tracker(name: free, kind: habit.kind, unit: habit.unit, added: now)
        tracker.source = habit.source
        trackers.trackers.append(tracker)
        return (trackers.trackers.count - 1, true)
    }

    private func day(of entry: TrackerEntry) -> CalendarDay { CalendarDay(entry.time, in: calendar) }

    /// Whether it adds anything.
    public var isEmpty: Bool { entries.isEmpty && !placements.contains(where: \.isNew) }

    /// Writes the plan into `store`: the trackers, the new trackers' goals (a goal already set is kept), and each
    /// month's new entries (an entry whose source id the month holds by now is left out). Run it inside a group of
    /// changes (`Store.openGroup`), so every file is written together at its end.
    public func apply(to store: any Store) throws {
        let trackers = self.trackers
        try store.update(Trackers.self) { $0.trackers = trackers.trackers }
        let goals = placements.filter(\.isNew).compactMap { placement in
            placement.goal.map { (placement.tracker.id, $0) }
        }
        if !goals.isEmpty {
            try store.update(Goals.self) { stored in
                for (id, goal) in goals where stored.byArea[id] == nil { stored.byArea[id] = goal }
            }
        }
        let log = MonthLog<TrackerEntry>(store: store)
        let byMonth = Dictionary(grouping: entries) { day(of: $0).logMonth }
        for month in byMonth.keys.sorted() {
            try log.update(month) { records in
                let kept = Set(records.compactMap(\.source))
                records += byMonth[month, default: []].filter { !kept.contains($0.source ?? "") }
            }
        }
    }

    /// The source ids of every entry kept in `store`'s tracker log.
    public static func sources(in store: any Store) throws(StoreError) -> Set<String> {
        let log = MonthLog<TrackerEntry>(store: store)
        var sources = Set<String>()
        for month in try log.months() {
            for entry in try log.storedRecords(in: month) { if let source = entry.source { sources.insert(source) } }
        }
        return sources
    }
}
