/// A line too wide for the terminal, wrapped at spaces: every piece fits `width` columns (a single word longer than
/// that stays whole: a number or a path is not cut). A continued line starts under the text it continues: the
/// second column of a `label   value` row, else the line's own indent.
enum LineWrap {
    static func lines(_ text: String, width: Int) -> [String] {
        // Most lines are plain ASCII: a column a byte, wrapped on the bytes themselves.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return asciiLines(Array(text.utf8), width: width) }
        guard TerminalText.width(of: text) > width else { return [text] }
        // Without styling or control characters a word's width is its characters' own.
        let plain = !TerminalText.mayNeedWork(text)
        let indent = String(repeating: " ", count: hangingIndent(text, width: width))
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        var leading = text.prefix { $0 == " " }
        var rest = text.dropFirst(leading.count)
        while !rest.isEmpty {
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count)
            let spaces = rest.prefix { $0 == " " }
            rest = rest.dropFirst(spaces.count)
            let wordWidth = plain ? ColumnWidth.of(word) : TerminalText.width(of: String(word))
            if !current.isEmpty, currentWidth + leading.count + wordWidth > width {
                lines.append(current)
                current = indent
                currentWidth = indent.count
            } else {
                current += leading
                currentWidth += leading.count
            }
            current += word
            currentWidth += wordWidth
            leading = spaces
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `lines` for printable ASCII, where every byte is a column.
    private static func asciiLines(_ bytes: [UInt8], width: Int) -> [String] {
        guard bytes.count > width else { return [String(decoding: bytes, as: UTF8.self)] }
        let space = UInt8(ascii: " ")
        let indent = asciiHangingIndent(bytes, width: width)
        var lines: [String] = []
        var current: [UInt8] = []
        var start = 0
        var leading = bytes.prefix { $0 == space }.count
        var index = leading
        while index < bytes.count {
            var end = index
            while end < bytes.count && bytes[end] != space { end += 1 }
            var next = end
            while next < bytes.count && bytes[next] == space { next += 1 }
            if !current.isEmpty, current.count + leading + (end - index) > width {
                lines.append(String(decoding: current, as: UTF8.self))
                current = Array(repeating: space, count: indent)
            } else {
                current += bytes[start..<index]
            }
            current += bytes[index..<end]
            (start, index, leading) = (end, next, next - end)
        }
        if !current.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
        return lines
    }

    /// `hangingIndent` of printable ASCII, where every byte is a character one column wide.
    private static func asciiHangingIndent(_ bytes: [UInt8], width: Int) -> Int {
        let space = UInt8(ascii: " ")
        let indent = bytes.prefix { $0 == space }.count
        var spaces = 0
        var seenText = false
        for column in indent..<bytes.count {
            if bytes[column] == space {
                spaces += 1
            } else {
                if seenText, spaces >= 2 { return column <= width / 2 ? column : indent }
                seenText = true
                spaces = 0
            }
        }
        return indent
    }

    /// Where a continued line starts: after the label of `  Calories    52 / 2,000 kcal …` (its first run of two or
    /// more spaces after text), when that leaves at least half the width; else the line's indent.
    private static func hangingIndent(_ text: String, width: Int) -> Int {
        let indent = text.prefix { $0 == " " }.count
        var column = indent
        var spaces = 0
        var seenText = false
        for character in text.dropFirst(indent) {
            if character == " " {
                spaces += 1
            } else {
                if seenText, spaces >= 2 { return column <= width / 2 ? column : indent }
                seenText = true
                spaces = 0
            }
            column += ColumnWidth.of(character)
        }
        return indent
    }
}
