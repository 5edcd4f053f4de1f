import Storage

/// A time of day on the wall clock, `11:00`: what reminders are set for.
public struct WallTime: Hashable, Comparable, Sendable, Codable {
    /// Minutes since midnight, 0 to 1439.
    public let minutes: Int

    /// The time `minutes` after midnight (wrapped into one day).
    public init(minutes: Int) { self.minutes = ((minutes % 1440) + 1440) % 1440 }

    /// Reads `11:00` or `9:30` (24-hour clock, ASCII digits); nil for anything else.
    public init?(_ text: String) {
        let parts = text.trimmed(\.isSpace).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else { return nil }
        self.init(minutes: hour * 60 + minute)
    }

    /// `09:30`.
    public var text: String { CivilDate.two(minutes / 60) + ":" + CivilDate.two(minutes % 60) }

    public static func < (a: Self, b: Self) -> Bool { a.minutes < b.minutes }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = WallTime(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a time like 09:30")
        }
        self = time
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension CalendarDay {
    /// The instant the wall clock in `zone` shows `time` on this day. A time a clock change skips
    /// (02:30 when clocks jump from 02:00 to 03:00) is the instant of the jump; a time shown twice
    /// (when clocks go back) is its first showing. So a reminder rings once a day, never twice or not at all.
    public func moment(at time: WallTime, in zone: ZoneRules) -> Date {
        let wall = (ordinal * 86_400 + time.minutes * 60)  // the wall time's seconds, read as if in UTC
        let offsetBefore = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall - 86_400)))
        let offsetAfter = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall + 86_400)))
        let shows = { (instant: Int) in
            instant + zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant))) == wall
        }
        let candidates = Set([wall - offsetBefore, wall - offsetAfter]).filter(shows)
        if let first = candidates.min() { return Date(timeIntervalSince1970: Double(first)) }
        // Skipped: find the jump between the last second on the old offset and the first on the new.
        var (low, high) = (min(wall - offsetBefore, wall - offsetAfter), max(wall - offsetBefore, wall - offsetAfter))
        let offsetAtLow = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(low)))
        while high - low > 1 {
            let middle = (low + high) / 2
            if zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(middle))) == offsetAtLow {
                low = middle
            } else {
                high = middle
            }
        }
        return Date(timeIntervalSince1970: Double(high))
    }
}
