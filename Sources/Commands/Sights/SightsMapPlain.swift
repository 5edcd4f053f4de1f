import Core

/// `sights map` in the plain display: the same sights and numbers as the drawn map's legend, each with how far and
/// which way it is from the middle of the map, instead of braille dots.
enum SightsMapPlain {
    /// `Sights map: 28 sights, numbered as on the drawn map.`, then `Sight 1, Mordovia Arena: 1.2 km north of the
    /// middle.`
    static func lines(_ map: SightMap, sights: [Sight], words: Messages) -> [String] {
        guard !sights.isEmpty else { return [] }
        let centre = GeoPoint(
            latitude: sights.map(\.location.latitude).reduce(0, +) / Double(sights.count),
            longitude: sights.map(\.location.longitude).reduce(0, +) / Double(sights.count))
        let byID = Dictionary(sights.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let heading = words.tr(
            "Sights map: %@, numbered as on the drawn map; each with its distance and direction from the middle.",
            words.trn("%d sight", "%d sights", map.legend.count))
        return [heading]
            + map.legend.map { entry in
                let name = TerminalText.oneLine(entry.name)
                guard let sight = byID[entry.id] else {
                    return words.tr("Sight %@, %@", words.number(entry.number), name)
                }
                let distance = centre.distance(to: sight.location)
                let place =
                    distance < 50
                    ? words.tr("in the middle")
                    : way(centre.direction(to: sight.location), DistanceText.format(distance, in: words), words)
                return words.tr("Sight %@, %@: %@.", words.number(entry.number), name, place)
            }
    }

    /// `1.2 km north-east of the middle`.
    static func way(_ point: CompassPoint, _ distance: String, _ words: Messages) -> String {
        switch point {
        case .north: words.tr("%@ north of the middle", distance)
        case .northEast: words.tr("%@ north-east of the middle", distance)
        case .east: words.tr("%@ east of the middle", distance)
        case .southEast: words.tr("%@ south-east of the middle", distance)
        case .south: words.tr("%@ south of the middle", distance)
        case .southWest: words.tr("%@ south-west of the middle", distance)
        case .west: words.tr("%@ west of the middle", distance)
        case .northWest: words.tr("%@ north-west of the middle", distance)
        }
    }
}
