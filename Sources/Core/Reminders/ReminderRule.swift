import Storage

/// When a reminder rings: at one time every day, or every so often within a window of the day.
public enum ReminderRule: Equatable, Sendable, FieldValue {
    /// Every day at this time.
    case daily(WallTime)
    /// Every `minutes` from `from` until `to` (inclusive), every day.
    case every(minutes: Int, from: WallTime, to: WallTime)

    /// The window an interval without one rings in: the working day.
    public static let defaultWindow = (from: WallTime(minutes: 9 * 60), to: WallTime(minutes: 18 * 60))
    /// The shortest and longest interval, in minutes.
    public static let intervals = 5...720

    /// The wall times it rings each day, earliest first.
    public var times: [WallTime] {
        switch self {
        case let .daily(time): [time]
        case let .every(minutes, from, to):
            stride(from: from.minutes, through: to.minutes, by: minutes).map(WallTime.init(minutes:))
        }
    }

    /// `every day at 11:00`, `every 2h from 09:00 to 18:00`.
    public var text: String { text(in: .english) }

    /// The same in the language of `words`: `каждый день в 11:00`, `каждые 2 ч с 09:00 до 18:00`.
    public func text(in words: Messages) -> String {
        switch self {
        case let .daily(time): words.tr("every day at %@", time.text)
        case let .every(minutes, from, to):
            words.tr("every %@ from %@ to %@", Self.interval(minutes, in: words), from.text, to.text)
        }
    }

    /// `2h`, `90m`, `1h30m`; in Russian `2 ч`, `90 мин`, `1 ч 30 мин`.
    public static func interval(_ minutes: Int, in words: Messages) -> String {
        guard words.language != .en else { return interval(minutes) }
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        let (h, m) = (words.tr("%@ h", String(hours)), words.tr("%@ min", String(rest)))
        return hours == 0 ? m : rest == 0 ? h : hours == 1 && rest == 30 ? words.tr("%@ min", "90") : h + " " + m
    }

    /// `2h`, `90m`, `1h30m`.
    public static func interval(_ minutes: Int) -> String {
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        return hours == 0
            ? "\(rest)m" : rest == 0 ? "\(hours)h" : hours == 1 && rest == 30 ? "90m" : "\(hours)h\(rest)m"
    }
}

extension ReminderRule: Codable {
    private enum Key: String, CodingKey { case at, every, from, to }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let time = try container.decodeIfPresent(WallTime.self, forKey: .at) {
            self = .daily(time)
            return
        }
        let minutes = try container.decode(Int.self, forKey: .every)
        let (from, to) = (
            try container.decode(WallTime.self, forKey: .from), try container.decode(WallTime.self, forKey: .to)
        )
        guard Self.intervals.contains(minutes), from <= to else {
            throw DecodingError.dataCorruptedError(
                forKey: .every, in: container,
                debugDescription: "expected every 5 to 720 minutes within a window that ends after it starts")
        }
        self = .every(minutes: minutes, from: from, to: to)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case let .daily(time): try container.encode(time, forKey: .at)
        case let .every(minutes, from, to):
            try container.encode(minutes, forKey: .every)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        }
    }
}
