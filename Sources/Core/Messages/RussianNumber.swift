/// Numbers as Russian typography writes them in text: a decimal comma, and a narrow no-break space
/// (U+202F) between groups of three digits once the whole part has five digits or more (`1500`,
/// `12 500`, `1,5`), as Russian style guides do. Only for words a person reads, never for JSON or CSV.
public enum RussianNumber {
    /// The narrow no-break space between groups of digits.
    public static let groupSeparator: Character = "\u{202F}"

    /// `count` in Russian text.
    public static func text(_ count: Int) -> String { text(String(count)) }

    /// `plain`, a number as coach writes it in English (`-12500.75`, from `String(n)` or `Printf.format`),
    /// in Russian text; anything that is not such a number comes back as it is.
    public static func text(_ plain: String) -> String {
        let sign = plain.hasPrefix("-") ? "-" : ""
        let unsigned = plain.dropFirst(sign.count)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        guard !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit),
            parts.count == 1 || parts[1].allSatisfy(\.isASCIIDigit)
        else { return plain }
        var grouped = String(whole)
        if whole.count >= 5 {
            var groups: [Substring] = []
            var end = whole.endIndex
            while end > whole.startIndex {
                let start = whole.index(end, offsetBy: -3, limitedBy: whole.startIndex) ?? whole.startIndex
                groups.insert(whole[start..<end], at: 0)
                end = start
            }
            grouped = groups.joined(separator: String(groupSeparator))
        }
        return sign + grouped + (parts.count == 2 ? "," + parts[1] : "")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
