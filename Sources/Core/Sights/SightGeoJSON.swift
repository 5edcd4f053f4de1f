import Storage

/// Reads places from a GeoJSON FeatureCollection of Point features, such as an export from
/// OpenStreetMap tools: the name from `name` (or `name:en`, `name:ru`), the category from
/// `category` or the usual OpenStreetMap tags.
enum SightGeoJSON {
    /// Reads the features of the GeoJSON in `stream` one at a time, each into a place handed to `add` as
    /// soon as it is checked; problems are told in the order they stand in the file.
    static func readPlaces(from stream: inout JSONStream, fileName: String, _ add: (Sight) throws -> Void) throws {
        func fail(_ said: @escaping @Sendable (Messages) -> String) -> SightImportError {
            SightImportError(file: fileName, place: .wholeFile, said: said)
        }
        let notCollection: @Sendable (Messages) -> String = {
            $0.tr(
                "is not a GeoJSON FeatureCollection; it needs a top-level object with \"type\": \"FeatureCollection\"")
        }
        var type: JSONValue?
        var sawFeatures = false
        var featuresAreListed = false
        var single: [String: JSONValue] = [:]
        func wrongType(_ name: String) -> SightImportError {
            fail {
                $0.tr(
                    "is a GeoJSON %@, not a FeatureCollection; export the places as a FeatureCollection of Point features",
                    name)
            }
        }
        do {
            guard try stream.peek() == UInt8(ascii: "{") else {
                try stream.skip()
                try stream.end()
                throw fail(notCollection)
            }
            try stream.enter()
            while let key = try stream.nextKey() {
                switch key {
                case "type": type = try stream.value()
                case "features":
                    guard !sawFeatures else { throw fail { $0.tr("has two \"features\" lists; keep one") } }
                    sawFeatures = true
                    // A type seen first decides at once: a Feature's own "features" mean nothing, other types are refused.
                    if let name = type?.stringValue, name != "FeatureCollection" {
                        guard name == "Feature" else { throw wrongType(name) }
                        try stream.skip()
                        continue
                    }
                    guard try stream.peek() == UInt8(ascii: "[") else {
                        try stream.skip()
                        continue
                    }
                    featuresAreListed = true
                    try stream.enter()
                    var number = 0
                    while try stream.nextItem() {
                        number += 1
                        try add(try place(from: try feature(from: &stream), number: number, fileName: fileName))
                    }
                case "geometry": single[key] = try geometry(from: &stream)
                case "properties": single[key] = try properties(from: &stream)
                default: try stream.skip()
                }
            }
            try stream.end()
        } catch let error as JSONStream.Problem {
            throw SightImportError.reading(error, fileName: fileName, what: "GeoJSON")
        }
        guard let name = type?.stringValue else { throw fail(notCollection) }
        switch name {
        case "FeatureCollection":
            guard featuresAreListed else {
                throw fail { $0.tr("has no \"features\" list; a FeatureCollection lists its places in \"features\"") }
            }
        case "Feature":
            guard !featuresAreListed else {
                throw fail { $0.tr("is a Feature with a \"features\" list; make it a FeatureCollection") }
            }
            single["type"] = type
            try add(try place(from: .object(single), number: 1, fileName: fileName))
        default:
            throw wrongType(name)
        }
    }

