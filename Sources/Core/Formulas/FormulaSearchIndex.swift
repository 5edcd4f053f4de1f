import PureC
import Storage

/// A formula found by `formula search`.
public struct FormulaSearchHit: Equatable, Sendable, Encodable {
    public var id: String
    public var name: String
    /// The Russian name of a bundled formula.
    public var russianName: String?
    public var category: FormulaCategory
    public var topic: String
    public var display: String
    /// Higher is a better match.
    public var score: Int
    /// The place in the index (the catalog's order, then the user's), which breaks ties.
    var order: Int
    /// How many words the name has; fewer name the query more nearly.
    var nameWords: Int

    private enum CodingKeys: String, CodingKey { case id, name, russianName, category, topic, display, score }

    /// The name in `language`, falling back to the English one; as shown, on one line whatever a formula synced
    /// from elsewhere holds (a line break shows as `^J`).
    public func name(in language: FormulaLanguage) -> String {
        ControlCharacters.visible(language == .ru ? russianName ?? name : name)
    }

    /// The equation as shown in `language`, as `Formula.display(in:)` gives it (ids are unique in the library).
    public func display(in language: FormulaLanguage) -> String {
        language == .ru ? FormulaCatalog.russianDisplays[id] ?? display : display
    }

    /// Best first: the higher score, then the name with fewer words (for `energy`, `Kinetic energy`
    /// names it more nearly than `Elastic potential energy`), then the catalog's order.
    static func ranked(_ a: Self, _ b: Self) -> Bool {
        if a.score != b.score { return a.score > b.score }
        return a.nameWords != b.nameWords ? a.nameWords < b.nameWords : a.order < b.order
    }
}

extension FormulaLibrary {
    /// Where the search index is cached.
    static let indexPath = "formulas/search-index.tsv"

    /// The formulas matching every word of `text`, best first, found in a line-per-formula index of
    /// folded text (bundled and the user's), rebuilt only when the user's formulas or coach change. A formula's
    /// note in `notes` (by id) is searched as one more field of its line.
    public func search(_ text: String, notes: [String: String] = [:]) throws -> [FormulaSearchHit] {
        let query = SearchQuery(text)
        guard !query.isEmpty else { return [] }
        let index = try store.derived(at: Self.indexPath, from: UserFormulas.defaultPath) {
            Data((FormulaCatalog.bundled + (try userFormulas())).map(Self.indexLine).joined().utf8)
        }
        let noted = Dictionary(
            notes.map { (Array($0.key.utf8), Array(SearchText.fold($0.value).utf8)) }, uniquingKeysWith: { a, _ in a })
        var hits: [FormulaSearchHit] = []
        var scratch = Scratch()
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
            var (start, order) = (0, 0)
            while start < bytes.count {
                var end = bytes.count
                if let newline = memchr(bytes.baseAddress! + start, 0x0A, bytes.count - start) {
                    end = bytes.baseAddress!.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let note = noted.isEmpty ? nil : noted[Array(line.prefix { $0 != 0x09 })] {
                    // The note becomes the line's last field: every word may match it or the formula's own fields.
                    (Array(line) + [0x09] + note).withUnsafeBufferPointer { line in
                        if query.mayMatch(line) {
                            Self.collect(query, line: line, order: order, scratch: &scratch, into: &hits)
                        }
                    }
                } else if query.mayMatch(line) {
                    Self.collect(query, line: line, order: order, scratch: &scratch, into: &hits)
                }
                (start, order) = (end + 1, order + 1)
            }
        }
        index.withUnsafeBytes { scan($0.bindMemory(to: UInt8.self)) }
        return hits.sorted(by: FormulaSearchHit.ranked)
    }

    /// Field weights of an index line, after the six shown fields: names (English, Russian, common) and id, equation,
    /// what the variables mean, topic and category, description; then, where there is one, the person's note.
    private static let weights = [5, 4, 3, 3, 1, 3]

    /// `id ⇥ name ⇥ Russian name ⇥ category ⇥ topic ⇥ display ⇥` then the five folded search fields, and a newline.
    static func indexLine(_ formula: Formula) -> String {
        let shown = [
            formula.id, formula.name, formula.russianName ?? "", formula.category.rawValue, formula.topic,
            formula.display,
        ]
        .map(CacheLine.field)
        let searched = [
            formula.searchedNames,
            formula.equation,
            formula.variables.map { Self.withSynonyms($0.meaning) }.joined(separator: " ") + " "
                + formula.russianKeywords,
            formula.topic + " " + formula.category.rawValue,
            formula.about,
        ].map(SearchText.fold)
        return (shown + searched).joined(separator: "\t") + "\n"
    }

    /// Words people use for the same quantity, so `mass velocity` finds a formula written with "speed".
    private static let synonyms = [
        "speed": "velocity", "velocity": "speed", "distance": "displacement", "displacement": "distance",
    ]

    private static func withSynonyms(_ meaning: String) -> String {
        meaning + meaning.split(separator: " ").compactMap { synonyms[$0.lowercased()].map { " " + $0 } }.joined()
    }

    /// Buffers reused from line to line, so scanning ten thousand lines allocates nothing per line.
    private struct Scratch {
        var tabs: [Int] = []
        var fields: [(weight: Int, range: Range<Int>)] = []
    }

    private static func collect(
        _ query: SearchQuery, line: UnsafeBufferPointer<UInt8>, order: Int, scratch: inout Scratch,
        into hits: inout [FormulaSearchHit]
    ) {
        scratch.tabs.removeAll(keepingCapacity: true)
        for offset in line.indices where line[offset] == 0x09 { scratch.tabs.append(offset) }
        let tabs = scratch.tabs
        guard tabs.count == 10 || tabs.count == 11 else { return }
        scratch.fields.removeAll(keepingCapacity: true)
        for (number, weight) in weights.prefix(tabs.count - 5).enumerated() {
            let end = number + 6 < tabs.count ? tabs[number + 6] : line.count
            scratch.fields.append((weight, tabs[number + 5] + 1..<end))
        }
        guard let score = query.score(line, fields: scratch.fields) else { return }
        func text(_ field: Int) -> String {
            String(
                decoding: UnsafeBufferPointer(rebasing: line[(field == 0 ? 0 : tabs[field - 1] + 1)..<tabs[field]]),
                as: UTF8.self)
        }
        let russian = text(2)
        let nameWords = 1 + line[tabs[0] + 1..<tabs[1]].lazy.filter { $0 == 0x20 }.count
        hits.append(
            FormulaSearchHit(
                id: text(0), name: text(1), russianName: russian.isEmpty ? nil : russian,
                category: FormulaCategory(rawValue: text(3)) ?? .mathematics,
                topic: text(4), display: text(5), score: score, order: order, nameWords: nameWords))
    }
}
