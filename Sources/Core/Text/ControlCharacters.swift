/// Characters that make a terminal act instead of showing something: the C0 controls
/// (U+0000–U+001F, ESC among them), DEL (U+007F) and the C1 controls (U+0080–U+009F).
/// New names refuse them; wherever text is printed they are shown visibly instead:
/// `^@`…`^_` and `^?` for C0 and DEL (ESC is `^[`), as libedit and `cat -v` show them, and
/// `\u{80}`…`\u{9F}` for C1.
public enum ControlCharacters {
    /// What a piece of text may keep as it is.
    public enum Allowance: Sendable {
        /// No control character at all: names, ids, single-line fields.
        case none
        /// Line breaks (LF, and CR directly before LF) and tabs: notes and descriptions.
        case lineBreaksAndTabs
    }

    /// Whether `scalar` is a C0 or C1 control character or DEL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// How `scalar` is shown: `^[` for ESC, `^?` for DEL, `\u{9B}` for a C1 control, itself otherwise.
    public static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0..<0x20: "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
        case 0x7F: "^?"
        case 0x80...0x9F: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: String(scalar)
        }
    }

    /// `text` with every control character that `allowance` does not keep shown visibly.
    public static func visible(_ text: String, keeping allowance: Allowance = .none) -> String {
        guard holdsControls(text, beyond: allowance) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        forEachScalar(in: text, allowance) { scalar, allowed in
            if allowed { result.unicodeScalars.append(scalar) } else { result += shown(scalar) }
        }
        return result
    }

    /// The control characters in `text` that `allowance` does not keep, each once, shown: `["^[", "^G"]`.
    public static func found(in text: String, allowing allowance: Allowance = .none) -> [String] {
        guard holdsControls(text, beyond: allowance) else { return [] }
        var found: [String] = []
        forEachScalar(in: text, allowance) { scalar, allowed in
            if !allowed, !found.contains(shown(scalar)) { found.append(shown(scalar)) }
        }
        return found
    }

    /// Calls `body` with each scalar and whether it may stay as it is (not a control, or allowed).
    private static func forEachScalar(in text: String, _ allowance: Allowance, _ body: (Unicode.Scalar, Bool) -> Void) {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            var allowed = !isControl(scalar)
            if !allowed, allowance == .lineBreaksAndTabs {
                allowed =
                    scalar == "\n" || scalar == "\t"
                    || (scalar == "\r" && next < scalars.endIndex && scalars[next] == "\n")
            }
            body(scalar, allowed)
            index = next
        }
    }

    /// Whether `text` holds a control character that `allowance` does not keep, read on its bytes: every line
    /// printed is checked, and most hold line breaks or a `·` (0xC2 0xB7) and no control at all. C0 and DEL are
    /// single bytes; every C1 control is 0xC2 followed by 0x80–0x9F.
    public static func holdsControls(_ text: String, beyond allowance: Allowance) -> Bool {
        var text = text
        let keepsBreaks = allowance == .lineBreaksAndTabs
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte >= 0x20, byte != 0x7F, byte != 0xC2 { continue }
                switch byte {
                case 0x0A, 0x09: if !keepsBreaks { return true }
                case 0x0D: if !keepsBreaks || index == bytes.count || bytes[index] != 0x0A { return true }
                case 0xC2: if index < bytes.count, (0x80...0x9F).contains(bytes[index]) { return true }
                default: return true
                }
            }
            return false
        }
    }
}

extension ControlCharacters {
    /// The message refusing `text` as a `field` (`the topic 'Mine^[[2J' contains a control character
    /// (^[); type the topic without it`), saying what may stay. `field` is a message (`Messages.mark("topic")`).
    public static func refusal(
        of text: String, as field: String, allowing allowance: Allowance = .none, in words: Messages = .english
    ) -> String {
        let found = found(in: text, allowing: allowance)
        let (name, list) = (words.tr(field), found.joined(separator: ", "))
        let kept = allowance == .lineBreaksAndTabs ? words.tr(" (line breaks and tabs are fine)") : ""
        return found.count == 1
            ? words.tr(
                "the %@ '%@' contains a control character (%@); type the %@ without it%@",
                name, visible(text), list, name, kept)
            : words.tr(
                "the %@ '%@' contains control characters (%@); type the %@ without them%@",
                name, visible(text), list, name, kept)
    }
}
