import Storage

/// A reminder ringing at one instant.
public struct ReminderRing: Equatable, Sendable {
    public var reminder: Reminder
    public var at: Date
    /// When it was due, for a ring held through quiet hours and rung as they end; nil otherwise.
    public var held: Date?

    public init(reminder: Reminder, at: Date, held: Date? = nil) {
        (self.reminder, self.at, self.held) = (reminder, at, held)
    }
}

extension Reminder {
    /// The instants it rings after `start` through `end`, oldest first, in `zone`'s wall clock; never
    /// before it was added. Only the last `Reminder.lookBack` days are looked at.
    public func rings(after start: Date, through end: Date, in zone: ZoneRules) -> [Date] {
        let start = max(start, added.addingTimeInterval(-0.001))
        guard start < end else { return [] }
        let last = CalendarDay(end, zone: zone)
        let first = max(CalendarDay(start, zone: zone).adding(days: -1), last.adding(days: -Self.lookBack))
        var rings: [Date] = []
        for ordinal in first.ordinal...last.ordinal {
            let day = CalendarDay(ordinal: ordinal)
            guard ringsOn(day) else { continue }
            for time in rule.times {
                let moment = day.moment(at: time, in: zone)
                if moment > start, moment <= end, rings.last != moment { rings.append(moment) }
            }
        }
        return rings
    }

    /// How many days back missed rings are looked for.
    public static let lookBack = 31
}

extension CalendarDay {
    /// The day `date` falls on in `zone`.
    public init(_ date: Date, zone: ZoneRules) {
        let local = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
        self.init(ordinal: Int((local / 86_400).rounded(.down)))
    }
}

extension Reminders {
    /// Every ring due after `start` through `end`, oldest first, leaving out rings in a pause (quiet hours aside).
    func due(after start: Date, through end: Date, in zone: ZoneRules) -> [ReminderRing] {
        reminders.flatMap { reminder in
            reminder.rings(after: start, through: end, in: zone).map { ReminderRing(reminder: reminder, at: $0) }
        }
        .filter { pause(at: $0.at) == nil }
        .sorted { ($0.at, $0.reminder.id) < ($1.at, $1.reminder.id) }
    }

    /// The next ring after `date` (pauses skipped), looking a week ahead.
    public func nextRing(after date: Date, in zone: ZoneRules) -> ReminderRing? {
        var start = date
        for _ in 0..<8 {
            let end = start.addingTimeInterval(86_400)
            if let ring = rings(after: start, through: end, in: zone).first { return ring }
            start = end
        }
        return nil
    }
}
