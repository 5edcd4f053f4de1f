import Foundation

/// A day in the user's calendar, written `2026-11-21`: what "today", "due" and streaks count in.
public struct CalendarDay: Hashable, Comparable, Sendable {
    public let year: Int, month: Int, day: Int

    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// The day `date` falls on in `calendar`'s time zone.
    public init(_ date: Date, in calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Reads `2026-11-21`; nil for anything else or a day that does not exist.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...CalendarDay.length(ofMonth: month, year: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// A day as people type it in options: `today`, `yesterday` or `2026-11-21`.
    public init?(typed text: String, today: CalendarDay) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "today": self = today
        case "yesterday": self = today.adding(days: -1)
        case let other: self.init(other)
        }
    }

    /// `2026-11-21`.
    public var text: String { "\(year)-\(Self.two(month))-\(Self.two(day))" }

    /// `08:12`: the time of day of `date` in `calendar`'s time zone.
    public static func clock(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return two(parts.hour ?? 0) + ":" + two(parts.minute ?? 0)
    }

    /// `07`: two digits, for dates and times.
    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// The month file for this day in a log partitioned by month: `meals/2026-11.json`.
    public func monthFile(in folder: String) -> String {
        "\(folder)/\(text.prefix(7)).json"
    }

    /// Days since 1970-01-01 (proleptic Gregorian), for counting and comparing.
    public var ordinal: Int {
        // Days from civil (Howard Hinnant's algorithm for the proleptic Gregorian calendar).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day with this ordinal.
    public init(ordinal: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// `days` later (earlier when negative).
    public func adding(days: Int) -> CalendarDay { CalendarDay(ordinal: ordinal + days) }

    /// Monday = 0 … Sunday = 6.
    public var weekdayFromMonday: Int { ((ordinal % 7) + 7 + 3) % 7 }

    public static func < (a: Self, b: Self) -> Bool { a.ordinal < b.ordinal }

    static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// Runs of consecutive days: the current one (ending today, or yesterday while today is still open)
/// and the best ever.
public struct DayStreak: Equatable, Sendable {
    public var current: Int
    public var best: Int

    public init(days: Set<CalendarDay>, today: CalendarDay) {
        var best = 0, run = 0, previous: Int?
        for day in days.map(\.ordinal).sorted() {
            run = previous.map { day == $0 + 1 } == true ? run + 1 : 1
            best = max(best, run)
            previous = day
        }
        self.best = best
        var current = 0
        var day = days.contains(today) ? today : today.adding(days: -1)
        while days.contains(day) {
            current += 1
            day = day.adding(days: -1)
        }
        self.current = current
    }
}
