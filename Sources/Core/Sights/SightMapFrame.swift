extension SightMap {
    /// The sights a map frames, and those far out of town that would squeeze the rest into a corner
    /// (the airport, a monastery outside the city): farther from the middle (the median latitude and
    /// longitude) than three times the distance within which four in five of them lie. Fewer than eight
    /// sights are all framed.
    public static func frame(_ sights: [Sight]) -> (inside: [Sight], outside: [Sight]) {
        guard sights.count >= 8 else { return (sights, []) }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let middle = GeoPoint(
            latitude: median(sights.map(\.location.latitude)), longitude: median(sights.map(\.location.longitude)))
        let distances = sights.map { middle.distance(to: $0.location) }
        let reach = 3 * distances.sorted()[sights.count * 4 / 5]
        let inside = zip(sights, distances).filter { $0.1 <= reach }.map(\.0)
        let outside = zip(sights, distances).filter { $0.1 > reach }.map(\.0)
        return (inside, outside)
    }
}
