/// Turns the bytes a terminal sends into keys: characters (UTF-8), Ctrl-C, Esc, the arrows and
/// xterm SGR mouse reports. Input from the terminal is hostile until read: a sequence is bounded
/// in length, numbers in size, and anything unknown is consumed and ignored, never echoed.
public enum TerminalInput {
    /// The longest escape sequence read whole; a longer one is dropped.
    public static let longestSequence = 32

    /// What the start of `bytes` holds.
    public enum Reading: Equatable, Sendable {
        /// A key, and how many bytes it took.
        case key(TerminalKey, length: Int)
        /// Bytes that mean nothing to coach (an unknown sequence, a broken character), to drop.
        case ignored(length: Int)
        /// The start of a sequence whose end has not arrived yet.
        case incomplete
    }

    /// Reads the first key from `bytes`. `more` says whether more bytes may still come: when not,
    /// a lone Esc is the Esc key and an unfinished sequence is dropped.
    public static func read(_ bytes: ArraySlice<UInt8>, more: Bool) -> Reading {
        guard let first = bytes.first else { return .incomplete }
        switch first {
        case 0x03: return .key(.interrupt, length: 1)
        case 0x1B: return escape(bytes, more: more)
        case 0x09, 0x0A, 0x0D: return .key(.character(Character(Unicode.Scalar(first))), length: 1)
        case 0x00..<0x20, 0x7F: return .ignored(length: 1)
        default: return character(bytes, more: more)
        }
    }

    /// Every key in `bytes`, which holds all there is (the fuzzer's and the tests' entry).
    public static func keys(in bytes: [UInt8]) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        var start = 0
        while start < bytes.count {
            switch read(bytes[start...], more: false) {
            case let .key(key, length):
                keys.append(key)
                start += length
            case let .ignored(length): start += length
            case .incomplete: start += 1
            }
        }
        return keys
    }

    private static func character(_ bytes: ArraySlice<UInt8>, more: Bool) -> Reading {
        let first = bytes.first!
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0 else { return .ignored(length: 1) }
        guard bytes.count >= length else { return more ? .incomplete : .ignored(length: bytes.count) }
        let taken = bytes.prefix(length)
        guard taken.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
            let scalar = String(validating: taken, as: UTF8.self)?.unicodeScalars.first,
            scalar.value >= 0xA0 || scalar.value < 0x80
        else { return .ignored(length: 1) }
        return .key(.character(Character(scalar)), length: length)
    }

    private static func escape(_ bytes: ArraySlice<UInt8>, more: Bool) -> Reading {
        let rest = bytes.dropFirst()
        guard let second = rest.first else { return more ? .incomplete : .key(.escape, length: 1) }
        switch second {
        case UInt8(ascii: "["): return controlSequence(bytes, more: more)
        case UInt8(ascii: "O"):
            guard let third = rest.dropFirst().first else { return more ? .incomplete : .key(.escape, length: 1) }
            if let arrow = arrow(third) { return .key(.arrow(arrow), length: 3) }
            return .ignored(length: 3)
        // Esc then another key (Alt and a key, or Esc typed quickly): the Esc alone; the key comes next.
        default: return .key(.escape, length: 1)
        }
    }

    /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F) and a final byte (0x40–0x7E).
    private static func controlSequence(_ bytes: ArraySlice<UInt8>, more: Bool) -> Reading {
        var end = bytes.startIndex + 2
        while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) {
            end += 1
            if end - bytes.startIndex >= longestSequence { return .ignored(length: end - bytes.startIndex) }
        }
        guard end < bytes.endIndex else { return more ? .incomplete : .ignored(length: bytes.count) }
        let length = end - bytes.startIndex + 1
        let final = bytes[end]
        guard (0x40...0x7E).contains(final) else { return .ignored(length: length - 1) }
        let parameters = bytes[(bytes.startIndex + 2)..<end]
        if parameters.isEmpty, let arrow = arrow(final) { return .key(.arrow(arrow), length: length) }
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
            let report = mouse(parameters.dropFirst(), released: final == UInt8(ascii: "m"))
        {
            return .key(.mouse(report), length: length)
        }
        return .ignored(length: length)
    }

    private static func arrow(_ byte: UInt8) -> TerminalKey.Arrow? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }

    /// `b;x;y`: three decimal numbers of at most four digits; bit 32 of `b` marks motion.
    private static func mouse(_ parameters: ArraySlice<UInt8>, released: Bool) -> MouseReport? {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard (1...4).contains(field.count), field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        let (code, column, row) = (numbers[0], numbers[1], numbers[2])
        guard column >= 1, row >= 1, code < 256 else { return nil }
        let motion = code & 32 != 0
        let action: MouseReport.Action = released ? .release : motion ? .motion : .press
        return MouseReport(button: code & ~(32 | 4 | 8 | 16), action: action, column: column, row: row)
    }
}
