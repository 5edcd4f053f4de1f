/// What words typed where an id was wanted (`sights show arena`, `formula show ohm`) pick among a search's hits.
public enum NamedChoice<Hit> {
    /// Nothing fits.
    case none
    /// The one hit the words name.
    case one(Hit)
    /// Several fit equally well, best first: the person chooses.
    case several([Hit])

    /// The pick among `hits` (best first): the only one whose name is `text` (any case or accents, ё as е), else
    /// the one search ranks alone at the top; the hits tied at the top when there is no such one.
    public init(_ text: String, among hits: [Hit], names: (Hit) -> [String], score: (Hit) -> Int) {
        guard let best = hits.first else {
            self = .none
            return
        }
        let folded = SearchText.fold(text)
        let exact = hits.filter { names($0).contains { SearchText.fold($0) == folded } }
        if exact.count == 1 {
            self = .one(exact[0])
            return
        }
        let top = hits.filter { score($0) == score(best) }
        self = top.count == 1 ? .one(best) : .several(top)
    }
}
