import Storage

/// A reminder the person set: when it rings, the coach command it points to, and a note.
public struct Reminder: JSONRecord, FieldValue {
    /// The small number it is removed by.
    public var id = 0
    /// When it rings.
    public var rule = ReminderRule.daily(WallTime(minutes: 9 * 60))
    /// What to do: a coach command line, `breathe` or `breathe box`.
    public var command = ""
    /// The person's words, `stand up`; nil when none.
    public var note: String?
    /// When it was set (or last changed): it never rings for a time before that.
    public var added = Date(timeIntervalSince1970: 0)
    /// The days of the week it rings on, Monday first; nil (as in files from before days) for every day.
    public var days: [Weekday]?
    /// Whether it is a digest: one ring listing what is left of the day's goals (its command is `today`).
    public var digest: Bool?
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id)
        try fields.field("rule", &rule)
        try fields.field("command", &command)
        try fields.field("note", &note)
        try fields.field("added", &added)
        try fields.field("days", &days)
        try fields.field("digest", &digest)
    }

    public init(
        id: Int, rule: ReminderRule, command: String, note: String?, added: Date, days: [Weekday]? = nil,
        digest: Bool = false
    ) {
        (self.id, self.rule, self.command, self.note, self.added) = (id, rule, command, note, added)
        self.digest = digest ? true : nil
        self.days = days.flatMap { Set($0).count == 7 || $0.isEmpty ? nil : Array(Set($0)).sorted() }
    }

    /// Whether it rings on `day`.
    public func ringsOn(_ day: CalendarDay) -> Bool { days.map { $0.contains(Weekday(day)) } ?? true }

    /// `every day at 11:00`, `weekdays at 08:00`, `every 2h from 09:00 to 18:00 on Mon, Wed, Fri`.
    public var when: String { when(in: .english) }

    /// The same in the language of `words`: `по будням в 08:00`, `каждые 2 ч с 09:00 до 18:00, пн, ср, пт`.
    public func when(in words: Messages) -> String {
        guard let days else { return rule.text(in: words) }
        switch rule {
        case let .daily(time): return words.tr("%@ at %@", Weekday.text(days, in: words), time.text)
        case .every: return words.tr("%@ on %@", rule.text(in: words), Weekday.text(days, in: words))
        }
    }

    /// `stand up: breathe`, or `breathe` without a note.
    public var summary: String { note.map { "\($0): \(command)" } ?? command }
}

/// A stretch of time in which reminders stay quiet.
public struct ReminderPause: JSONRecord, FieldValue {
    /// When the pause began.
    public var from = Date(timeIntervalSince1970: 0)
    /// When reminders ring again.
    public var until = Date(timeIntervalSince1970: 0)
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("from", &from)
        try fields.field("until", &until)
    }

    public init(from: Date, until: Date) { (self.from, self.until) = (from, until) }

    /// Whether `date` falls in the pause.
    public func covers(_ date: Date) -> Bool { date >= from && date < until }
}

/// Every reminder and pause, in `reminders.json`.
public struct Reminders: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "reminders.json"
    public static let empty = Reminders()
    /// The most reminders kept.
    public static let most = 50

    public var version = Reminders.currentVersion
    public var reminders: [Reminder] = []
    /// Pauses not yet over (and recent ones, so rings missed in them are not listed afterwards).
    public var pauses: [ReminderPause] = []
    /// Hours in which rings are held until they end (`remind quiet 22:00-07:00`); nil for none.
    public var quiet: QuietHours?

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public init(reminders: [Reminder], pauses: [ReminderPause] = [], quiet: QuietHours? = nil) {
        (self.reminders, self.pauses, self.quiet) = (reminders, pauses, quiet)
    }

    /// The pause in force at `date`, if any.
    public func pause(at date: Date) -> ReminderPause? { pauses.last { $0.covers(date) } }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("reminders", &reminders)
        try fields.field("pauses", &pauses)
        try fields.field("quiet", &quiet)
    }
}

/// What this machine knows about delivering reminders, in `reminder-state.json`: kept apart from the
/// reminders themselves, because every ring rewrites it.
public struct ReminderState: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "reminder-state.json"
    public static let empty = ReminderState()

    public var version = ReminderState.currentVersion
    /// Every ring up to this instant has been shown (nil before the first reminder).
    public var deliveredThrough: Date?
    /// The files `remind install` wrote, which `remind uninstall` removes.
    public var installedFiles: [String] = []

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("deliveredThrough", &deliveredThrough)
        try fields.field("installedFiles", &installedFiles)
    }
}
