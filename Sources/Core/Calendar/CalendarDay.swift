import Storage

/// A day in the user's calendar, written `2026-11-21`: what "today", "due" and streaks count in.
public struct CalendarDay: Hashable, Comparable, Sendable {
    public let year: Int, month: Int, day: Int

    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// One word for the three parts (ten years of days are hashed into dictionaries on every `today`).
    public func hash(into hasher: inout Hasher) { hasher.combine(year << 9 | month << 5 | day) }

    /// The day `date` counts for in `calendar`: its time zone and the hour its days start (`LocalCalendar.day(of:)`).
    public init(_ date: Date, in calendar: LocalCalendar) {
        // The local day itself, not its parts asked for by name: this runs for every record a summary counts.
        let day = calendar.day(of: date)
        self.init(year: day.year, month: day.month, day: day.day)
    }

    /// Reads `2026-11-21`; nil for anything else or a day that does not exist.
    public init?(_ text: String) {
        guard let date = CivilDate(text) else { return nil }
        self.init(year: date.year, month: date.month, day: date.day)
    }

    /// A day as people type it in options: `today`, `yesterday` (`сегодня`, `вчера`) or `2026-11-21`.
    public init?(typed text: String, today: CalendarDay) {
        switch text.trimmed(\.isSpace).lowercased() {
        case "today", "сегодня": self = today
        case "yesterday", "вчера": self = today.adding(days: -1)
        case let other: self.init(other)
        }
    }

    /// `2026-11-21`.
    public var text: String { civil.text }

    /// `08:12`: the time of day of `date` in `calendar`'s time zone.
    public static func clock(_ date: Date, in calendar: LocalCalendar) -> String {
        let seconds = calendar.local(date).seconds
        return CivilDate.two(seconds / 3600) + ":" + CivilDate.two(seconds % 3600 / 60)
    }

    /// The same day as storage writes it.
    public var civil: CivilDate { CivilDate(year: year, month: month, day: day) }

    /// The month it falls in, as month-partitioned logs file it.
    public var logMonth: LogMonth { LogMonth(year: year, month: month) }

    /// Days since 1970-01-01 (proleptic Gregorian), for counting and comparing.
    public var ordinal: Int { civil.ordinal }

    /// The day with this ordinal.
    public init(ordinal: Int) {
        let date = CivilDate(ordinal: ordinal)
        self.init(year: date.year, month: date.month, day: date.day)
    }

    /// `days` later (earlier when negative).
    public func adding(days: Int) -> CalendarDay { CalendarDay(ordinal: ordinal + days) }

    /// Monday = 0 … Sunday = 6.
    public var weekdayFromMonday: Int { ((ordinal % 7) + 7 + 3) % 7 }

    public static func < (a: Self, b: Self) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}

/// A day in a stored record, as its text: `2026-11-21`.
extension CalendarDay: FieldValue {
    public init(json: JSONValue) throws {
        let text = try json.string(at: [])
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "'\(text)' is not a day like 2026-11-21"))
        }
        self = day
    }

    public func json() -> JSONValue { .string(text) }
}

/// A day in JSON is its text, `2026-11-21`.
extension CalendarDay: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        try value.encode(text)
    }
}
