import Storage

/// One visit to a sight, on a day of the user's calendar.
public struct SightVisit: JSONRecord, FieldValue, Hashable {
    /// The id of the sight visited.
    public var id = ""
    /// The day of the visit in the user's calendar.
    public var day = CalendarDay(year: 1970, month: 1, day: 1)
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id)
        try fields.field("day", &day)
    }

    /// A visit to `id` on `day`.
    public init(id: String, day: CalendarDay) {
        self.id = id
        self.day = day
    }

}

/// A visit and the XP it earned.
public struct EarnedVisit: Equatable, Sendable, Encodable {
    /// The visit.
    public var visit: SightVisit
    /// The XP it earned: 100 for a first visit, 10 for a return.
    public var xp: Int
}

/// A visit that cannot be recorded or removed, or a day that cannot be read.
public enum SightVisitError: UserFacingError, Equatable {
    case alreadyVisited(id: String, day: CalendarDay)
    case afterToday(day: CalendarDay, today: CalendarDay)
    case notVisited(id: String, day: CalendarDay?)
    case notADay(String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .alreadyVisited(id, day):
            return words.tr("'%@' is already marked visited on %@; a sight counts once a day", id, day.text)
        case let .afterToday(day, today):
            return words.tr("%@ is after today (%@); record a visit for today or an earlier day", day.text, today.text)
        case let .notVisited(id, day?):
            return words.tr("'%@' has no visit on %@ to remove; see 'sights profile'", id, day.text)
        case let .notVisited(id, nil):
            return words.tr("'%@' has no visit to remove; see 'sights profile'", id)
        case let .notADay(text):
            return words.tr("'%@' is not a day; write it like 2026-11-21, or today or yesterday", text)
        }
    }
}

/// A note refused for its control characters (line breaks and tabs are kept) or its length.
public struct SightNoteError: UserFacingError, Equatable {
    /// The note as given.
    public var text: String

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        guard text.count <= SightJournal.longestNote else {
            return words.tr(
                "a note may have up to %@ characters; this one has %@, so shorten it",
                words.number(SightJournal.longestNote), words.number(text.count))
        }
        return ControlCharacters.refusal(of: text, as: Messages.mark("note"), allowing: .lineBreaksAndTabs, in: words)
    }
}

/// The user's own side of the guide: favourites, private notes, ratings, visits, walks and where they are,
/// keyed by sight id (`sights/me.json`). Entries for ids that no longer exist are kept untouched.
public struct SightJournal: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "sights/me.json"
    public static let empty = SightJournal()

    public var version = SightJournal.currentVersion
    /// Favourite ids, in the order they were added.
    public var favourites: [String] = []
    /// Private notes by sight id.
    public var notes: [String: String] = [:]
    /// Visits in the order they were recorded.
    public var visits: [SightVisit] = []
    /// The person's own ratings, 1–5 stars, by sight id (read through `rating(of:)`, which checks them).
    public var ratings: [String: SightRating] = [:]
    /// Where the person said they are (`sights here`), used by `sights near` until changed.
    public var here: SightHere?
    /// Routes walked with `sights route … --walk`, in the order they were walked.
    public var walks: [SightWalk] = []

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// Whether `id` is a favourite.
    public func isFavourite(_ id: String) -> Bool { favourites.contains(id) }

    /// Adds `id` to the favourites; false when it already was one.
    @discardableResult
    public mutating func addFavourite(_ id: String) -> Bool {
        guard !isFavourite(id) else { return false }
        favourites.append(id)
        return true
    }

    /// Removes `id` from the favourites; false when it was not one.
    @discardableResult
    public mutating func removeFavourite(_ id: String) -> Bool {
        guard let index = favourites.firstIndex(of: id) else { return false }
        favourites.remove(at: index)
        return true
    }

    /// The longest note kept, in characters.
    public static let longestNote = 2000

    /// Checks a note before it is set: up to `longestNote` characters; line breaks and tabs are fine, other control characters
    /// (an escape code that would drive the terminal it is shown on) are refused.
    public static func note(_ text: String) throws(SightNoteError) -> String {
        guard text.count <= longestNote else { throw SightNoteError(text: text) }
        guard ControlCharacters.found(in: text, allowing: .lineBreaksAndTabs).isEmpty else {
            throw SightNoteError(text: text)
        }
        return text
    }

    /// Sets the private note on `id`; blank text removes it.
    public mutating func setNote(_ text: String, for id: String) {
        let trimmed = text.trimmed()
        notes[id] = trimmed.isEmpty ? nil : trimmed
    }

    /// Records a visit to `id` on `day`: once a day per sight, never after `today`.
    public mutating func recordVisit(_ id: String, on day: CalendarDay, today: CalendarDay) throws(SightVisitError) {
        guard day <= today else { throw .afterToday(day: day, today: today) }
        let visit = SightVisit(id: id, day: day)
        guard !visits.contains(visit) else { throw .alreadyVisited(id: id, day: day) }
        visits.append(visit)
    }

    /// Removes the visit to `id` on `day`, or its latest visit when `day` is nil (to undo a mistake).
    @discardableResult
    public mutating func removeVisit(_ id: String, on day: CalendarDay? = nil) throws(SightVisitError) -> SightVisit {
        let matching = visits.indices.filter { visits[$0].id == id && (day == nil || visits[$0].day == day) }
        guard let index = matching.max(by: { visits[$0].day < visits[$1].day }) else {
            throw .notVisited(id: id, day: day)
        }
        return visits.remove(at: index)
    }

    /// The visits to `id`, earliest first.
    public func visits(of id: String) -> [SightVisit] {
        visits.filter { $0.id == id }.sorted { $0.day < $1.day }
    }

    /// Every visit with the XP it earned, newest first (a sight's first visit earns the most).
    public func history() -> [EarnedVisit] {
        var seen = Set<String>()
        var earned: [EarnedVisit] = []
        for index in visits.indices.sorted(by: { (visits[$0].day, $0) < (visits[$1].day, $1) }) {
            let visit = visits[index]
            let first = seen.insert(visit.id).inserted
            earned.append(
                EarnedVisit(visit: visit, xp: first ? ExplorerProgress.firstVisitXP : ExplorerProgress.returnVisitXP))
        }
        return earned.reversed()
    }

    /// Reads a day the user typed: `2026-11-21`, `today` or `yesterday`.
    public static func day(_ text: String, today: CalendarDay) throws(SightVisitError) -> CalendarDay {
        guard let day = CalendarDay(typed: text, today: today) else { throw .notADay(text) }
        return day
    }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("favourites", &favourites)
        try fields.field("notes", &notes)
        try fields.field("visits", &visits)
        try fields.field("ratings", &ratings, omittedWhen: [:])
        try fields.field("here", &here)
        try fields.field("walks", &walks, omittedWhen: [])
    }
}
