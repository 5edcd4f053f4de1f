/// Text shown as it was declared elsewhere: the help of the command declarations, which ArgumentParser
/// keeps in English and hands back whole, sometimes with a value put in (`… (1–12) …`).
extension Messages {
    /// `shown` in this language: its translation when the catalog has it as it stands, else the translation
    /// of the one message with `%@` that it matches (`"Pick a scene (1–%@)."`), each value put in the
    /// translation as this language says it (a value that is a message itself is translated too);
    /// `shown` itself when neither is there.
    public func translate(shown: String) -> String {
        guard language != .en else { return shown }
        if case .single? = catalog[shown] { return tr(shown) }
        // Of the messages that match, the one with the most words of its own.
        var best: (text: String, values: [String], size: Int)?
        for (english, translation) in catalog {
            guard case let .single(text) = translation, english.contains("%@"),
                let values = Self.values(of: shown, matching: english)
            else { continue }
            let size = english.count - 2 * values.count
            if size > best?.size ?? 0 || (size == best?.size && text < best!.text) { best = (text, values, size) }
        }
        if let best { return Self.fill(best.text, with: best.values.map { tr($0) }) }
        return shown
    }

    /// `tr(english, values…)` with the values in an array.
    public func tr(_ english: String, values: [String]) -> String { Self.fill(tr(english), with: values) }

    /// The values that make `pattern` (English with `%@`) read `text`, or nil when it does not; a pattern
    /// must hold at least ten characters besides its placeholders, so it cannot match anything at all.
    public static func values(of text: String, matching pattern: String) -> [String]? {
        let pieces = pattern.split(separator: "%@", omittingEmptySubsequences: false)
        guard pieces.reduce(0, { $0 + $1.count }) >= 10, text.hasPrefix(pieces[0]),
            text.dropFirst(pieces[0].count).hasSuffix(pieces[pieces.count - 1])
        else { return nil }
        var rest = text.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count)
        var values: [String] = []
        for piece in pieces.dropFirst().dropLast() {
            guard !piece.isEmpty, let found = rest.firstRange(of: piece) else { return nil }
            values.append(String(rest[..<found.lowerBound]))
            rest = rest[found.upperBound...]
        }
        values.append(String(rest))
        return values.contains(where: \.isEmpty) ? nil : values
    }
}
