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
        switch NamedChoice(
            text, among: hits, names: { [$0.sight.name] + ($0.sight.nameRU.map { [$0] } ?? []) }, score: \.score)
        {
        case .none: return nil
        case let .one(hit): return hit.sight
        case let .several(top): throw AmbiguousSightName(text: text, candidates: top.map(\.sight))
        }
    }
}
