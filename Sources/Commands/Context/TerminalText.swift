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
        var result = ""
        for piece in pieces(of: text) {
            switch piece {
            case let .text(plain): result += ControlCharacters.visible(plain, keeping: .lineBreaksAndTabs)
            case let .style(look): if colors { result += look.escapeCode }
            }
        }
        return result
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
        var used = 1  // the `…`
        for character in text {
            let columns = ColumnWidth.of(character)
            guard used + columns <= width else { break }
            result.append(character)
            used += columns
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

    private enum Piece {
        case text(String)
        case style(Style.Look)
    }

    /// `text` cut at `Style`'s markers.
    private static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        for index in scalars.indices {
            guard let look = Style.Look(marker: scalars[index]) else { continue }
            if start < index { pieces.append(.text(String(Substring(scalars[start..<index])))) }
            pieces.append(.style(look))
            start = scalars.index(after: index)
        }
        if start < scalars.endIndex { pieces.append(.text(String(Substring(scalars[start...])))) }
        return pieces
    }

    /// False for text with no control character and no marker: most lines, passed through untouched.
    /// (C0 and DEL are single bytes, C1 controls start with 0xC2, the markers with 0xEF 0xB7.)
    static func mayNeedWork(_ text: String) -> Bool {
        text.utf8.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF }
    }
}
