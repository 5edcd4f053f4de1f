import Foundation

/// A formula asked for by an id the library does not have.
public struct UnknownFormulaError: UserFacingError, Equatable {
    public var id: String
    public var suggestion: String?

    public init(id: String, suggestion: String?) {
        self.id = id
        self.suggestion = suggestion
    }

    public var message: String {
        "no formula '\(id)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "; see 'formula list' or 'formula search WORDS'")
    }
}

/// The bundled catalog together with the user's own formulas, read through the store.
public struct FormulaLibrary: Sendable {
    let store: any Store

    public init(store: any Store) {
        self.store = store
    }

    /// The bundled formulas by id.
    static let bundledByID: [String: Formula] = Dictionary(uniqueKeysWithValues: FormulaCatalog.bundled.map { ($0.id, $0) })

    /// The user's formulas, in the order they were added.
    public func userFormulas() throws -> [Formula] {
        try store.load(UserFormulas.self).formulas
    }

    /// Every formula: the bundled catalog, then the user's.
    public func all() throws -> [Formula] {
        FormulaCatalog.bundled + (try userFormulas())
    }

    /// The formula with `id`; the error suggests the nearest id.
    public func formula(_ id: String) throws -> Formula {
        if let formula = Self.bundledByID[id] { return formula }
        let mine = try userFormulas()
        if let formula = mine.first(where: { $0.id == id }) { return formula }
        throw UnknownFormulaError(id: id, suggestion: Suggestion.closest(to: id, among: FormulaCatalog.bundled.map(\.id) + mine.map(\.id)))
    }

    /// Every id, for Tab.
    public func ids() -> [String] {
        FormulaCatalog.bundled.map(\.id) + ((try? userFormulas().map(\.id)) ?? [])
    }
}

/// A formula found by `formula search`.
public struct FormulaSearchHit: Equatable, Sendable, Encodable {
    public var id: String
    public var name: String
    public var category: FormulaCategory
    public var topic: String
    public var display: String
    /// Higher is a better match.
    public var score: Int
}

extension FormulaLibrary {
    /// Where the user formulas' search index is cached.
    static let indexPath = "formulas/search-index.tsv"

    /// The formulas matching every word of `text`, best first. The user's formulas are searched
    /// through a line-per-formula index of folded text, rebuilt only when they change.
    public func search(_ text: String) throws -> [FormulaSearchHit] {
        let query = SearchQuery(text)
        guard !query.isEmpty else { return [] }
        var hits: [FormulaSearchHit] = []
        for formula in FormulaCatalog.bundled {
            let line = Self.indexLine(formula)
            line.utf8.withContiguousStorageIfAvailable { Self.collect(query, line: $0, into: &hits) }
        }
        let index = try store.derived(at: Self.indexPath, from: UserFormulas.defaultPath) {
            Data(try userFormulas().map(Self.indexLine).joined().utf8)
        }
        index.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                Self.collect(query, line: UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &hits)
                start = end + 1
            }
        }
        return hits.sorted { ($1.score, $0.name, $0.id) < ($0.score, $1.name, $1.id) }
    }

    /// Field weights of an index line, after the five shown fields: name and id, equation,
    /// what the variables mean, topic and category, description.
    private static let weights = [5, 4, 3, 3, 1]

    /// `id ⇥ name ⇥ category ⇥ topic ⇥ display ⇥` then the five folded search fields, and a newline.
    static func indexLine(_ formula: Formula) -> String {
        func clean(_ text: String) -> String {
            text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) ? String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 }) : text
        }
        let shown = [formula.id, formula.name, formula.category.rawValue, formula.topic, formula.display].map(clean)
        let searched = [
            formula.name + " " + formula.id,
            formula.equation,
            formula.variables.map { Self.withSynonyms($0.meaning) }.joined(separator: " "),
            formula.topic + " " + formula.category.rawValue,
            formula.about,
        ].map(SearchText.fold)
        return (shown + searched).joined(separator: "\t") + "\n"
    }

    /// Words people use for the same quantity, so `mass velocity` finds a formula written with "speed".
    private static let synonyms = ["speed": "velocity", "velocity": "speed", "distance": "displacement", "displacement": "distance"]

    private static func withSynonyms(_ meaning: String) -> String {
        meaning + meaning.split(separator: " ").compactMap { synonyms[$0.lowercased()].map { " " + $0 } }.joined()
    }

    private static func collect(_ query: SearchQuery, line: UnsafeBufferPointer<UInt8>, into hits: inout [FormulaSearchHit]) {
        var tabs: [Int] = []
        tabs.reserveCapacity(10)
        for (offset, byte) in line.enumerated() where byte == 0x09 { tabs.append(offset) }
        guard tabs.count == 9 else { return }
        var fields: [(weight: Int, range: Range<Int>)] = []
        for (number, weight) in weights.enumerated() {
            let end = number + 5 < tabs.count ? tabs[number + 5] : line.count
            fields.append((weight, tabs[number + 4] + 1..<end))
        }
        guard let score = query.score(line, fields: fields) else { return }
        func text(_ field: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: line[(field == 0 ? 0 : tabs[field - 1] + 1)..<tabs[field]]), as: UTF8.self)
        }
        hits.append(FormulaSearchHit(
            id: text(0), name: text(1), category: FormulaCategory(rawValue: text(2)) ?? .mathematics,
            topic: text(3), display: text(4), score: score))
    }
}
