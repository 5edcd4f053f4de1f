import Storage

/// `sights/imported.json` read and written a place at a time, so that 150,000 places with long descriptions
/// are never held at once: the same document `ImportedSights` describes, with the same checks and the same
/// bytes as the store's coder writes.
enum ImportedSightsFile {
    /// Calls `body` with each place of the document in `pieces` (none when there is no file), in order. A document
    /// that does not read is damaged, and one from a newer coach refused, as `Store.load` says; both only once
    /// its end is read, so whatever `body` did with the places before must not be kept yet.
    static func forEachPlace(in pieces: FilePieces?, _ body: (Sight) throws -> Void) throws {
        guard let pieces else { return }
        var stream = JSONStream(pieces)
        var version: JSONValue?
        var sawPlaces = false
        func damaged(_ detail: String) -> StoreError { .damaged(path: pieces.path, detail: detail) }
        do {
            guard try stream.peek() == UInt8(ascii: "{") else {
                try stream.skip()
                try stream.end()
                throw damaged("expected an object")
            }
            try stream.enter()
            while let key = try stream.nextKey() {
                switch key {
                case "version": version = try stream.value()
                case "places":
                    guard !sawPlaces else { throw damaged("it has two \"places\" lists") }
                    sawPlaces = true
                    guard try stream.peek() == UInt8(ascii: "[") else {
                        let found = try stream.value()
                        throw damaged(
                            found == .null ? "expected a list, found null at places" : "expected a list at places")
                    }
                    try stream.enter()
                    var number = 0
                    while try stream.nextItem() {
                        try body(try place(from: try stream.value(), at: "places[\(number)]", damaged: damaged))
                        number += 1
                    }
                default: try stream.skip()
                }
            }
            try stream.end()
        } catch let error as JSONStream.Problem {
            switch error {
            case let .syntax(problem): throw damaged("not valid JSON: " + problem.text)
            case let .unreadable(.unreadable(reason)): throw StoreError.cannotRead(path: pieces.path, reason: reason)
            case .unreadable: throw damaged("not valid JSON")
            }
        }
        guard let version else { throw damaged("it has no \"version\" field") }
        guard let number = version.intValue else { throw damaged("expected a number at version") }
        if number > ImportedSights.currentVersion {
            throw StoreError.newerVersion(path: pieces.path, found: number, supported: ImportedSights.currentVersion)
        }
        guard sawPlaces else { throw damaged("the field \"places\" is missing") }
    }

    /// A place from its JSON, as `Sight`'s `Decodable` reads it.
    private static func place(from value: JSONValue, at where: String, damaged: (String) -> StoreError) throws -> Sight
    {
        guard let fields = value.objectValue else { throw damaged("expected an object at \(`where`)") }
        func field<T>(_ key: String, _ what: String, _ reading: (JSONValue) -> T?) throws -> T? {
            guard let value = fields[key], value != .null else { return nil }
            guard let typed = reading(value) else { throw damaged("expected \(what) at \(`where`).\(key)") }
            return typed
        }
        func required<T>(_ key: String, _ what: String, _ reading: (JSONValue) -> T?) throws -> T {
            guard let value = try field(key, what, reading) else {
                throw damaged(
                    fields[key] == nil
                        ? "the field \"\(key)\" is missing at \(`where`)"
                        : "expected \(what), found null at \(`where`).\(key)")
            }
            return value
        }
        let categoryName = try required("category", "text", \.stringValue)
        guard let category = SightCategory(rawValue: categoryName) else {
            throw damaged("no category '\(categoryName)' at \(`where`).category")
        }
        let boolean: (JSONValue) -> Bool? = { if case let .bool(flag) = $0 { flag } else { nil } }
        return Sight(
            id: try required("id", "text", \.stringValue), name: try required("name", "text", \.stringValue),
            nameRU: try field("nameRU", "text", \.stringValue), category: category,
            location: GeoPoint(
                latitude: try required("latitude", "a number", \.doubleValue),
                longitude: try required("longitude", "a number", \.doubleValue)),
            isApproximate: try field("approximate", "true or false", boolean) ?? false,
            address: try field("address", "text", \.stringValue), year: try field("year", "a number", \.intValue),
            about: try field("about", "text", \.stringValue))
    }

    /// Writes the document a place at a time: `begin`, `add` each place, `end`.
    struct Writer {
        let file: FileWriter
        private var count = 0

        init(_ file: FileWriter) throws {
            self.file = file
            try file.write("{\n  \"places\" : [")
        }

        /// Adds `place` after those added before.
        mutating func add(_ place: Sight) throws {
            var text = count == 0 ? "\n    " : ",\n    "
            Self.json(place).pretty(indent: 2, into: &text)
            try file.write(text)
            count += 1
        }

        /// Ends the list and the document.
        func end() throws {
            try file.write(
                (count == 0 ? "\n\n  ]" : "\n  ]") + ",\n  \"version\" : \(ImportedSights.currentVersion)\n}\n")
        }

        /// The place as `Sight`'s `Encodable` gives it.
        static func json(_ place: Sight) -> JSONValue {
            var fields: [String: JSONValue] = [
                "id": .string(place.id), "name": .string(place.name), "category": .string(place.category.rawValue),
                "latitude": number(place.location.latitude), "longitude": number(place.location.longitude),
                "approximate": .bool(place.isApproximate),
            ]
            fields["nameRU"] = place.nameRU.map(JSONValue.string)
            fields["address"] = place.address.map(JSONValue.string)
            fields["year"] = place.year.map(JSONValue.int)
            fields["about"] = place.about.map(JSONValue.string)
            return .object(fields)
        }

        /// A number as the store's coder writes it: a whole one without a fraction.
        private static func number(_ value: Double) -> JSONValue {
            value == value.rounded() && abs(value) < 9_007_199_254_740_992 ? .int(Int(value)) : .double(value)
        }
    }
}
