/// A time zone's rules, read from the system's zone files (`/usr/share/zoneinfo`, RFC 8536's TZif):
/// how far its clocks are from UTC at any instant, past or future. coach reads them itself, so
/// that telling local time needs no ICU; the files are read in LiveStorage (`ZoneRules(identifier:)`,
/// `current`), and here their bytes are made into rules.
public struct ZoneRules: Hashable, Sendable {
    /// `Europe/Berlin`, `UTC`, or the TZ rule it was made from.
    public let identifier: String
    /// The instants (seconds since 1970, UTC) the offset changed at, in order, and the offset from each on.
    let changes: [Int64]
    let offsets: [Int32]
    /// The offset before the first change.
    let initial: Int32
    /// The offset after the last change, by the file's closing rule; nil keeps the last offset.
    let rule: ZoneRule?

    /// Coordinated Universal Time.
    public static let utc = ZoneRules(identifier: "UTC", changes: [], offsets: [], initial: 0, rule: nil)

    /// The largest zone file read; the biggest in the database is under 4 KiB.
    public static let fileLimit = 256 << 10

    /// Seconds east of UTC that the zone's clocks show at `date`.
    public func secondsFromGMT(for date: Date) -> Int {
        let instant = Int64(date.timeIntervalSince1970.rounded(.down))
        return offset(at: instant)
    }

    func offset(at instant: Int64) -> Int {
        guard let last = changes.last else { return rule?.offset(at: Int(instant)) ?? Int(initial) }
        if instant >= last, let rule { return rule.offset(at: Int(instant)) }
        // The last change at or before the instant.
        var (low, high) = (0, changes.count)
        while low < high {
            let middle = (low + high) / 2
            if changes[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        return Int(low == 0 ? initial : offsets[low - 1])
    }

    /// The zone a TZ rule describes (`CET-1CEST,M3.5.0,M10.5.0/3`, `UTC0`); nil when it does not read.
    public init?(rule text: String) {
        guard let rule = ZoneRule(Substring(text)) else { return nil }
        self.init(identifier: text, changes: [], offsets: [], initial: Int32(rule.standard), rule: rule)
    }

    init(identifier: String, changes: [Int64], offsets: [Int32], initial: Int32, rule: ZoneRule?) {
        (self.identifier, self.changes, self.offsets, self.initial, self.rule) = (
            identifier, changes, offsets, initial, rule
        )
    }

    /// What follows `zoneinfo/` in a link's target (`/usr/share/zoneinfo/Europe/Moscow`); nil without it. Found in
    /// its bytes (the budget of `today` in `make bench` holds it to that).
    package static func zoneName(inLink link: String) -> String? {
        let (bytes, marker) = (Array(link.utf8), Array("zoneinfo/".utf8))
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start..<start + marker.count].elementsEqual(marker) {
            return String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
        }
        return nil
    }

    /// A name of the zone database: letters, digits and `_+-` in parts joined by `/`, never `..`.
    package static func isZoneName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 255 && !name.hasPrefix("/")
            && name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
                !part.isEmpty && part != "." && part != ".."
                    && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_+-".contains($0)) }
            }
    }
}
