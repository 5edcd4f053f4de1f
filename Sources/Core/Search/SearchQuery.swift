import PureC

/// A search typed by the user, ready to score documents: each word must match some field,
/// exactly, as the start of a word, or with one typo (a wrong, missing, extra or swapped letter).
public struct SearchQuery: Sendable {
    /// A folded word, as UTF-8 for the fast checks and as Unicode scalars for typos outside ASCII.
    typealias Word = (bytes: [UInt8], scalars: [Unicode.Scalar], isASCII: Bool)
    let words: [Word]
    /// The lightest field a word may match with a typo; in lighter ones (a long description) a
    /// typo finds too much by chance (`cafe` would find `came`), so only whole words and word starts count.
    let typosFromWeight: Int

    /// The query for `text`, matching with typos only in fields of `typosFromWeight` or heavier;
    /// empty when it has no letters or digits.
    public init(_ text: String, typosFromWeight: Int = 0) {
        words = SearchText.words(text).map {
            (Array($0.utf8), Array($0.unicodeScalars), $0.utf8.allSatisfy { $0 < 0x80 })
        }
        self.typosFromWeight = typosFromWeight
    }

    public var isEmpty: Bool { words.isEmpty }

    /// How well each query word matches a field word, out of 100.
    static let exact = 100, prefix = 70, typo = 50

    /// A quick test that rules out most texts without scoring them: every word of the query must
    /// leave a trace in `text` that no single typo can erase: its first or last three bytes for
    /// long words, two for words of five or six, one for words of four, all of a shorter word.
    public func mayMatch(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        words.allSatisfy { word in
            let bytes = word.bytes
            let anchor = bytes.count >= 7 ? 3 : bytes.count >= 5 ? 2 : bytes.count == 4 ? 1 : bytes.count
            return bytes.withUnsafeBufferPointer { word in
                Self.find(UnsafeBufferPointer(rebasing: word.prefix(anchor)), in: text)
                    || Self.find(UnsafeBufferPointer(rebasing: word.suffix(anchor)), in: text)
            }
        }
    }

    /// Whether `needle` occurs in `text`: memchr to each candidate first byte, then memcmp.
    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let needleBase = needle.baseAddress, let base = text.baseAddress, needle.count <= text.count else {
            return needle.isEmpty
        }
        let last = text.count - needle.count
        var offset = 0
        while offset <= last, let hit = memchr(base + offset, Int32(needle[0]), last - offset + 1) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, needleBase, needle.count) == 0 { return true }
            offset = at + 1
        }
        return false
    }

    /// The score of a document whose fields are ranges of folded text in `text`, with their
    /// weights; nil when some query word matches no field. Higher is better.
    public func score(_ text: UnsafeBufferPointer<UInt8>, fields: [(weight: Int, range: Range<Int>)]) -> Int? {
        var total = 0
        for word in words {
            var best = 0
            for field in fields where field.weight * Self.exact > best {
                let words = UnsafeBufferPointer(rebasing: text[field.range])
                let quality = Self.bestMatch(of: word, in: words, typos: field.weight >= typosFromWeight)
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

    private static func bestMatch(of word: Word, in text: UnsafeBufferPointer<UInt8>, typos: Bool) -> Int {
        var best = 0
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count, text[end] != 0x20 { end += 1 }
            let quality = match(word, UnsafeBufferPointer(rebasing: text[start..<end]), typos: typos)
            if quality == exact { return exact }
            best = max(best, quality)
            start = end + 1
        }
        return best
    }

    private static func match(_ word: Word, _ candidate: UnsafeBufferPointer<UInt8>, typos: Bool) -> Int {
        let query = word.bytes
        if candidate.count >= query.count, candidate.prefix(query.count).elementsEqual(query) {
            return candidate.count == query.count ? exact : query.count >= 2 ? prefix : 0
        }
        guard typos, word.scalars.count >= 4 else { return 0 }
        if word.isASCII {
            // Folded text is ASCII or words of another script, which are never one edit from an ASCII word.
            guard abs(candidate.count - query.count) <= 1, candidate.allSatisfy({ $0 < 0x80 }) else { return 0 }
            return query.withUnsafeBufferPointer { oneEdit($0, candidate) } ? typo : 0
        }
        guard abs(candidate.count - query.count) <= 4 else { return 0 }
        return atMostOneEdit(word.scalars, Array(String(decoding: candidate, as: UTF8.self).unicodeScalars)) ? typo : 0
    }

    /// Whether `a` becomes `b` by at most one substitution, insertion, deletion or adjacent swap.
    public static func atMostOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in oneEdit(a, b) } }
    }

    private static func oneEdit<T: Equatable>(_ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>) -> Bool {
        guard abs(a.count - b.count) <= 1 else { return false }
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        if i == a.count || i == b.count { return true }
        func same(_ x: Int, _ y: Int) -> Bool {
            a.count - x == b.count - y
                && UnsafeBufferPointer(rebasing: a[x...]).elementsEqual(UnsafeBufferPointer(rebasing: b[y...]))
        }
        if a.count == b.count {
            return same(i + 1, i + 1) || (i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && same(i + 2, i + 2))
        }
        return a.count > b.count ? same(i + 1, i) : same(i, i + 1)
    }
}
