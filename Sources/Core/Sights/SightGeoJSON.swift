import Storage

/// Reads places from a GeoJSON FeatureCollection of Point features, such as an export from
/// OpenStreetMap tools: the name from `name` (or `name:en`, `name:ru`), the category from
/// `category` or the usual OpenStreetMap tags.
enum SightGeoJSON {
    static func places(in data: Data, fileName: String) throws(SightImportError) -> [Sight] {
        func fail(_ problem: String, _ place: SightImportError.Place = .wholeFile) -> SightImportError {
            SightImportError(file: fileName, place: place, problem: problem)
        }
        let root: JSONValue
        do { root = try JSONValue(parsing: data) } catch { throw fail("is not valid GeoJSON: " + error.text) }
        guard let object = root.objectValue, let type = object["type"]?.stringValue else {
            throw fail("is not a GeoJSON FeatureCollection; it needs a top-level object with \"type\": \"FeatureCollection\"")
        }
        let features: [JSONValue]
        switch type {
        case "FeatureCollection":
            guard let list = object["features"]?.arrayValue else { throw fail("has no \"features\" list; a FeatureCollection lists its places in \"features\"") }
            features = list
        case "Feature":
            features = [root]
        default:
            throw fail("is a GeoJSON \(type), not a FeatureCollection; export the places as a FeatureCollection of Point features")
        }
        var places: [Sight] = []
        for (offset, item) in features.enumerated() {
            let place = SightImportError.Place.feature(offset + 1)
            guard let feature = item.objectValue, feature["type"]?.stringValue == "Feature" else {
                throw fail("is not a Feature; each entry of \"features\" needs \"type\": \"Feature\"", place)
            }
            guard let geometry = feature["geometry"]?.objectValue, let shape = geometry["type"]?.stringValue else {
                throw fail("has no geometry; give it a Point with its coordinates", place)
            }
            guard shape == "Point" else { throw fail("is a \(shape), not a Point; only points can be imported (export centroids for areas)", place) }
            guard let coordinates = geometry["coordinates"]?.arrayValue, coordinates.count >= 2,
                  let longitude = number(coordinates[0]), let latitude = number(coordinates[1]) else {
                throw fail("has no usable coordinates; a Point needs [longitude, latitude] in degrees", place)
            }
            guard (-90...90).contains(latitude) else {
                throw fail("has latitude \(NumberFormat.plain(latitude)), outside -90…90; GeoJSON puts the longitude first: [longitude, latitude]", place)
            }
            guard (-180...180).contains(longitude) else { throw fail("has longitude \(NumberFormat.plain(longitude)), outside -180…180", place) }
            let properties = feature["properties"]?.objectValue ?? [:]
            func text(_ key: String) -> String? {
                let value = properties[key]?.stringValue?.trimmed() ?? (properties[key]?.doubleValue != nil ? properties[key]?.name : nil)
                return value?.isEmpty == false ? value : nil
            }
            for (key, allowance) in SightImportError.geoJSONTexts {
                try SightImportError.check(text(key), field: "\"\(key)\"", allowing: allowance, file: fileName, place: place)
            }
            guard let name = text("name") ?? text("name:en") ?? text("name:ru") else {
                throw fail("has no \"name\" property; give each place a name (or name:en, name:ru)", place)
            }
            let english = text("name:en") ?? (SightWords.hasCyrillic(name) ? nil : name)
            let russian = text("name:ru") ?? (SightWords.hasCyrillic(name) ? name : nil)
            let shown = english ?? name
            let street = [text("addr:street"), text("addr:housenumber")].compactMap { $0 }.joined(separator: " ")
            places.append(Sight(
                id: SightGuide.slug(shown), name: shown, nameRU: russian == shown ? nil : russian,
                category: category(text), location: GeoPoint(latitude: latitude, longitude: longitude),
                address: text("address") ?? (street.isEmpty ? nil : street),
                year: (text("year") ?? text("start_date")).flatMap { Int($0.prefix(4)) },
                about: text("description")))
        }
        return places
    }

    /// A JSON number as a finite Double (not a string).
    private static func number(_ value: JSONValue) -> Double? {
        guard let number = value.doubleValue, number.isFinite else { return nil }
        return number
    }

    /// The category from a `category` property, else from OpenStreetMap tags; `other` when nothing fits.
    static func category(_ tag: (String) -> String?) -> SightCategory {
        if let named = tag("category"), let category = try? SightCategory(matching: named) { return category }
        let rules: [(key: String, values: [String: SightCategory])] = [
            ("tourism", ["museum": .museum, "gallery": .museum, "artwork": .monument]),
            ("historic", [
                "monument": .monument, "memorial": .monument, "statue": .monument, "castle": .architecture,
                "manor": .architecture, "building": .architecture, "city_gate": .architecture, "fort": .architecture,
                "church": .religious, "monastery": .religious, "wayside_shrine": .religious,
            ]),
            ("amenity", [
                "theatre": .theatre, "place_of_worship": .religious, "monastery": .religious, "university": .education,
                "college": .education, "school": .education, "bus_station": .transport, "ferry_terminal": .transport,
            ]),
            ("building", [
                "church": .religious, "cathedral": .religious, "chapel": .religious, "temple": .religious, "mosque": .religious,
                "synagogue": .religious, "monastery": .religious, "train_station": .transport, "stadium": .sport,
            ]),
            ("leisure", [
                "park": .park, "garden": .park, "stadium": .sport, "sports_centre": .sport, "ice_rink": .sport,
                "sports_hall": .sport, "pitch": .sport,
            ]),
            ("railway", ["station": .transport, "halt": .transport]),
            ("aeroway", ["aerodrome": .transport, "terminal": .transport]),
            ("public_transport", ["station": .transport]),
            ("place", ["square": .square]),
        ]
        for rule in rules {
            if let value = tag(rule.key)?.lowercased(), let category = rule.values[value] { return category }
        }
        return .other
    }
}