    /// One feature as a place, checked.
    static func place(from item: JSONValue, number position: Int, fileName: String) throws(SightImportError) -> Sight {
        func fail(_ place: SightImportError.Place, _ said: @escaping @Sendable (Messages) -> String) -> SightImportError
        {
            SightImportError(file: fileName, place: place, said: said)
        }
        let place = SightImportError.Place.feature(position)
        guard let feature = item.objectValue, feature["type"]?.stringValue == "Feature" else {
            throw fail(place) { $0.tr("is not a Feature; each entry of \"features\" needs \"type\": \"Feature\"") }
        }
        guard let geometry = feature["geometry"]?.objectValue, let shape = geometry["type"]?.stringValue else {
            throw fail(place) { $0.tr("has no geometry; give it a Point with its coordinates") }
        }
        guard shape == "Point" else {
            throw fail(place) {
                $0.tr("is a %@, not a Point; only points can be imported (export centroids for areas)", shape)
            }
        }
        guard let coordinates = geometry["coordinates"]?.arrayValue, coordinates.count >= 2,
            let longitude = number(coordinates[0]), let latitude = number(coordinates[1])
        else {
            throw fail(place) { $0.tr("has no usable coordinates; a Point needs [longitude, latitude] in degrees") }
        }
        guard (-90...90).contains(latitude) else {
            throw fail(place) {
                $0.tr(
                    "has latitude %@, outside -90…90; GeoJSON puts the longitude first: [longitude, latitude]",
                    NumberFormat.plain(latitude))
            }
        }
        guard (-180...180).contains(longitude) else {
            throw fail(place) { $0.tr("has longitude %@, outside -180…180", NumberFormat.plain(longitude)) }
        }
        let properties = feature["properties"]?.objectValue ?? [:]
        func text(_ key: String) -> String? {
            let value =
                properties[key]?.stringValue?.trimmed()
                ?? (properties[key]?.doubleValue != nil ? properties[key]?.name : nil)
            return value?.isEmpty == false ? value : nil
        }
        for (key, allowance) in SightImportError.geoJSONTexts {
            try SightImportError.check(
                text(key), field: "\"\(key)\"", allowing: allowance, file: fileName, place: place)
        }
        guard let name = text("name") ?? text("name:en") ?? text("name:ru") else {
            throw fail(place) { $0.tr("has no \"name\" property; give each place a name (or name:en, name:ru)") }
        }
        let english = text("name:en") ?? (SightWords.hasCyrillic(name) ? nil : name)
        let russian = text("name:ru") ?? (SightWords.hasCyrillic(name) ? name : nil)
        let shown = english ?? name
        let street = [text("addr:street"), text("addr:housenumber")].compactMap { $0 }.joined(separator: " ")
        return Sight(
            id: SightGuide.slug(shown), name: shown, nameRU: russian == shown ? nil : russian,
            category: category(text), location: GeoPoint(latitude: latitude, longitude: longitude),
            address: text("address") ?? (street.isEmpty ? nil : street),
            year: (text("year") ?? text("start_date")).flatMap { Int($0.prefix(4)) },
            about: text("description"))
    }

    /// A JSON number as a finite Double (not a string).
    private static func number(_ value: JSONValue) -> Double? {
        guard let number = value.doubleValue, number.isFinite else { return nil }
        return number
    }

    /// The category from a `category` property, else from OpenStreetMap tags; `other` when nothing fits.
    static func category(_ tag: (String) -> String?) -> SightCategory {
        if let named = tag("category"), let category = try? SightCategory(matching: named) { return category }
        for rule in categoryRules {
            if let value = tag(rule.key)?.lowercased(), let category = rule.values[value] { return category }
        }
        return .other
    }

    /// The OpenStreetMap tags that say a place's category, in the order they are asked.
    static let categoryRules: [(key: String, values: [String: SightCategory])] = [
        ("tourism", ["museum": .museum, "gallery": .museum, "artwork": .monument]),
        (
            "historic",
            [
                "monument": .monument, "memorial": .monument, "statue": .monument, "castle": .architecture,
                "manor": .architecture, "building": .architecture, "city_gate": .architecture, "fort": .architecture,
                "church": .religious, "monastery": .religious, "wayside_shrine": .religious,
            ]
        ),
        (
            "amenity",
            [
                "theatre": .theatre, "place_of_worship": .religious, "monastery": .religious, "university": .education,
                "college": .education, "school": .education, "bus_station": .transport, "ferry_terminal": .transport,
            ]
        ),
        (
            "building",
            [
                "church": .religious, "cathedral": .religious, "chapel": .religious, "temple": .religious,
                "mosque": .religious,
                "synagogue": .religious, "monastery": .religious, "train_station": .transport, "stadium": .sport,
            ]
        ),
        (
            "leisure",
            [
                "park": .park, "garden": .park, "stadium": .sport, "sports_centre": .sport, "ice_rink": .sport,
                "sports_hall": .sport, "pitch": .sport,
            ]
        ),
        ("railway", ["station": .transport, "halt": .transport]),
        ("aeroway", ["aerodrome": .transport, "terminal": .transport]),
        ("public_transport", ["station": .transport]),
        ("place", ["square": .square]),
    ]
}
