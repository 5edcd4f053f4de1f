import Storage
@_spi(_Unicode) import Swift

/// Text folded for search: lower case, accents and ё's dots removed, every run of characters that
/// are not letters or digits turned into one space.
public enum SearchText {
    /// `Ohm's Law (Café)` → `ohm s law cafe`.
    public static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var needsDecomposing = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                append(UInt8(scalar.value), to: &bytes)
            } else if let plain = withoutBreve[scalar.value] {
                bytes += plain
            } else if mayCarryAccent(scalar) {
                needsDecomposing = true
                break
            } else {
                appendOther(scalar, to: &bytes)
            }
        }
        if needsDecomposing {
            // Canonical decomposition (NFD) parts a letter from its accents, which are then dropped.
            bytes.removeAll(keepingCapacity: true)
            for scalar in text._nfd where scalar.properties.generalCategory != .nonspacingMark {
                if scalar.isASCII {
                    append(UInt8(scalar.value), to: &bytes)
                } else if scalar == "ß" || scalar == "ẞ" {
                    bytes += Array("ss".utf8)  // ß has no lower case of its own; folding cases makes it ss
                } else {
                    appendOther(scalar, to: &bytes)
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

    /// Ё ё → е and Й й → и, as decomposing reads them, written out so Russian text never needs the
    /// decomposition (indexing 50,000 imported places depends on it).
    private static let withoutBreve: [UInt32: [UInt8]] = [
        0x401: [0xD0, 0xB5], 0x451: [0xD0, 0xB5], 0x419: [0xD0, 0xB8], 0x439: [0xD0, 0xB8],
    ]

    /// Letters that may decompose into a base letter and a mark (Latin with accents, Greek with
    /// tonos, ё and й); only text with one of these pays for decomposing.
    private static func mayCarryAccent(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00C0...0x024F, 0x0300...0x036F, 0x0386...0x03CE, 0x0400...0x040F, 0x0419, 0x0439, 0x0450...0x045F,
            0x1E00...0x1FFF:
            true
        default: false
        }
    }

    private static func appendOther(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.properties.isAlphabetic {
            bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
        } else if scalar.properties.numericType != nil {
            bytes.append(contentsOf: String(scalar).utf8)
        } else {
            separate(&bytes)
        }
    }

    private static func separate(_ bytes: inout [UInt8]) {
        if let last = bytes.last, last != 0x20 { bytes.append(0x20) }
    }
}
