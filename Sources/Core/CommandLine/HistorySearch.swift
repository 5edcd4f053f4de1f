/// Ctrl-R at the prompt: the newest earlier line holding what is typed, an older one at each Ctrl-R
/// again, as bash and fish search.
public struct HistorySearch: Sendable {
    /// What is typed to look for.
    public private(set) var pattern = ""
    /// The lines searched, oldest first.
    private let lines: [String]
    /// Where in `lines` the line found is; nil before anything is found.
    private var found: Int?
    /// Whether no earlier line holds `pattern` (the last line found stays shown).
    public private(set) var failed = false

    public init(lines: [String]) { self.lines = lines }

    /// The line found, or nil.
    public var match: String? { found.map { lines[$0] } }

    /// Where the pattern starts in the line found, counted in Unicode scalars as the line editor counts.
    public var matchOffset: Int? {
        guard let match, let range = match.firstRange(of: pattern) else { return nil }
        return match.unicodeScalars.distance(from: match.startIndex, to: range.lowerBound)
    }

    /// The prompt shown while searching: `(search history) 'stop': `.
    public var prompt: String {
        if pattern.isEmpty { return "(search history): " }
        return (failed ? "(search history, not found) '" : "(search history) '") + pattern + "': "
    }

    /// One more character typed: the line found still counts if it holds the longer pattern.
    public mutating func type(_ character: Character) {
        pattern.append(character)
        look(from: found ?? lines.count - 1)
    }

    /// Backspace: the last character of the pattern taken off, searched again from the newest line.
    public mutating func erase() {
        guard !pattern.isEmpty else { return }
        pattern.removeLast()
        failed = false
        if pattern.isEmpty { found = nil } else { look(from: lines.count - 1) }
    }

    /// Ctrl-R again: the next older line holding the pattern, unlike the one found.
    public mutating func older() {
        guard !pattern.isEmpty, let found else { return }
        look(from: found - 1, unlike: lines[found])
    }

    private mutating func look(from start: Int, unlike shown: String? = nil) {
        var index = start
        while index >= 0 {
            if lines[index] != shown, lines[index].contains(pattern) {
                (found, failed) = (index, false)
                return
            }
            index -= 1
        }
        failed = true
    }
}
