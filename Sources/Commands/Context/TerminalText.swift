import Core

/// How text becomes what the terminal is sent. Every control character is shown visibly
/// (`ControlCharacters`: `^[` for ESC, `^G` for BEL, `\u{9B}` for a C1 control), except line
/// breaks and tabs; `Style`'s markers become SGR codes when colours are on and vanish otherwise.
/// So a name, a note or an echoed command can never retitle, clear or move the terminal: only
/// `ControlSequence`s, written on purpose by live displays, do that.
public enum TerminalText {
    /// `text` ready for the terminal: control characters shown, styling applied when `colors`.
    public static func render(_ text: String, colors: Bool) -> String {
        guard mayNeedWork(text) else { return text }
        var text = text
        // On the bytes: a marker is U+FDD0 and after, three bytes (0xEF 0xB7 0x90…), never inside another character.
        return text.withUTF8 { bytes in
            var result = ""
            var (start, index) = (0, 0)
            while index < bytes.count {
                guard bytes[index] == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xB7,
                    let look = Style.Look(marker: Unicode.Scalar(0xFDC0 + UInt32(bytes[index + 2] & 0x3F))!)
                else {
                    index += 1
                    continue
                }
                if start < index {
                    let plain = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    result += ControlCharacters.visible(plain, keeping: .lineBreaksAndTabs)
                }
                if colors { result += look.escapeCode }
                index += 3
                start = index
            }
            if start < bytes.count {
                let plain = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
                result += ControlCharacters.visible(plain, keeping: .lineBreaksAndTabs)
            }
            return result
        }
    }

    /// `text` for a single line: line breaks and tabs shown too, styling dropped. For what the
    /// user typed when it is quoted back (`unknown command '…'`) and for Tab's candidates.
    public static func oneLine(_ text: String) -> String {
        ControlCharacters.visible(render(text, colors: false))
    }

    /// The columns `text` takes once rendered: styling takes none, a control character two (`^[`), a wide
    /// character two (`ColumnWidth`).
    public static func width(of text: String) -> Int {
        ColumnWidth.of(render(text, colors: false))
    }

    /// Plain `text` cut to at most `width` columns, ending in `…` when cut.
    static func truncated(_ text: String, to width: Int) -> String {
        guard self.width(of: text) > width else { return text }
        var result = ""
        if text.unicodeScalars.allSatisfy({ ColumnWidth.isNarrowAlone($0.value) }) {
            // A column a scalar, each a character by itself: cut on the scalars (telling characters apart costs more).
            let scalars = text.unicodeScalars
            result = String(text[..<scalars.index(scalars.startIndex, offsetBy: max(0, width - 1))])
        } else {
            var used = 1  // the `…`
            for character in text {
                let columns = ColumnWidth.of(character)
                guard used + columns <= width else { break }
                result.append(character)
                used += columns
            }
        }
        while result.last == " " { result.removeLast() }
        return result + "…"
    }

    /// Encoded JSON with DEL and the C1 controls escaped as `\u007f`…`\u009f` too (the encoder
    /// escapes only C0): still the same JSON value, and nothing in it drives a terminal. They can
    /// only stand inside strings, where the escape means the same character.
    static func json(_ encoded: String) -> String {
        guard encoded.utf8.contains(where: { $0 == 0x7F || $0 == 0xC2 }) else { return encoded }
        var result = ""
        for scalar in encoded.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                result += "\\u00" + String(scalar.value, radix: 16)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// False for text with no control character beyond line breaks and tabs, and no marker: most lines, passed
    /// through untouched. (A marker is 0xEF 0xB7 then a third byte.)
    static func mayNeedWork(_ text: String) -> Bool {
        if ControlCharacters.holdsControls(text, beyond: .lineBreaksAndTabs) { return true }
        var text = text
        return text.withUTF8 { bytes in
            bytes.indices.dropLast().contains { bytes[$0] == 0xEF && bytes[$0 + 1] == 0xB7 }
        }
    }
}
