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
    /// The check-ins to add, in day order.
    public private(set) var checkIns: [CheckIn] = []
    /// Days the source holds that an earlier import already added.
    public private(set) var alreadyThere = 0
    /// Days of a mood journal that have a check-in made here, left as they are.
    public private(set) var checkedInHere = 0
    /// The trackers as they will be kept: new ones added, an imported one removed since brought back.
    public private(set) var trackers: Trackers
    /// The first and last day of the entries to add.
    public var span: ClosedRange<CalendarDay>? {
        let days = (
            entries.first.map(day) ?? checkIns.first?.calendarDay, entries.last.map(day) ?? checkIns.last?.calendarDay
        )
        guard let first = days.0, let last = days.1, first <= last else { return nil }
        return first...last
    }

    private let calendar: LocalCalendar
    /// The trackers as they were.
    private let before: Trackers

    /// Decides what `history` adds to `trackers` and their log, whose entries came from `sources` (each kept entry's
    /// tracker and source: `floss loop@2026-11-28`, as `sources(in:)` reads them), and its check-ins to the days
    /// `checkedIn` holds (each day's source, empty for one made here, as `checkedIn(in:)` reads them). A new tracker takes the habit's name made a tracker name, or a free one when a
    /// built-in area (`reserved`), a command (`commands`) or another tracker has it.
    public init(
        _ history: ImportedHistory, trackers: Trackers, sources: Set<String>, reserved: ReservedNames,
        commands: Set<String>, checkedIn: [String: String] = [:], calendar: LocalCalendar, now: Date
    ) {
        (self.trackers, self.calendar, before) = (trackers, calendar, trackers)
        var known = sources
        for habit in history.habits {
            let (index, isNew) = place(habit, reserved: reserved, commands: commands, now: now)
            let tracker = self.trackers.trackers[index]
            var placement = Placement(
                habit: habit.name, tracker: tracker, isNew: isNew, goal: isNew ? habit.goal : nil, added: 0,
                skipped: 0)
            let app = habit.source.prefix { $0 != ":" }
            for day in habit.days {
                let source = app + "@" + day.day.text
                guard known.insert(tracker.id + " " + source).inserted else {
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
        for imported in history.checkIns {
            switch checkedIn[imported.day.text] {
            case nil: checkIns.append(imported.checkIn)
            case "": checkedInHere += 1
            default: alreadyThere += 1
            }
        }
        entries = entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
    }

    /// The index in `trackers` of the tracker `habit` goes to, and whether it is new: the one imported from it
    /// before (brought back if removed), else one in use of its name and kind added here, else a new one.
    private mutating func place(_ habit: ImportedHabit, reserved: ReservedNames, commands: Set<String>, now: Date)
        -> (Int, Bool)
    {
        if let index = trackers.trackers.firstIndex(where: { $0.source == habit.source })
            ?? trackers.trackers.firstIndex(where: { $0.source.map(habit.aliases.contains) == true })
        {
            trackers.trackers[index].removed = nil
            trackers.trackers[index].source = habit.source
            return (index, false)
        }
        // A tracker of its name and kind made here, or imported from the same app by another id, is joined.
        let name = TrackerName.imported(habit.name)
        let app = habit.source.prefix { $0 != ":" } + ":"
        if let index = trackers.trackers.firstIndex(where: {
            $0.name == name && $0.removed == nil && $0.kind == habit.kind
                && ($0.source == nil || $0.source?.hasPrefix(app) == true) && reserved.area(named: name) == nil
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

    /// Whether it changes nothing: no entry to add, and the trackers as they were (none new, none brought back, none
    /// now known by a backup's lasting id).
    public var isEmpty: Bool { entries.isEmpty && checkIns.isEmpty && trackers == before }

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
                let kept = Set(records.compactMap(Self.key))
                records += byMonth[month, default: []].filter { !kept.contains(Self.key($0) ?? "") }
            }
        }
        try applyCheckIns(to: store)
    }

    /// Writes the check-ins to add: a day that has one by now keeps it.
    private func applyCheckIns(to store: any Store) throws {
        let log = MonthLog<CheckIn>(store: store)
        let byMonth = Dictionary(grouping: checkIns) { $0.calendarDay.logMonth }
        for month in byMonth.keys.sorted() {
            try log.update(month) { records in
                let days = Set(records.map(\.day))
                records += byMonth[month, default: []].filter { !days.contains($0.day) }
            }
        }
    }

    /// Each day with a check-in in `store`, and its source: empty for one made here.
    public static func checkedIn(in store: any Store) throws(StoreError) -> [String: String] {
        let log = MonthLog<CheckIn>(store: store)
        var days: [String: String] = [:]
        for month in try log.months() {
            for checkIn in try log.storedRecords(in: month) { days[checkIn.day] = checkIn.source ?? "" }
        }
        return days
    }

    /// Every imported entry kept in `store`'s tracker log, by its tracker and source: `floss loop@2026-11-28`.
    public static func sources(in store: any Store) throws(StoreError) -> Set<String> {
        let log = MonthLog<TrackerEntry>(store: store)
        var sources = Set<String>()
        for month in try log.months() { sources.formUnion(try log.storedRecords(in: month).compactMap(key)) }
        return sources
    }

    /// An imported entry's tracker and source; nil for one logged here.
    static func key(_ entry: TrackerEntry) -> String? { entry.source.map { entry.tracker + " " + $0 } }
}
