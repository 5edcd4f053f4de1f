/// The sights bundled with coach (generated into `Catalog/SaranskSights.swift`).
public enum SightCatalog {
    /// The bundled sights by id.
    public static let bundledByID: [String: Sight] = Dictionary(uniqueKeysWithValues: bundled.map { ($0.id, $0) })

    /// How many of `sights` are in each category, most first, then by name; empty categories left out.
    public static func categoryCounts(_ sights: [Sight]) -> [SightCategoryCount] {
        var counts: [SightCategory: Int] = [:]
        for sight in sights { counts[sight.category, default: 0] += 1 }
        return counts.map { SightCategoryCount(category: $0.key, count: $0.value) }
            .sorted { ($1.count, $0.category.rawValue) < ($0.count, $1.category.rawValue) }
    }
}

/// A category and how many sights are in it.
public struct SightCategoryCount: Equatable, Sendable, Encodable {
    /// The category.
    public var category: SightCategory
    /// How many sights are in it.
    public var count: Int
}

/// How `sights list` orders the sights.
public enum SightOrder: String, CaseIterable, Sendable {
    /// By name, A to Z.
    case name
    /// Oldest first; places without a year come last.
    case year
    /// Nearest first from a given point.
    case distance
    /// The person's best rated first; sights without a rating come last.
    case rating
}

extension Array where Element == Sight {
    /// The sights in `category` (all when nil), ordered by `order`; `distance` needs `from`
    /// and falls back to name order without it; `rating` reads `ratings` (by id). Ties are broken by name, then id.
    public func listed(
        category: SightCategory? = nil, order: SightOrder = .name, from point: GeoPoint? = nil,
        ratings: [String: Int] = [:]
    ) -> [Sight] {
        let chosen = category.map { category in filter { $0.category == category } } ?? self
        func byName(_ a: Sight, _ b: Sight) -> Bool {
            let (x, y) = (a.name.lowercased(), b.name.lowercased())
            return x != y ? x < y : a.id < b.id
        }
        switch order {
        case .name:
            return chosen.sorted(by: byName)
        case .year:
            return chosen.sorted { a, b in
                let (x, y) = (a.year ?? .max, b.year ?? .max)
                return x != y ? x < y : byName(a, b)
            }
        case .distance:
            guard let point else { return chosen.sorted(by: byName) }
            let keyed = chosen.map { ($0, point.distance(to: $0.location)) }
            return keyed.sorted { a, b in a.1 != b.1 ? a.1 < b.1 : byName(a.0, b.0) }.map(\.0)
        case .rating:
            let keyed = chosen.map { ($0, ratings[$0.id] ?? 0) }
            return keyed.sorted { a, b in a.1 != b.1 ? a.1 > b.1 : byName(a.0, b.0) }.map(\.0)
        }
    }
}
