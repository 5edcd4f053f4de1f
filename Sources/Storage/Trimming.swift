extension Character {
    /// A space or tab (any horizontal white space), not a line break.
    public var isSpace: Bool { isWhitespace && !isNewline }
}

extension StringProtocol {
    /// The text without the characters `drop` names at either end (by default white space and line
    /// breaks): what Foundation's `trimmingCharacters(in:)` did, without Foundation's string bridge.
    public func trimmed(_ drop: (Character) -> Bool = \.isWhitespace) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }
}
