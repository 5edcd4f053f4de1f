/// Values for stored documents drawn from the fuzzer's bytes: mostly the extremes a hand edit, a
/// restore or a sync can bring (Int.max, Int.min, 1e308, -0, huge strings), sometimes plain ones,
/// always written as JSON that decodes, so the checks behind decoding are what gets exercised.
struct DocumentValues {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = ArraySlice(bytes) }

    /// The next byte; zeros once the input runs out.
    mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

    /// A count from 0 through `most`.
    mutating func count(_ most: Int) -> Int { Int(byte()) % (most + 1) }

    static let integers: [String] = [
        "9223372036854775807", "-9223372036854775808", "0", "-1", "1", "2", "5", "6", "99", "100", "101",
        "10000", "10001", "10800", "10801", "864000", "864001", "356400000", "356400001", "4611686018427387904", "-0",
    ]

    /// An integer as JSON: an extreme, a bound or one side of it, or a value made of the next bytes.
    mutating func integer() -> String {
        let pick = Int(byte())
        if pick < 200 { return Self.integers[pick % Self.integers.count] }
        return String(Int(byte()) << 8 | Int(byte()) - 0x4000)
    }

    static let reals: [String] = [
        "1e308", "-1e308", "1.7976931348623157e308", "-0", "0", "5e-324", "1e300", "43200", "43200.5", "86400",
        "86400.1",
        "2", "4", "12", "12.5", "10", "10.5", "1.5", "90", "90.000001", "-90", "180", "180.5", "-180.5", "54.18",
        "45.18", "600",
    ]

    /// A real number as JSON, chosen the same way.
    mutating func real() -> String {
        let pick = Int(byte())
        if pick < 220 { return Self.reals[pick % Self.reals.count] }
        return "\(Int(byte()) - 128).\(byte())e\(Int(byte() % 40) - 20)"
    }

    /// A JSON string: empty, short, a bound's length or one more, 64 KiB, with escapes and controls.
    mutating func text() -> String {
        switch byte() % 10 {
        case 0: return "\"\""
        case 1: return "\"a\""
        case 2: return "\"" + String(repeating: "x", count: 101) + "\""
        case 3: return "\"" + String(repeating: "é", count: 2001) + "\""
        case 4: return "\"" + String(repeating: "y", count: 1 << 16) + "\""
        case 5: return "\"\\u001b]0;title\\u0007\\n\\t\\\"\""
        case 6: return "\"Cake\""
        default: return "\"Name \(byte())\""
        }
    }

    static let times = [
        "2026-03-05T12:00:00.000Z", "2026-03-05T00:00:00Z", "2026-03-01T00:00:00.000Z", "2026-03-31T23:59:59.999Z",
        "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "2026-03-04T23:30:00+01:00", "1970-01-01T00:00:00Z",
    ]

    /// A time as JSON, mostly in March 2026 (the month the checks read), sometimes at the ends of the calendar.
    mutating func time() -> String { "\"" + Self.times[count(Self.times.count - 1)] + "\"" }

    static let days = ["2026-03-05", "2026-03-01", "2026-02-30", "0001-01-01", "9999-12-31", "2026-3-5", "x"]

    /// A day as JSON.
    mutating func day() -> String { "\"" + Self.days[count(Self.days.count - 1)] + "\"" }

    /// A JSON array of up to `most` elements made by `element`.
    mutating func list(_ most: Int, _ element: (inout DocumentValues) -> String) -> String {
        "[" + (0..<count(most)).map { _ in element(&self) }.joined(separator: ",") + "]"
    }
}
