import Storage

/// Hours in which no reminder rings (`remind quiet 22:00-07:00`): a ring due in them is held, and each reminder held
/// rings once as they end, however many times it came meanwhile; none is lost. Kept as `"22:00-07:00"`.
public struct QuietHours: Equatable, Sendable, Codable, FieldValue {
    /// When they begin and end on the wall clock; they span midnight when `to` is earlier than `from`.
    public let from: WallTime, to: WallTime

    public init(from: WallTime, to: WallTime) { (self.from, self.to) = (from, to) }

    /// Reads `22:00-07:00` (an en dash works too); nil for anything else, or a start equal to the end.
    public init?(_ text: String) {
        let ends = text.trimmed(\.isSpace).split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "–" }
        guard ends.count == 2, let from = WallTime(String(ends[0])), let to = WallTime(String(ends[1])), from != to
        else { return nil }
        self.init(from: from, to: to)
    }

    /// `22:00-07:00`.
    public var text: String { from.text + "-" + to.text }

    /// Whether the wall clock showing `minutes` after midnight is within them.
    public func holds(minutes: Int) -> Bool {
        from < to ? minutes >= from.minutes && minutes < to.minutes : minutes >= from.minutes || minutes < to.minutes
    }

    /// When the quiet hours that hold `date` end, on `zone`'s wall clock; nil when `date` is not within them.
    public func end(holding date: Date, in zone: ZoneRules) -> Date? {
        let day = CalendarDay(date, zone: zone)
        let local = Int((date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))).rounded(.down))
        let minutes = (local - day.ordinal * 86_400) / 60
        guard holds(minutes: minutes) else { return nil }
        // Spanning midnight and begun this evening: they end tomorrow.
        let endDay = from > to && minutes >= from.minutes ? day.adding(days: 1) : day
        return endDay.moment(at: to, in: zone)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let hours = QuietHours(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not like 22:00-07:00")
        }
        self = hours
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension Reminders {
    /// Every ring after `start` through `end`, oldest first: rings in a pause left out, and a ring due in quiet
    /// hours moved to their end (`held` saying when it was due), once for each reminder.
    public func rings(after start: Date, through end: Date, in zone: ZoneRules) -> [ReminderRing] {
        guard let quiet else { return due(after: start, through: end, in: zone) }
        // Quiet hours last under a day, so a ring held until now was due at most a day before.
        var rings: [ReminderRing] = []
        for ring in due(after: start.addingTimeInterval(-86_400), through: end, in: zone) {
            let until = quiet.end(holding: ring.at, in: zone)
            let at = until ?? ring.at
            // A reminder rings once at an instant: the rings held for it, and its own ring as the hours end.
            guard at > start, at <= end, !rings.contains(where: { $0.reminder.id == ring.reminder.id && $0.at == at })
            else { continue }
            rings.append(ReminderRing(reminder: ring.reminder, at: at, held: until == nil ? nil : ring.at))
        }
        return rings.sorted { ($0.at, $0.reminder.id) < ($1.at, $1.reminder.id) }
    }
}
