/// A line of a tab-separated cache (`sights/details.tsv`, `formulas/search-index.tsv`): fields
/// split by tabs, lines by LF.
enum CacheLine {
    /// `text` with each tab, CR, LF and CRLF, which would split the line, made one space. Worked
    /// scalar by scalar: Swift reads "\r\n" as one Character, which equals neither "\r" nor "\n".
    static func field(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var cleaned = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            guard scalar == "\t" || scalar == "\n" || scalar == "\r" else {
                cleaned.append(scalar)
                continue
            }
            if scalar == "\n", previous == "\r" { continue }
            cleaned.append(" ")
        }
        return String(cleaned)
    }
}
