/// How the reader reads a string: its escapes, `\uXXXX` and surrogate pairs among them, checked as they come.
extension JSONReader {
    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        // The bytes decoded so far, kept from the first escape on: most strings have none and are decoded in one go.
        var decoded: [UInt8]?
        var runStart = index
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
