/// How the reader reads a string: its escapes, `\uXXXX` and surrogate pairs among them, checked as they come.
extension JSONReader {
    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        // Most strings are plain bytes up to their closing quote: found in one tight walk and decoded in one go.
        let start = index
        let end = bytes.withUnsafeBufferPointer { bytes in
            var at = start
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                at += 1
            }
            return at
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            return Self.text(bytes[start..<end])
        }
        // Otherwise from the first escape (or control character, or the end) on, the bytes decoded so far kept.
        index = end
        var decoded: [UInt8]?
        var runStart = start
        while let byte = next {
            switch byte {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                guard decoded != nil else { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                decoded!.append(contentsOf: bytes[runStart..<index])
                return String(decoding: decoded!, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if decoded == nil { decoded = [] }
                decoded!.append(contentsOf: bytes[runStart..<index])
                index += 1
                decoded!.append(contentsOf: UTF8.encode(try escape())!)
                runStart = index
            case 0..<0x20: throw problem("a control character in a string")
            default: index += 1
            }
        }
        throw problem("unterminated string")
    }

    /// The text of `bytes`, invalid UTF-8 repaired as `String(decoding:as:)` repairs it. Text short enough to be kept
    /// in the string itself is made in place, which skips validating it when it is ASCII (most of a month's values).
    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.count <= 15 else { return String(decoding: bytes, as: UTF8.self) }
        return bytes.withUnsafeBufferPointer { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
        }
    }

    /// The character after a backslash; a `\u` pair of surrogates makes one character.
    mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = next else { throw problem("invalid escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex()
            if (0xD800..<0xDC00).contains(unit), next == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "u")
            {
                index += 2
                let low = try hex()
                if (0xDC00..<0xE000).contains(low),
                    let pair = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                {
                    return pair
                }
                throw problem("invalid escape")
            }
            guard let scalar = Unicode.Scalar(unit) else { throw problem("invalid escape") }
            return scalar
        default:
            index -= 1
            throw problem("invalid escape")
        }
    }

    mutating func hex() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next, let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                throw problem("invalid escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
