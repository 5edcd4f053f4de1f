/// What a listing shows of a sight: everything but the address and description, which only
/// the card (`SightGuide.sight`) reads.
public struct SightSummary: Equatable, Sendable, Encodable, Identifiable {
    /// The sight's id; this and the fields below are as in `Sight`.
    public var id: String
    public var name: String
    public var nameRU: String?
    public var category: SightCategory
    public var location: GeoPoint
    public var isApproximate: Bool
    public var year: Int?

    /// The name in `language`, as `Sight.name(in:)` gives it.
    public func name(in language: MessageLanguage) -> String { Sight.shown(name, nameRU, in: language) }

    /// Encoded like `Sight`: `latitude` and `longitude` beside the other fields.
    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(id, forKey: .id)
        try keys.encode(name, forKey: .name)
        try keys.encodeIfPresent(nameRU, forKey: .nameRU)
        try keys.encode(category, forKey: .category)
        try keys.encode(location.latitude, forKey: .latitude)
        try keys.encode(location.longitude, forKey: .longitude)
        try keys.encode(isApproximate, forKey: .approximate)
        try keys.encodeIfPresent(year, forKey: .year)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, nameRU, category, latitude, longitude, approximate, year
    }

    /// The whole sight, given what the summary leaves out.
    func sight(address: String?, about: String?) -> Sight {
        Sight(
            id: id, name: name, nameRU: nameRU, category: category, location: location,
            isApproximate: isApproximate, address: address, year: year, about: about)
    }
}

extension Sight {
    /// What a listing shows of it.
    public var summary: SightSummary {
        SightSummary(
            id: id, name: name, nameRU: nameRU, category: category, location: location, isApproximate: isApproximate,
            year: year)
    }
}

/// A sight found by a search, with how well it matched.
public struct SightSearchHit: Equatable, Sendable, Encodable {
    /// The sight found.
    /// The sight near the point.
    public var sight: SightSummary
    /// Higher is a better match.
    public var score: Int
}

/// A sight near a point: how far and which way.
public struct NearbySight: Equatable, Sendable, Encodable {
    public var sight: SightSummary
    /// Great-circle distance in metres.
    public var metres: Double
    /// Initial bearing from the point, degrees clockwise from north.
    public var bearing: Double
    /// The compass point of `bearing`.
    public var direction: CompassPoint

    /// `sight` seen from `point`.
    public init(_ sight: SightSummary, from point: GeoPoint) {
        self.sight = sight
        metres = point.distance(to: sight.location)
        bearing = point.bearing(to: sight.location)
        direction = CompassPoint(bearing: bearing)
    }
}

extension SightGuide {
    /// The sights matching every word of `text`, best first (then by name): Russian or English,
    /// any case or accents, ё as е, one typo per word, and across scripts (`ushakov` finds `Ушаков`).
    public func search(_ text: String, limit: Int? = nil) throws -> [SightSearchHit] {
        let queries = SightWords.queries(text)
        guard !queries.isEmpty, limit ?? 1 > 0 else { return [] }
        var fields: [(weight: Int, range: Range<Int>)] = []
        fields.reserveCapacity(SightIndex.weights.count)
        return try withIndex { index in
            // Ties are ordered by folded name, then id, compared as bytes so that only the hits shown become strings.
            func precedes(_ a: (score: Int, place: Int), _ b: (score: Int, place: Int)) -> Bool {
                if a.score != b.score { return a.score > b.score }
                let (p, q) = (index.foldedNames(a.place), index.foldedNames(b.place))
                if !p.elementsEqual(q) { return p.lexicographicallyPrecedes(q) }
                return index.line(a.place).prefix { $0 != 0x09 }.lexicographicallyPrecedes(
                    index.line(b.place).prefix { $0 != 0x09 })
            }
            var hits: [(score: Int, place: Int)] = []
            // The signature test runs on plain numbers, so that ruling out most places costs no reference counting.
            let masks = queries.flatMap(\.words)
            let ends = queries.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.words.count) }
            masks.withUnsafeBufferPointer { masks in
                ends.withUnsafeBufferPointer { ends in
                    for place in 0..<index.count {
                        let signature = index.signature(place)
                        var best: Int?
                        var start = 0
                        for (number, end) in ends.enumerated() {
                            defer { start = end }
                            guard
                                SightQuery.mayMatch(
                                    signature: signature, words: UnsafeBufferPointer(rebasing: masks[start..<end]))
                            else { continue }
                            if let score = index.score(place, query: queries[number], fields: &fields),
                                score > best ?? 0
                            {
                                best = score
                            }
                        }
                        guard let score = best else { continue }
                        let hit = (score: score, place: place)
                        guard let limit else {
                            hits.append(hit)
                            continue
                        }
                        if hits.count == limit, let worst = hits.last, !precedes(hit, worst) { continue }
                        hits.insert(hit, at: hits.firstIndex { precedes(hit, $0) } ?? hits.count)
                        if hits.count > limit { hits.removeLast() }
                    }
                }
            }
            if limit == nil { hits.sort(by: precedes) }
            return hits.map { SightSearchHit(sight: index.summary($0.place), score: $0.score) }
        }
    }

    /// The sights nearest to `point`, nearest first (ties by id), within `radius` metres when given,
    /// at most `limit` of them, leaving out the id `excluding` (the sight the user stands at).
    public func near(_ point: GeoPoint, radius: Double? = nil, limit: Int? = nil, excluding: String? = nil) throws
        -> [NearbySight]
    {
        if let limit, limit <= 0 { return [] }
        let skip = excluding.map { Array($0.utf8) }
        // Latitude alone bounds the distance from below, so most far places are passed over without trigonometry.
        let metresPerDegree = GeoPoint.earthRadius * .pi / 180
        // Places are ranked by number; only the ones kept are read whole (a summary costs more than a distance).
        let chosen = try withIndex { index -> [SightSummary] in
            // Nearer first; at the same distance, by id (ties are rare: the ids are read only then).
            func precedes(_ a: (metres: Double, place: Int), _ b: (metres: Double, place: Int)) -> Bool {
                a.metres != b.metres ? a.metres < b.metres : index.id(a.place) < index.id(b.place)
            }
            var best: [(metres: Double, place: Int)] = []
            for place in 0..<index.count {
                var bound = radius ?? .infinity
                if let limit, best.count == limit, let worst = best.last { bound = min(bound, worst.metres) }
                if abs(index.latitude(place) - point.latitude) * metresPerDegree > bound { continue }
                let metres = point.distance(to: index.location(place))
                guard metres <= bound, skip.map({ !index.hasID(place, $0) }) ?? true else { continue }
                let entry = (metres: metres, place: place)
                guard let limit else {
                    best.append(entry)
                    continue
                }
                let slot = best.firstIndex { precedes(entry, $0) } ?? best.count
                guard slot < limit else { continue }
                best.insert(entry, at: slot)
                if best.count > limit { best.removeLast() }
            }
            if limit == nil { best.sort(by: precedes) }
            return best.map { index.summary($0.place) }
        }
        return chosen.map { NearbySight($0, from: point) }
    }
}
