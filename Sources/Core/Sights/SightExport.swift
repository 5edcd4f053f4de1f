import Storage

/// A person's places, favourites and visited ones, as files map apps read: GPX 1.1 waypoints (Organic Maps, OsmAnd,
/// GPS devices) or a GeoJSON FeatureCollection (geojson.io, QGIS, and `sights import`, which reads it back).
public enum SightExport {
    public enum Format: String, CaseIterable, Sendable {
        case gpx, geojson
    }

    /// A place and what the person made of it.
    public struct Place: Sendable {
        public var sight: Sight
        public var favourite: Bool
        /// The days visited, in order.
        public var visits: [CalendarDay]
        public var note: String?

        public init(sight: Sight, favourite: Bool, visits: [CalendarDay], note: String?) {
            (self.sight, self.favourite, self.visits, self.note) = (sight, favourite, visits, note)
        }

        /// `favourite · visited 2026-11-21, 2026-11-24 · the note`, for a map app's description.
        var said: String {
            var parts: [String] = []
            if favourite { parts.append("favourite") }
            if !visits.isEmpty { parts.append("visited " + visits.map(\.text).joined(separator: ", ")) }
            if let note { parts.append(note) }
            return parts.joined(separator: " · ")
        }
    }

    /// The file's text in `format`.
    public static func text(_ places: [Place], as format: Format) -> String {
        switch format {
        case .gpx: gpx(places)
        case .geojson: String(decoding: geoJSON(places).documentBytes, as: UTF8.self)
        }
    }

    /// GPX 1.1: a waypoint a place, its name, what the person made of it (`desc`), its category (`type`) and its
    /// page on OpenStreetMap (`link`).
    static func gpx(_ places: [Place]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<gpx version=\"1.1\" creator=\"coach\" xmlns=\"http://www.topografix.com/GPX/1/1\">",
        ]
        for place in places {
            let location = place.sight.location
            lines.append("  <wpt lat=\"\(location.latitude)\" lon=\"\(location.longitude)\">")
            lines.append("    <name>\(xml(place.sight.name))</name>")
            if !place.said.isEmpty { lines.append("    <desc>\(xml(place.said))</desc>") }
            lines.append("    <link href=\"\(xml(location.openStreetMapURL))\"/>")
            lines.append("    <type>\(xml(place.sight.category.rawValue))</type>")
            lines.append("  </wpt>")
        }
        return (lines + ["</gpx>"]).joined(separator: "\n") + "\n"
    }

    /// GeoJSON: a Point a place (longitude first), with the properties `sights import` reads (`name`, `name:ru`,
    /// `category`, `address`, `description`, `year`) and the person's (`id`, `favourite`, `visits`, `note`).
    static func geoJSON(_ places: [Place]) -> JSONValue {
        let features = places.map { place -> JSONValue in
            let sight = place.sight
            var properties: [String: JSONValue] = [
                "id": .string(sight.id), "name": .string(sight.name), "category": .string(sight.category.rawValue),
                "favourite": .bool(place.favourite), "visits": .array(place.visits.map { .string($0.text) }),
            ]
            let texts = [
                ("name:ru", sight.nameRU), ("address", sight.address), ("description", sight.about),
                ("note", place.note),
            ]
            for case let (key, text?) in texts { properties[key] = .string(text) }
            if let year = sight.year { properties["year"] = .int(year) }
            let point: [JSONValue] = [.double(sight.location.longitude), .double(sight.location.latitude)]
            return .object([
                "type": .string("Feature"),
                "geometry": .object(["type": .string("Point"), "coordinates": .array(point)]),
                "properties": .object(properties),
            ])
        }
        return .object(["type": .string("FeatureCollection"), "features": .array(features)])
    }

    /// `text` inside an XML element or attribute: a line break kept, other control characters (which XML 1.0
    /// cannot hold) made spaces.
    static func xml(_ text: String) -> String { Markup.escaped(text, lineBreak: "\n", control: " ") }
}
