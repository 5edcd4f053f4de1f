/// Prose fitted to the terminal: words moved to the next line rather than cut by the window's edge.
enum TextWrap {
    /// `text` in lines of at most `width` columns (a word longer than that gets a line of its own);
    /// line breaks already in the text are kept.
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [text] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            var lines: [String] = []
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                let wordWidth = Table.width(of: String(word))
                if lineWidth > 0, lineWidth + 1 + wordWidth > width {
                    lines.append(line)
                    (line, lineWidth) = ("", 0)
                }
                line += (lineWidth > 0 ? " " : "") + word
                lineWidth += (lineWidth > 0 ? 1 : 0) + wordWidth
            }
            return lines + [line]
        }
    }

    /// `text` wrapped to the terminal's width, or as it is when no terminal shows it (scripts read lines whole).
    static func forTerminal(_ text: String, context: CommandContext) -> [String] {
        guard let columns = context.terminal?.columns else { return [text] }
        return lines(text, width: min(columns, 100) - 1)
    }
}
