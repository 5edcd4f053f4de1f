/// A name that fits several sights, where one was needed.
public struct AmbiguousSightName: UserFacingError, Equatable {
    /// The words as typed.
    public var text: String
    /// The sights it fits, best first.
    public var candidates: [SightSummary]

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let listed = candidates.map { "\($0.id) (\(words.language == .ru ? $0.nameRU ?? $0.name : $0.name))" }
        return words.tr(
            "'%@' fits several sights: %@; give one of these ids", ControlCharacters.visible(text),
            listed.joined(separator: ", "))
    }
}

extension SightGuide {
    /// The sight `text` names when it is no id: the one whose English or Russian name it is (any case
    /// or accents, ё as е), else the one search ranks alone at the top. Nil when nothing fits; a name
    /// that fits several equally well is refused with them listed.
    func named(_ text: String) throws -> SightSummary? {
        let hits = try search(text, limit: 6)
        guard let best = hits.first else { return nil }
        let folded = SearchText.fold(text)
        let exact = hits.filter {
            SearchText.fold($0.sight.name) == folded || $0.sight.nameRU.map(SearchText.fold) == folded
        }
        if exact.count == 1 { return exact[0].sight }
        let top = hits.filter { $0.score == best.score }
        guard top.count == 1 else { throw AmbiguousSightName(text: text, candidates: top.map(\.sight)) }
        return best.sight
    }
}
