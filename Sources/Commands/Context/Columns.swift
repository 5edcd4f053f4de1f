/// Text laid out in columns. Text wider than its column is never cut, only the padding shrinks.
enum Columns {
    /// `text` followed by spaces up to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// Spaces then `text`, right-aligned in `width` characters.
    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
