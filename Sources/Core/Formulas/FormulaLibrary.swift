import Foundation
import Storage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A formula or a sight asked for by an id coach does not have.
public struct UnknownIDError: UserFacingError, Equatable {
    /// `formula` or `sight`.
    public var kind: String
    /// The command that lists and searches them: `formula`, `sights`.
    public var command: String
    public var id: String
    /// The closest known id, if any is close.
    public var suggestion: String?

    public init(kind: String, command: String, id: String, suggestion: String?) {
        (self.kind, self.command, self.id, self.suggestion) = (kind, command, id, suggestion)
    }

    /// An unknown formula id.
    public static func formula(_ id: String, among ids: [String]) -> UnknownIDError {
        UnknownIDError(kind: "formula", command: "formula", id: id, suggestion: Suggestion.closest(to: id, among: ids))
    }

    public var message: String {
        "no \(kind) '\(id)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "; see '\(command) list' or '\(command) search WORDS'")
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

    /// Runs `change` on the user's formulas, freshly read under the store's lock, and saves them if they changed.
    public func changeMine<R>(_ change: (inout UserFormulas) throws -> R) throws -> R {
        try store.update(UserFormulas.self, change)
    }

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
        throw UnknownIDError.formula(id, among: FormulaCatalog.bundled.map(\.id) + mine.map(\.id))
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
    /// Where the search index is cached.
    static let indexPath = "formulas/search-index.tsv"

    /// The formulas matching every word of `text`, best first, found in a line-per-formula index of
    /// folded text (bundled and the user's), rebuilt only when the user's formulas or coach change.
    public func search(_ text: String) throws -> [FormulaSearchHit] {
        let query = SearchQuery(text)
        guard !query.isEmpty else { return [] }
        let index = try store.derived(at: Self.indexPath, from: UserFormulas.defaultPath) {
            Data((FormulaCatalog.bundled + (try userFormulas())).map(Self.indexLine).joined().utf8)
        }
        var hits: [FormulaSearchHit] = []
        var scratch = Scratch()
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
            var start = 0
            while start < bytes.count {
                var end = bytes.count
                if let newline = memchr(bytes.baseAddress! + start, 0x0A, bytes.count - start) {
                    end = bytes.baseAddress!.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if query.mayMatch(line) { Self.collect(query, line: line, scratch: &scratch, into: &hits) }
                start = end + 1
            }
        }
        index.withUnsafeBytes { scan($0.bindMemory(to: UInt8.self)) }
        return hits.sorted { ($1.score, $0.name, $0.id) < ($0.score, $1.name, $1.id) }
    }

    /// Field weights of an index line, after the five shown fields: name and id, equation,
    /// what the variables mean, topic and category, description.
    private static let weights = [5, 4, 3, 3, 1]

    /// `id ⇥ name ⇥ category ⇥ topic ⇥ display ⇥` then the five folded search fields, and a newline.
    static func indexLine(_ formula: Formula) -> String {
        func clean(_ text: String) -> String {
            text.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ? String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 }) : text
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

    /// Buffers reused from line to line, so scanning ten thousand lines allocates nothing per line.
    private struct Scratch {
        var tabs: [Int] = []
        var fields: [(weight: Int, range: Range<Int>)] = []
    }

    private static func collect(_ query: SearchQuery, line: UnsafeBufferPointer<UInt8>, scratch: inout Scratch, into hits: inout [FormulaSearchHit]) {
        scratch.tabs.removeAll(keepingCapacity: true)
        for offset in line.indices where line[offset] == 0x09 { scratch.tabs.append(offset) }
        let tabs = scratch.tabs
        guard tabs.count == 9 else { return }
        scratch.fields.removeAll(keepingCapacity: true)
        for (number, weight) in weights.enumerated() {
            let end = number + 5 < tabs.count ? tabs[number + 5] : line.count
            scratch.fields.append((weight, tabs[number + 4] + 1..<end))
        }
        guard let score = query.score(line, fields: scratch.fields) else { return }
        func text(_ field: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: line[(field == 0 ? 0 : tabs[field - 1] + 1)..<tabs[field]]), as: UTF8.self)
        }
        hits.append(FormulaSearchHit(
            id: text(0), name: text(1), category: FormulaCategory(rawValue: text(2)) ?? .mathematics,
            topic: text(3), display: text(4), score: score))
    }
}
