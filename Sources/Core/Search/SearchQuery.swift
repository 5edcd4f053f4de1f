/// A search typed by the user, ready to score documents: each word must match some field,
/// exactly, as the start of a word, or with one typo (a wrong, missing, extra or swapped letter).
public struct SearchQuery: Sendable {
    /// The folded words, as Unicode scalars for the typo check and UTF-8 for the fast checks.
    let words: [(bytes: [UInt8], scalars: [Unicode.Scalar])]

    /// The query for `text`; empty when it has no letters or digits.
    public init(_ text: String) {
        words = SearchText.words(text).map { (Array($0.utf8), Array($0.unicodeScalars)) }
    }

    public var isEmpty: Bool { words.isEmpty }

    /// How well each query word matches a field word, out of 100.
    static let exact = 100, prefix = 70, typo = 50

    /// The score of a document whose fields are ranges of folded text in `text`, with their
    /// weights; nil when some query word matches no field. Higher is better.
    public func score(_ text: UnsafeBufferPointer<UInt8>, fields: [(weight: Int, range: Range<Int>)]) -> Int? {
        var total = 0
        for word in words {
            var best = 0
            for field in fields where field.weight * Self.exact > best {
                let quality = Self.bestMatch(of: word, in: UnsafeBufferPointer(rebasing: text[field.range]))
                best = max(best, quality * field.weight)
            }
            if best == 0 { return nil }
            total += best
        }
        return total
    }

    /// Scores a document given as folded strings with their weights.
    public func score(_ fields: [(weight: Int, text: String)]) -> Int? {
        var joined: [UInt8] = []
        var ranges: [(weight: Int, range: Range<Int>)] = []
        for field in fields {
            let start = joined.count
            joined += field.text.utf8
            ranges.append((field.weight, start..<joined.count))
        }
        return joined.withUnsafeBufferPointer { score($0, fields: ranges) }
    }

    private static func bestMatch(of word: (bytes: [UInt8], scalars: [Unicode.Scalar]), in text: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count, text[end] != 0x20 { end += 1 }
            let quality = match(word, UnsafeBufferPointer(rebasing: text[start..<end]))
            if quality == exact { return exact }
            best = max(best, quality)
            start = end + 1
        }
        return best
    }

    private static func match(_ word: (bytes: [UInt8], scalars: [Unicode.Scalar]), _ candidate: UnsafeBufferPointer<UInt8>) -> Int {
        let query = word.bytes
        if candidate.count >= query.count, candidate.prefix(query.count).elementsEqual(query) {
            return candidate.count == query.count ? exact : query.count >= 2 ? prefix : 0
        }
        guard word.scalars.count >= 4, abs(candidate.count - query.count) <= 4 else { return 0 }
        let scalars = Array(String(decoding: candidate, as: UTF8.self).unicodeScalars)
        return atMostOneEdit(word.scalars, scalars) ? typo : 0
    }

    /// Whether `a` becomes `b` by at most one substitution, insertion, deletion or adjacent swap.
    public static func atMostOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        guard abs(a.count - b.count) <= 1 else { return false }
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        if i == a.count || i == b.count { return true }
        if a.count == b.count {
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
    }
}
