/// A route that cannot be planned from the ids given.
public enum WalkingRouteError: UserFacingError, Equatable {
    case tooFewStops(Int)
    case repeatedStop(String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .tooFewStops(count):
            let given = count == 0 ? words.tr("none was given") : words.tr("only one was given")
            return words.tr(
                "a route needs at least two sights, and %@; list their ids, like 'sights route mordovia-arena millennium-square'",
                given)
        case let .repeatedStop(id):
            return words.tr("'%@' is listed twice; give each sight once (the route starts at the first one)", id)
        }
    }
}

/// An order to visit sights that keeps the walk short, starting at the first one given, with
/// each leg's great-circle distance.
public struct WalkingRoute: Equatable, Sendable, Encodable {
    /// The sights in visiting order; the first is where the walk starts.
    public var stops: [Sight]
    /// `legs[i]` is the distance in metres from `stops[i]` to `stops[i + 1]`.
    public var legs: [Double]
    /// The whole walk in metres.
    public var total: Double

    /// Plans a walk through `sights` from the first: nearest neighbour first, then 2-opt (reversing
    /// stretches of the path while that shortens it). The given order, improved the same way, is
    /// kept when it turns out shorter, so the plan is never longer than the order given.
    public init(visiting sights: [Sight]) {
        let order = Self.order(sights.map(\.location))
        stops = order.map { sights[$0] }
        legs = zip(stops, stops.dropFirst()).map { $0.location.distance(to: $1.location) }
        total = legs.reduce(0, +)
    }

    /// The visiting order of `points`, as indices, starting at 0.
    static func order(_ points: [GeoPoint]) -> [Int] {
        guard points.count > 2 else { return Array(points.indices) }
        let distance = points.map { a in points.map { a.distance(to: $0) } }
        func length(_ path: [Int]) -> Double { zip(path, path.dropFirst()).reduce(0) { $0 + distance[$1.0][$1.1] } }
        var nearest = [0]
        var left = Set(points.indices.dropFirst())
        while let next = left.min(by: { (distance[nearest.last!][$0], $0) < (distance[nearest.last!][$1], $1) }) {
            nearest.append(next)
            left.remove(next)
        }
        let planned = improve(nearest, distance)
        let given = improve(Array(points.indices), distance)
        return length(given) < length(planned) - 1e-9 ? given : planned
    }

    /// 2-opt on an open path with a fixed start: reverses `path[i...j]` while that shortens it.
    private static func improve(_ path: [Int], _ distance: [[Double]]) -> [Int] {
        var path = path
        let n = path.count
        var improved = true
        while improved {
            improved = false
            for i in 1..<(n - 1) {
                for j in (i + 1)..<n {
                    let before = distance[path[i - 1]][path[i]] + (j + 1 < n ? distance[path[j]][path[j + 1]] : 0)
                    let after = distance[path[i - 1]][path[j]] + (j + 1 < n ? distance[path[i]][path[j + 1]] : 0)
                    if after < before - 1e-9 {
                        path[i...j].reverse()
                        improved = true
                    }
                }
            }
        }
        return path
    }
}

extension SightGuide {
    /// The shortest walk this guide finds through the sights with `ids`, starting at the first.
    public func route(_ ids: [String]) throws -> WalkingRoute {
        guard ids.count >= 2 else { throw WalkingRouteError.tooFewStops(ids.count) }
        let stops = try ids.map(sight)  // ids or names
        var seen = Set<String>()
        for stop in stops where !seen.insert(stop.id).inserted { throw WalkingRouteError.repeatedStop(stop.id) }
        return WalkingRoute(visiting: stops)
    }
}
