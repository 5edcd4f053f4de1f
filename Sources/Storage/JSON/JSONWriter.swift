/// JSON text as coach writes it, the one layout of every file it keeps and every `--json` it prints: a document
/// pretty-printed (two spaces a level, `"key" : value`, keys sorted, an empty list or object as `[` and `]` with a
/// blank line between), and a value of an operation log on one line, keys sorted, so equal values give equal text.
/// Written straight into bytes: a month of meals rewritten whole costs a tenth of what going through text would.
public struct JSONWriter {
    /// The text so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty text, with room for `capacity` bytes.
    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// `value` as a document file: laid out, then a line break.
    public static func document(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.pretty(value, depth: 0)
        writer.bytes.append(0x0A)
        return writer.bytes
    }

    /// `value` on one line, keys sorted.
    public static func line(_ value: JSONValue) -> String {
        var writer = JSONWriter(capacity: 64)
        writer.compact(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Appends `value` laid out as in a document, `depth` levels in (its first line not indented).
    public mutating func pretty(_ value: JSONValue, depth: Int) {
        switch value {
        case let .array(items):
            guard !items.isEmpty else { return empty("[", "]", depth: depth) }
            append("[\n")
            for index in items.indices {
                if index > 0 { append(",\n") }
                indent(depth + 1)
                pretty(items[index], depth: depth + 1)
            }
            bytes.append(0x0A)
            indent(depth)
            bytes.append(UInt8(ascii: "]"))
        case let .object(fields):
            object(fields.sorted { $0.key < $1.key }, depth: depth)
        default:
            compact(value)
        }
    }

    /// Appends an object of `fields`, given in the order of their keys, laid out `depth` levels in.
    public mutating func object(_ fields: some Collection<(key: String, value: JSONValue)>, depth: Int) {
        guard !fields.isEmpty else { return empty("{", "}", depth: depth) }
        append("{\n")
        var first = true
        for (key, value) in fields {
            if !first { append(",\n") }
            first = false
            indent(depth + 1)
            Self.quote(key, into: &bytes)
            append(" : ")
            pretty(value, depth: depth + 1)
        }
        bytes.append(0x0A)
        indent(depth)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends `text` as it stands.
    public mutating func append(bytes text: some Sequence<UInt8>) { bytes.append(contentsOf: text) }

    /// Appends an object of a list `depth` levels in, after a comma unless it is the `first`: an item added to a
    /// list already written.
    public mutating func item(_ fields: some Collection<(key: String, value: JSONValue)>, depth: Int, first: Bool) {
        if !first { append(",") }
        bytes.append(0x0A)
        indent(depth)
        object(fields, depth: depth)
    }

    /// Appends `value` on one line, keys sorted.
    public mutating func compact(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case let .bool(flag): flag ? append("true") : append("false")
        case let .int(number): digits(number)
        case let .double(number): self.number(number)
        case let .string(text): Self.quote(text, into: &bytes)
        case let .array(items):
            bytes.append(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                compact(items[index])
            }
            bytes.append(UInt8(ascii: "]"))
        case let .object(fields):
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.quote(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                compact(fields[key]!)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// A number with a fraction as Swift writes it (`0.1`, `1e-07`); a whole one as digits; one that is not finite,
    /// which JSON cannot hold, as `null` (the encoder refuses such a number before it gets here).
    private mutating func number(_ number: Double) {
        if number.isFinite, number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            digits(Int(number))
        } else if number.isFinite {
            append(bytes: number.description.utf8)
        } else {
            append("null")
        }
    }

    /// `[` or `{`, a blank line, and its closing bracket at `depth`.
    private mutating func empty(_ open: StaticString, _ close: StaticString, depth: Int) {
        append(open)
        append("\n\n")
        indent(depth)
        append(close)
    }

    /// Digits written from the end of a small buffer: no text made for them (a month has thousands).
    private mutating func digits(_ value: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    private mutating func indent(_ levels: Int) {
        var spaces = 2 * levels
        while spaces > 0 {
            let some = min(spaces, 16)
            Self.spaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0.prefix(some))) }
            spaces -= some
        }
    }

    private static let spaces: StaticString = "                "

    /// Appends fixed text by its bytes, copied whole.
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `text` in quotes: `"` and `\` escaped, line breaks, tabs, backspace and form feed as `\n`, `\t`, `\b`, `\f`,
    /// other control characters as `\u001b`; slashes and everything else as they are. Most text needs no escape
    /// and is copied whole.
    public static func quote(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            guard utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
                bytes.append(contentsOf: utf8)
                bytes.append(UInt8(ascii: "\""))
                return
            }
            for byte in utf8 {
                switch byte {
                case 0x22: bytes += [0x5C, 0x22]
                case 0x5C: bytes += [0x5C, 0x5C]
                case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
                case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
                case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
                case 0x08: bytes += [0x5C, UInt8(ascii: "b")]
                case 0x0C: bytes += [0x5C, UInt8(ascii: "f")]
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// `text` in quotes, as `quote(_:into:)` writes it, appended to a string.
    public static func quote(_ text: String, into string: inout String) {
        var bytes: [UInt8] = []
        quote(text, into: &bytes)
        string += String(decoding: bytes, as: UTF8.self)
    }
}
