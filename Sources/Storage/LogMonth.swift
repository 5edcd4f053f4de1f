/// A calendar month, the unit a growing log is partitioned by: `2026-11`.
public struct LogMonth: Hashable, Comparable, Sendable {
    public let year: Int, month: Int

    /// The month `month` (1–12) of `year`.
    public init(year: Int, month: Int) {
        (self.year, self.month) = (year, month)
    }

    /// `2026-11`.
    public var text: String {
        // The usual four-digit year written into its seven bytes: ten years of month paths are named on every `today`.
        guard (1000...9999).contains(year), (1...12).contains(month) else { return "\(year)-\(CivilDate.two(month))" }
        return String(unsafeUninitializedCapacity: 7) { bytes in
            var year = year
            for index in (0..<4).reversed() {
                bytes[index] = UInt8(ascii: "0") + UInt8(year % 10)
                year /= 10
            }
            (bytes[4], bytes[5], bytes[6]) = (
                UInt8(ascii: "-"), UInt8(ascii: "0") + UInt8(month / 10), UInt8(ascii: "0") + UInt8(month % 10)
            )
            return 7
        }
    }

    /// Reads `2026-11`; nil for anything else.
    public init?(_ text: some StringProtocol) { self.init(utf8: text.utf8) }

    /// Reads `2026-11` from its bytes, without making a string of them (a path's months are read often).
    init?(utf8 bytes: some Sequence<UInt8>) {
        var (year, month, count) = (0, 0, 0)
        for byte in bytes {
            let digit = Int(byte) - 0x30
            switch count {
            case 4: guard byte == UInt8(ascii: "-") else { return nil }
            case 0..<7:
                guard (0...9).contains(digit) else { return nil }
                if count < 4 { year = year * 10 + digit } else { month = month * 10 + digit }
            default: return nil
            }
            count += 1
        }
        guard count == 7, (1...12).contains(month) else { return nil }
        self.init(year: year, month: month)
    }

    /// The month after this one.
    public var next: LogMonth {
        month == 12 ? LogMonth(year: year + 1, month: 1) : LogMonth(year: year, month: month + 1)
    }

    /// Its first day.
    public var firstDay: CivilDate { CivilDate(year: year, month: month, day: 1) }

    /// Every month from `first` through `last`, oldest first.
    public static func range(_ first: LogMonth, through last: LogMonth) -> [LogMonth] {
        var months: [LogMonth] = []
        var month = first
        while month <= last {
            months.append(month)
            month = month.next
        }
        return months
    }

    public static func < (a: Self, b: Self) -> Bool { (a.year, a.month) < (b.year, b.month) }
}
