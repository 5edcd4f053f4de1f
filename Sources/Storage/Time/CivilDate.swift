/// A date in the proleptic Gregorian calendar counted in days since 1970-01-01: what timestamps
/// and month partitions are written in, and what Core's calendar days are built on.
public struct CivilDate: Hashable, Comparable, Sendable {
    public let year: Int, month: Int, day: Int

    /// The date with these parts; the caller checks they name a real day.
    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Days since 1970-01-01 (Howard Hinnant's days-from-civil algorithm).
    public var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `ordinal` days after 1970-01-01 (civil-from-days).
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

    /// `2026-11-21`.
    public var text: String { "\(year)-\(Self.two(month))-\(Self.two(day))" }

    /// Reads `2026-11-21`; nil for any other shape or a day that does not exist. A part may have a `+` before its
    /// digits, as `Int` reads them (`+202-01-01` is the year 202).
    public init?(_ text: some StringProtocol) {
        // On the bytes: splitting the text cost 19,000 instructions, and `today` reads a month of check-ins' days.
        var text = String(text)
        guard let date = text.withUTF8(Self.parse) else { return nil }
        self = date
    }

    /// `2026-11-21` from ten bytes: four, two and two digits, each part perhaps after a `+`, between two `-`; nil for
    /// any other bytes or a day that does not exist (a stored time's day is read so too).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> CivilDate? {
        func part(_ start: Int, _ length: Int) -> Int? {
            var (index, value) = (bytes[start] == UInt8(ascii: "+") ? start + 1 : start, 0)
            guard index < start + length else { return nil }
            while index < start + length {
                let digit = Int(bytes[index]) &- 0x30
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
                index += 1
            }
            return value
        }
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = part(0, 4), let month = part(5, 2), let day = part(8, 2),
            (1...12).contains(month), (1...length(ofMonth: month, year: year)).contains(day)
        else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    /// Days in `month` of `year`.
    public static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `07`: two digits, for dates and times.
    public static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    public static func < (a: Self, b: Self) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}
