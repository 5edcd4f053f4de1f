import Storage

/// What a practice's sessions are counted in: minutes (breathing, relax), cards (study) or entries (a tracker).
public enum PracticeKind: String, Sendable, Encodable {
    case timed, cards, entries
}

/// One sitting of a practice: a breathing or relax session, a run of flashcards graded without a break of more
/// than half an hour, or a tracker's entry.
public struct PracticeSession: Equatable, Sendable {
    /// The day it counts for.
    public var day: CalendarDay
    /// Seconds spent; 0 where time is not kept (study, trackers).
    public var seconds: Double
    /// Cards graded in it, or 1.
    public var items: Int

    public init(day: CalendarDay, seconds: Double = 0, items: Int = 1) {
        (self.day, self.seconds, self.items) = (day, seconds, items)
    }
}

/// Every session of one practice, oldest first: what `stats`, achievements and trends are reckoned from.
public struct PracticeLog: Equatable, Sendable {
    /// `breathing`, `relax`, `study` or a tracker's name.
    public var practice: String
    /// `Breathing`, or a tracker's name as its person wrote it.
    public var title: String
    /// Whether `title` is coach's own word (translated) rather than a person's name.
    public var titleIsOurs: Bool
    public var kind: PracticeKind
    public var sessions: [PracticeSession]

    public init(practice: String, title: String, titleIsOurs: Bool, kind: PracticeKind, sessions: [PracticeSession]) {
        (self.practice, self.title, self.titleIsOurs, self.kind) = (practice, title, titleIsOurs, kind)
        self.sessions = sessions.sorted { $0.day < $1.day }
    }

    /// Minutes, cards or entries in all: what "100 …" counts.
    public var amount: Double {
        kind == .timed ? sessions.reduce(0) { $0 + $1.seconds } / 60 : Double(sessions.reduce(0) { $0 + $1.items })
    }

    /// Seconds spent in all; 0 where time is not kept.
    public var seconds: Double { sessions.reduce(0) { $0 + $1.seconds } }

    /// The different days with a session.
    public var days: Set<CalendarDay> { Set(sessions.map(\.day)) }

    /// Reviews graded less than this apart are one sitting.
    static let sittingGap: Double = 30 * 60

    /// The breathing log.
    public static func breathing(in sources: AreaSources) throws -> PracticeLog {
        let sessions = try BreathingJournal(store: sources.store, calendar: sources.calendar).sessions()
        return timed("breathing", BreathingArea().title, sessions.map { ($0.start, $0.seconds) }, sources)
    }

    /// The relax log.
    public static func relax(in sources: AreaSources) throws -> PracticeLog {
        let sessions = try RelaxJournal(store: sources.store, calendar: sources.calendar).sessions()
        return timed("relax", RelaxArea().title, sessions.map { ($0.start, $0.seconds) }, sources)
    }

    /// A practice that keeps time, from its sessions' starts and lengths.
    private static func timed(
        _ practice: String, _ title: String, _ sessions: [(start: Date, seconds: Double)], _ sources: AreaSources
    ) -> PracticeLog {
        PracticeLog(
            practice: practice, title: title, titleIsOurs: true, kind: .timed,
            sessions: sessions.map {
                PracticeSession(day: CalendarDay($0.start, in: sources.calendar), seconds: $0.seconds)
            })
    }

    /// The flashcards graded, a sitting a session.
    public static func study(in sources: AreaSources) throws -> PracticeLog {
        var sittings: [PracticeSession] = []
        var last: Date?
        for review in try StudyJournal(store: sources.store, calendar: sources.calendar).reviews() {
            if let last, review.date.timeIntervalSince(last) <= sittingGap, !sittings.isEmpty {
                sittings[sittings.count - 1].items += 1
            } else {
                sittings.append(PracticeSession(day: CalendarDay(review.date, in: sources.calendar)))
            }
            last = review.date
        }
        return PracticeLog(
            practice: "study", title: StudyArea().title, titleIsOurs: true, kind: .cards, sessions: sittings)
    }

    /// A tracker's entries through `today`, a day skipped on purpose left out.
    public static func tracker(_ tracker: Tracker, through today: CalendarDay, in sources: AreaSources) throws
        -> PracticeLog
    {
        let entries = try TrackerBook(store: sources.store, calendar: sources.calendar).entries(
            of: tracker, from: CalendarDay(year: 1970, month: 1, day: 1), through: today)
        return PracticeLog(
            practice: tracker.name, title: tracker.name, titleIsOurs: false, kind: .entries,
            sessions: entries.filter { $0.skipped != true }.map {
                PracticeSession(day: CalendarDay($0.time, in: sources.calendar))
            })
    }

    /// Every practice: breathing, relax, study, then each of `trackers`.
    public static func all(trackers: [Tracker], through today: CalendarDay, in sources: AreaSources) throws
        -> [PracticeLog]
    {
        try [breathing(in: sources), relax(in: sources), study(in: sources)]
            + trackers.map { try tracker($0, through: today, in: sources) }
    }
}
