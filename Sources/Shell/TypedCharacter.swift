/// One typed character from the bytes read so far, a byte at a time as the line editor reads them: a character
/// whose UTF-8 bytes have not all come is incomplete, and bytes that cannot be one become U+FFFD.
enum TypedCharacter {
    enum Decoded { case incomplete, scalar(UInt32) }

    /// The character `bytes` (at least one) make, or `.incomplete` while its lead byte asks for more.
    static func decode(_ bytes: [UInt8]) -> Decoded {
        let lead = bytes[0]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        guard length > 0 else { return .scalar(0xFFFD) }
        if bytes.count < length {
            return bytes.last! & 0xC0 == 0x80 || bytes.count == 1 ? .incomplete : .scalar(0xFFFD)
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        if case let .scalarValue(scalar) = decoder.decode(&iterator) { return .scalar(scalar.value) }
        return .scalar(0xFFFD)
    }
}
