/// The timestamps in stored files, `2026-11-21T08:12:00.000Z` (UTC, to the millisecond, rounded down so an elapsed time is never short), written and read
/// by hand: Foundation's ISO 8601 style costs about 20 µs a date, which a month of meals pays
/// hundreds of times on every save.
public enum Timestamp {
    /// `2026-11-21T08:12:00.000Z`.
    public static func format(_ date: Date) -> String {
        var milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        // The last whole millisecond whose time, as `parse` makes it, is not after `date`: the product can round up
        // to the next one (reading back must not land after `date`) or down to the one before (a time read from a
        // file would be written a millisecond earlier on every save).
        if time(milliseconds) > date {
            milliseconds -= 1
        } else if time(milliseconds + 1) <= date {
            milliseconds += 1
        }
        let (days, inDay) = floorDivision(milliseconds, 86_400_000)
        let day = CivilDate(ordinal: days)
        if (0...9999).contains(day.year) { return digits(of: day, inDay) }
        var text = day.text
        text +=
            "T" + CivilDate.two(inDay / 3_600_000) + ":" + CivilDate.two(inDay / 60_000 % 60) + ":"
            + CivilDate.two(inDay / 1000 % 60) + "."
        let millis = inDay % 1000
        text += (millis < 100 ? (millis < 10 ? "00" : "0") : "") + String(millis) + "Z"
        return text
    }

    /// `format` for a year of four digits (`0334` so, as ISO 8601 has it), written into its 24 bytes in place: a month of meals is written on
    /// every `meal add`.
    private static func digits(of day: CivilDate, _ inDay: Int) -> String {
        String(unsafeUninitializedCapacity: 24) { bytes in
            func put(_ value: Int, _ count: Int, at end: Int) {
                var value = value
                for index in stride(from: end - 1, through: end - count, by: -1) {
                    bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            put(day.year, 4, at: 4)
            put(day.month, 2, at: 7)
            put(day.day, 2, at: 10)
            put(inDay / 3_600_000, 2, at: 13)
            put(inDay / 60_000 % 60, 2, at: 16)
            put(inDay / 1000 % 60, 2, at: 19)
            put(inDay % 1000, 3, at: 23)
            (bytes[4], bytes[7], bytes[10]) = (UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "T"))
            (bytes[13], bytes[16], bytes[19]) = (UInt8(ascii: ":"), UInt8(ascii: ":"), UInt8(ascii: "."))
            bytes[23] = UInt8(ascii: "Z")
            return 24
        }
    }

    /// Any ISO 8601 time a stored file may hold: the usual shape read by hand, others by Foundation, whose time is
    /// put on the nearest millisecond, as coach writes it: `08:00:80.005Z` (a second of 80 is Foundation's to allow)
    /// reads as a double just short of `08:01:20.005`, which would be saved as `.004` and so read back otherwise. A
    /// time outside the years 0000 to 9999, which ISO 8601 writes in four digits, is not read (the fuzzer found
    /// `0334334-11-21T08:12:00.000Z` read back otherwise).
    public static func read(_ text: String) -> Date? {
        if let date = parse(text) { return date }
        guard let date = (try? withFractions.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text)),
            let milliseconds = Int(exactly: (date.timeIntervalSince1970 * 1000).rounded()),
            fourDigitYears.contains(milliseconds)
        else { return nil }
        return time(milliseconds)
    }

    /// The milliseconds from 0000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z.
    private static let fourDigitYears =
        CivilDate(year: 0, month: 1, day: 1).ordinal * 86_400_000...CivilDate(year: 10_000, month: 1, day: 1).ordinal
        * 86_400_000 - 1

    private static let withFractions = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// Reads `2026-11-21T08:12:00Z` or `…:00.123Z`; nil for any other shape (Foundation then tries).
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 20 || (bytes.count == 24 && bytes[19] == UInt8(ascii: ".")),
            bytes[bytes.count - 1] == UInt8(ascii: "Z"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let day = CivilDate.parse(UnsafeBufferPointer(rebasing: bytes[0..<10])),
            let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds = 0
        if bytes.count == 24 {
            guard let millis = number(bytes, 20, 3) else { return nil }
            milliseconds = millis
        }
        return time((day.ordinal * 86_400 + hour * 3600 + minute * 60 + second) * 1000 + milliseconds)
    }

    /// The moment `milliseconds` after 1970-01-01T00:00Z.
    private static func time(_ milliseconds: Int) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

    /// The number written in `count` digits from `start`; nil when one is not a digit.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<start + count {
            let digit = Int(bytes[index]) &- 0x30
            guard digit >= 0, digit <= 9 else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    private static func floorDivision(_ a: Int, _ b: Int) -> (Int, Int) {
        let remainder = ((a % b) + b) % b
        return ((a - remainder) / b, remainder)
    }
}
