import Storage

/// The visual practices of `relax`.
public enum RelaxPractice: String, CaseIterable, Codable, Sendable, FieldValue {
    case fire, mandala, scenes, particles

    /// What the practice is, for listings.
    public var title: String {
        switch self {
        case .fire: Messages.mark("Fire")
        case .mandala: Messages.mark("Mandala")
        case .scenes: Messages.mark("Scenes")
        case .particles: Messages.mark("Particles")
        }
    }
}

/// One relax session as the log keeps it.
public struct RelaxSessionRecord: JSONRecord {
    public var start = Date(timeIntervalSince1970: 0)
    public var practice = RelaxPractice.fire
    /// Seconds spent, to a tenth.
    public var seconds = 0.0
    /// Mandalas or scenes looked at (the first included); 0 for the fire and the particles.
    public var shown = 0
    /// Pushes given to the particles (a click, a drag or a burst of movement); 0 for the others.
    public var interactions = 0

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("start", &start)
        try fields.field("practice", &practice)
        try fields.field("seconds", &seconds)
        try fields.field("shown", &shown)
        try fields.field("interactions", &interactions)
    }

    public init(start: Date, practice: RelaxPractice, seconds: Double, shown: Int = 0, interactions: Int = 0) {
        (self.start, self.practice, self.seconds, self.shown, self.interactions) = (
            start, practice, seconds, shown, interactions
        )
    }
}

extension RelaxSessionRecord: MonthlyRecord {
    /// `relax/2026-11.json`.
    public static let folder = "relax"
    public static let listKey = "sessions"
    public static let currentVersion = 1
}

/// Sessions, time and what was seen or done in each practice.
public struct RelaxStats: Equatable, Sendable, Encodable {
    public struct Row: Equatable, Sendable, Encodable {
        public var practice: RelaxPractice
        public var sessions = 0
        public var seconds: Double = 0
        public var shown = 0
        public var interactions = 0
    }

    public var rows: [Row]
    public var sessions: Int { rows.reduce(0) { $0 + $1.sessions } }
    public var seconds: Double { rows.reduce(0) { $0 + $1.seconds } }

    /// The totals of `records`, a row a practice that has any, in the order of `RelaxPractice.allCases`. The
    /// journal gives only sessions within bounds (`RelaxSessionRecord.outOfBounds`), so the sums cannot overflow.
    public init(_ records: [RelaxSessionRecord]) {
        rows = RelaxPractice.allCases.compactMap { practice in
            let mine = records.filter { $0.practice == practice }
            guard !mine.isEmpty else { return nil }
            return Row(
                practice: practice, sessions: mine.count, seconds: mine.reduce(0) { $0 + $1.seconds },
                shown: mine.reduce(0) { $0 + $1.shown }, interactions: mine.reduce(0) { $0 + $1.interactions })
        }
    }
}

/// The relax log in the data directory.
public struct RelaxJournal: Sendable {
    let store: any Store
    let calendar: LocalCalendar

    public init(store: any Store, calendar: LocalCalendar) { (self.store, self.calendar) = (store, calendar) }

    /// Appends a session to the month it started in.
    public func log(_ record: RelaxSessionRecord) throws {
        try SessionLog(store: store, calendar: calendar).append(record)
    }

    /// Every session, oldest first.
    public func sessions() throws -> [RelaxSessionRecord] {
        try SessionLog<RelaxSessionRecord>(store: store, calendar: calendar).all()
    }

    /// The sessions started from `first` through `last`, oldest first; reads only those months.
    public func sessions(from first: CalendarDay, through last: CalendarDay) throws -> [RelaxSessionRecord] {
        try SessionLog<RelaxSessionRecord>(store: store, calendar: calendar).records(from: first, through: last)
    }
}
