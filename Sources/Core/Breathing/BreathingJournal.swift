import Storage

/// One breathing session as the log keeps it, finished or ended early.
public struct BreathingSessionRecord: JSONRecord {
    public var start = Date(timeIntervalSince1970: 0)
    public var technique = ""
    public var pattern = BreathingPattern(inhale: 0, exhale: 0)
    public var cyclesPlanned = 0
    public var cyclesDone = 0
    /// Seconds actually breathed (pauses not counted).
    public var seconds = 0.0
    public var completed = false

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("start", &start)
        try fields.field("technique", &technique)
        try fields.field("pattern", &pattern)
        try fields.field("cyclesPlanned", &cyclesPlanned)
        try fields.field("cyclesDone", &cyclesDone)
        try fields.field("seconds", &seconds)
        try fields.field("completed", &completed)
    }

    public init(
        start: Date, technique: String, pattern: BreathingPattern, cyclesPlanned: Int, cyclesDone: Int, seconds: Double,
        completed: Bool
    ) {
        self.start = start
        self.technique = technique
        self.pattern = pattern
        self.cyclesPlanned = cyclesPlanned
        self.cyclesDone = cyclesDone
        self.seconds = seconds
        self.completed = completed
    }
}

extension BreathingSessionRecord: MonthlyRecord {
    /// Sessions are kept by the month they started in: `breathing/2026-11.json`.
    public static let folder = "breathing"
    public static let listKey = "sessions"
    public static let currentVersion = 1
}

/// The user's own patterns, saved by `breathe save`.
public struct SavedBreathingPatterns: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "breathing-patterns.json"
    public static let empty = SavedBreathingPatterns()

    public var version = SavedBreathingPatterns.currentVersion
    public var patterns: [String: BreathingPattern] = [:]
    /// The ambience a pattern was saved with (`ocean`, `rain`), by name; absent in older files.
    public var sounds: [String: String]?

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("patterns", &patterns)
        try fields.field("sounds", &sounds)
    }
}

/// The breathing log and saved patterns kept in the data directory.
public struct BreathingJournal: Sendable {
    let store: any Store
    /// The user's calendar: which month a session is filed in.
    let calendar: LocalCalendar

    /// The journal in `store`, months counted in `calendar`.
    public init(store: any Store, calendar: LocalCalendar) {
        (self.store, self.calendar) = (store, calendar)
    }

    /// Appends a session to its month file.
    public func log(_ record: BreathingSessionRecord) throws {
        try SessionLog(store: store, calendar: calendar).append(record)
    }

    /// Every logged session, oldest first.
    public func sessions() throws -> [BreathingSessionRecord] {
        try SessionLog<BreathingSessionRecord>(store: store, calendar: calendar).all()
    }

    /// The sessions started from `first` through `last` (whole days), oldest first; reads only those months.
    public func sessions(from first: CalendarDay, through last: CalendarDay) throws -> [BreathingSessionRecord] {
        try SessionLog<BreathingSessionRecord>(store: store, calendar: calendar).records(from: first, through: last)
    }

    /// The patterns the user saved, by name.
    /// A pattern out of bounds (read from a file) is left out and named in a warning.
    public func savedPatterns() throws(StoreError) -> [String: BreathingPattern] {
        try store.load(SavedBreathingPatterns.self).patterns.filter { name, pattern in
            let problem = OutOfBounds.said(file: SavedBreathingPatterns.defaultPath) { words in
                pattern.partOutOfBounds(in: words).map {
                    (
                        words.tr("the saved pattern %@ has %@", StoredBound.quoted(name), $0),
                        words.tr("Remove it with 'breathe remove %@' or fix the file", name)
                    )
                }
            }
            problem.map(StoredValueWarnings.report)
            return problem == nil
        }
    }

    /// Keeps `pattern` under `name` with its ambience (nil: none), replacing one saved before.
    public func save(_ pattern: BreathingPattern, as name: String, sound: AmbienceKind? = nil) throws {
        try store.update(SavedBreathingPatterns.self) {
            $0.patterns[name] = pattern
            var sounds = $0.sounds ?? [:]
            sounds[name] = sound?.rawValue
            $0.sounds = sounds.isEmpty ? nil : sounds
        }
    }

    /// The ambience the pattern `name` was saved with; nil for none (or a name not saved).
    public func savedSound(named name: String) -> AmbienceKind? {
        (try? store.load(SavedBreathingPatterns.self))?.sounds?[name].flatMap(AmbienceKind.init(rawValue:))
    }

    /// Forgets the pattern saved as `name` and returns it; nil when there was none.
    public func removePattern(named name: String) throws -> BreathingPattern? {
        try store.update(SavedBreathingPatterns.self) {
            $0.sounds?.removeValue(forKey: name)
            if $0.sounds?.isEmpty == true { $0.sounds = nil }
            return $0.patterns.removeValue(forKey: name)
        }
    }
}
