import Storage

/// A tracker a person adds: something they count, do or measure each day.
public struct Tracker: JSONRecord, FieldValue {
    /// How a day's entries make its value.
    public enum Kind: String, Codable, Sendable, CaseIterable, FieldValue {
        /// Entries add up: glasses of water, pages read, minutes walked.
        case count
        /// Done or not: stretching, a walk.
        case done
        /// The last entry of the day counts: weight, hours slept.
        case measure
    }

    /// What its entries and goal are kept under; its first name, which a rename leaves as it is.
    public var id = ""
    /// Its name, lowercase, in any language: `water`, `вода`.
    public var name = ""
    public var kind = Kind.count
    /// What it is counted or measured in: `glasses`, `kg`; nil for none.
    public var unit: String?
    /// When it was added.
    public var added = Date(timeIntervalSince1970: 0)
    /// When it was removed; its log is kept, and `track add` brings it back.
    public var removed: Date?
    /// The app it was imported from and that app's id for it (`loop:0b7e…`); nil for one added here.
    public var source: String?
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public init(id: String? = nil, name: String, kind: Kind, unit: String?, added: Date) {
        (self.id, self.name, self.kind, self.unit, self.added) = (id ?? name, name, kind, unit, added)
    }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id)
        try fields.field("name", &name)
        try fields.field("kind", &kind)
        try fields.field("unit", &unit)
        try fields.field("added", &added)
        try fields.field("removed", &removed)
        try fields.field("source", &source)
    }

    /// The value of a day from its entries in the order they were logged: a count sums them (a `set`
    /// entry starts the sum again), a measure keeps the last, a habit is done (1) once any is logged. A skipped
    /// day's entry holds no value.
    public func value(of entries: [TrackerEntry]) -> Double? {
        let entries = entries.filter { $0.skipped != true }
        guard let last = entries.last else { return nil }
        switch kind {
        case .done: return 1
        case .measure: return last.value
        case .count:
            var total = 0.0
            for entry in entries { total = entry.set == true ? entry.value : total + entry.value }
            return total
        }
    }
}

/// The trackers a person added, in `trackers.json`: `{"version": 1, "trackers": [{"name": "water", …}]}`.
public struct Trackers: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "trackers.json"
    public static let empty = Trackers()

    public var version = Trackers.currentVersion
    public var trackers: [Tracker] = []
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public init(trackers: [Tracker]) { self.trackers = trackers }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("trackers", &trackers)
    }

    /// The trackers in use (not removed), in the order added.
    public var active: [Tracker] { trackers.filter { $0.removed == nil } }
}

/// One thing logged for a tracker: `track water 3` at 10:40.
public struct TrackerEntry: JSONRecord {
    /// 16 hex digits, unique in the log.
    public var id = ""
    /// The tracker's id.
    public var tracker = ""
    /// When it happened (the day it counts for is this moment's day).
    public var time = Date(timeIntervalSince1970: 0)
    /// The amount: glasses, a weight; 1 for a habit done.
    public var value = 0.0
    /// Whether it sets the day's count to `value` instead of adding to it (`--set`).
    public var set: Bool?
    /// Whether the day was skipped on purpose (an imported habit's skip): its streak neither breaks nor grows.
    public var skipped: Bool?
    /// Where an imported entry came from (`habitctl:Floss@2024-01-05`): importing the same file again finds it.
    public var source: String?

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id)
        try fields.field("tracker", &tracker)
        try fields.field("time", &time)
        try fields.field("value", &value)
        try fields.field("set", &set)
        try fields.field("skipped", &skipped)
        try fields.field("source", &source)
    }

    public init(id: String = MealEntry.newID(), tracker: String, time: Date, value: Double, set: Bool? = nil) {
        (self.id, self.tracker, self.time, self.value) = (id, tracker, time, value)
        self.set = set == true ? true : nil
    }
}

extension TrackerEntry: MonthlyRecord {
    /// Entries are kept by the month they happened in: `trackers/2026-11.json`.
    public static let folder = "trackers"
    public static let listKey = "entries"
    public static let currentVersion = 1
}

extension TrackerEntry: BoundedRecord {
    /// The largest amount an entry holds.
    public static let largest = 1_000_000.0

    /// An amount from −1,000,000 to 1,000,000 (a set count from 0), and a tracker name of at most 24 characters.
    public func outOfBounds() -> OutOfBounds? {
        guard value.isFinite, abs(value) <= Self.largest else {
            let name = ControlCharacters.visible(String(tracker.prefix(24)))
            return OutOfBounds.said { words in
                (
                    words.tr(
                        "an entry of '%@' has %@, beyond ±1,000,000 (the most coach accepts)", name,
                        words.number(String(value))),
                    words.tr("Remove it with 'track undo' if it is the last one logged, or fix the file")
                )
            }
        }
        // A character is a byte or more: a name of no more bytes than the bound is within it, uncounted.
        guard tracker.utf8.count <= TrackerName.longest || tracker.count <= TrackerName.longest else {
            return OutOfBounds.said { words in
                (
                    words.tr("an entry names a tracker longer than %@ characters", words.number(TrackerName.longest)),
                    StoredBound.fixTheFile(words)
                )
            }
        }
        return nil
    }
}
