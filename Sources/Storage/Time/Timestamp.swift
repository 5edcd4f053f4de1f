
/// The timestamps in stored files, `2026-11-21T08:12:00.000Z` (UTC, to the millisecond, rounded down so an elapsed time is never short), written and read
/// by hand: Foundation's ISO 8601 style costs about 20 µs a date, which a month of meals pays
/// hundreds of times on every save.
public enum Timestamp {
    /// `2026-11-21T08:12:00.000Z`.
    public static func format(_ date: Date) -> String {
        var milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        // The product can round up to the next whole millisecond; reading back must not land after `date`.
        if Double(milliseconds) / 1000 > date.timeIntervalSince1970 { milliseconds -= 1 }
        let (days, inDay) = floorDivision(milliseconds, 86_400_000)
        let day = CivilDate(ordinal: days)
        var text = day.text
        text += "T" + CivilDate.two(inDay / 3_600_000) + ":" + CivilDate.two(inDay / 60_000 % 60) + ":" + CivilDate.two(inDay / 1000 % 60) + "."
        let millis = inDay % 1000
        text += (millis < 100 ? (millis < 10 ? "00" : "0") : "") + String(millis) + "Z"
        return text
    }

    /// Any ISO 8601 time a stored file may hold: the usual shape read by hand, others by Foundation.
    public static func read(_ text: String) -> Date? {
        parse(text) ?? (try? withFractions.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    private static let withFractions = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// Reads `2026-11-21T08:12:00Z` or `…:00.123Z`; nil for any other shape (Foundation then tries).
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || (bytes.count == 24 && bytes[19] == UInt8(ascii: ".")), bytes.last == UInt8(ascii: "Z"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let day = CivilDate(String(decoding: bytes[0..<10], as: UTF8.self)),
              let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds = 0
        if bytes.count == 24 {
            guard let millis = number(bytes[20..<23]) else { return nil }
            milliseconds = millis
        }
        let total = (day.ordinal * 86_400 + hour * 3600 + minute * 60 + second) * 1000 + milliseconds
        return Date(timeIntervalSince1970: Double(total) / 1000)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func floorDivision(_ a: Int, _ b: Int) -> (Int, Int) {
        let remainder = ((a % b) + b) % b
        return ((a - remainder) / b, remainder)
    }
}
