import Foundation

/// Text folded for search: lower case, accents and ё's dots removed, every run of characters that
/// are not letters or digits turned into one space.
public enum SearchText {
    /// `Kinetic Energy (½·m·v²)` → `kinetic energy m v 2`.
    public static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { append(byte, to: &bytes) }
        } else {
            let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            for scalar in folded.unicodeScalars {
                if scalar.isASCII {
                    append(UInt8(scalar.value), to: &bytes)
                } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    bytes.append(contentsOf: String(scalar).utf8)
                } else {
                    separate(&bytes)
                }
            }
        }
        if bytes.last == 0x20 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The folded words of `text`.
    public static func words(_ text: String) -> [String] {
        fold(text).split(separator: " ").map(String.init)
    }

    private static func append(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
        default: separate(&bytes)
        }
    }

    private static func separate(_ bytes: inout [UInt8]) {
        if let last = bytes.last, last != 0x20 { bytes.append(0x20) }
    }
}
