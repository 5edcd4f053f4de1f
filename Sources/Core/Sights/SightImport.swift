import Storage

/// The places the user imported: `sights/imported.json`. Removed all at once by `remove-imported`.
public struct ImportedSights: StoredDocument {
    public static let currentVersion = 1
    public static let defaultPath = "sights/imported.json"
    public static let empty = ImportedSights()

    public var version = ImportedSights.currentVersion
    /// The imported places, in the order they were added; ids made from their names (`my-cafe`),
    /// or ending in `.my` for places imported before.
    public var places: [Sight] = []

    /// The most places all imports together may hold: a city's worth several times over, with the map, search
    /// and `near` still answering at once. An import that would pass it is refused whole.
    public static let largestSet = 150_000

    public init() {}
}

/// A file of places that cannot be imported: where in the file, and what is wrong there.
public struct SightImportError: UserFacingError, Equatable {
    /// Where the problem is.
    public enum Place: Equatable, Sendable {
        case wholeFile
        /// A line of a CSV file, counting the header as line 1.
        case line(Int)
        /// A feature of a GeoJSON file, counting from 1.
        case feature(Int)
    }

    /// The file name as the user gave it.
    public var file: String
    /// The line, feature or whole file at fault.
    public var place: Place
    /// What is wrong and how to fix it, without a final full stop.
    public var problem: String

    /// An error in `file` at `place`.
    public init(file: String, place: Place, problem: String) {
        self.file = file
        self.place = place
        self.problem = problem
    }

    public var message: String {
        let location = switch place {
        case .wholeFile: file
        case let .line(number): "\(file), line \(number)"
        case let .feature(number): "\(file), feature \(number)"
        }
        return "\(location): \(problem). Nothing was imported."
    }
}

/// What an import added.
public struct SightImportResult: Equatable, Sendable, Encodable {
    /// The new places, with the ids they were given.
    public var added: [Sight]
    /// Places left out because the same name at the same position was already imported.
    public var alreadyImported: Int
}

extension SightGuide {
    /// The places in a GeoJSON or CSV file (told apart by the name's ending, `.geojson`, `.json`
    /// or `.csv`, else by content), all checked before any is returned; their ids are only a
    /// base that `importPlaces` makes unique.
    public static func readPlaces(_ data: Data, fileName: String) throws(SightImportError) -> [Sight] {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw SightImportError(file: fileName, place: .wholeFile, problem: "is not UTF-8 text; save it as UTF-8 GeoJSON or CSV")
        }
        let start = text.first { !$0.isWhitespace }
        guard start != nil else {
            throw SightImportError(file: fileName, place: .wholeFile, problem: "is empty; import a GeoJSON FeatureCollection or a CSV file with a header")
        }
        let ending = fileName.lowercased().split(separator: ".").last.map(String.init) ?? ""
        let isJSON = ["geojson", "json"].contains(ending) || (ending != "csv" && (start == "{" || start == "["))
        let places = isJSON
            ? try SightGeoJSON.places(in: bytes, fileName: fileName)
            : try SightCSV.places(in: text, fileName: fileName)
        guard !places.isEmpty else {
            throw SightImportError(file: fileName, place: .wholeFile, problem: "has no places in it")
        }
        return places
    }

    /// Imports the places in `data` (a file called `fileName`): every place is checked first and
    /// all are saved in one write, or none. Ids are what a person types (`my-cafe`), with `-2`, `-3`
    /// where a bundled sight or another place has the id (in either spelling, see `Sight.otherSpelling`);
    /// a place already imported with the same name and position is left out.
    public func importPlaces(
        _ data: Data, fileName: String, largestSet: Int = ImportedSights.largestSet
    ) throws -> SightImportResult {
        let places = try Self.readPlaces(data, fileName: fileName)
        // The indexes are built now, while the user waits for the import anyway, not on the next search.
        defer { warmIndexes() }
        return try store.update(ImportedSights.self) { document in
            let taken = document.places.flatMap { [$0.id, Sight.otherSpelling(of: $0.id)] }
            var ids = Set(SightCatalog.bundledByID.keys).union(taken)
            var seen = Set(document.places.map(Self.sameness))
            var added: [Sight] = []
            for var place in places {
                guard seen.insert(Self.sameness(place)).inserted else { continue }
                var id = place.id, copy = 1
                while ids.contains(id) {
                    copy += 1
                    id = "\(place.id)-\(copy)"
                }
                ids.formUnion([id, Sight.otherSpelling(of: id)])
                place.id = id
                added.append(place)
            }
            guard document.places.count + added.count <= largestSet else {
                let now = MealNumber.grouped(document.places.count)
                let after = MealNumber.grouped(document.places.count + added.count)
                let problem = "would bring the imported places to \(after); coach keeps up to "
                    + "\(MealNumber.grouped(largestSet)) in all (\(now) are imported now), so import a smaller part, "
                    + "or start again with 'sights remove-imported'"
                throw SightImportError(file: fileName, place: .wholeFile, problem: problem)
            }
            document.places += added
            return SightImportResult(added: added, alreadyImported: places.count - added.count)
        }
    }

    /// The imported places, in the order they were added.
    public func imported() throws -> [Sight] {
        try store.load(ImportedSights.self).keptPlaces
    }

    /// Removes every imported place; favourites, notes and visits of them stay in `sights/me.json`.
    /// Returns how many were removed.
    @discardableResult
    public func removeImported() throws -> Int {
        defer { warmIndexes() }
        return try store.update(ImportedSights.self) { document in
            let count = document.places.count
            document.places = []
            return count
        }
    }

    /// Builds the cached indexes of the imported places; a failure only means they are built later.
    private func warmIndexes() {
        _ = try? index()
        _ = try? importedDetails()
    }

    /// What makes two places the same place: the name and the position to about a metre.
    private static func sameness(_ place: Sight) -> String {
        "\(place.name)\t\(GeoPoint.decimal(place.location.latitude, places: 5))\t\(GeoPoint.decimal(place.location.longitude, places: 5))"
    }

    /// An id base from a name: Latin letters, digits and dashes, at most 48 characters (`Пушкинская площадь` → `pushkinskaya-ploshchad`).
    static func slug(_ text: String) -> String {
        var slug = ""
        for word in SightWords.latin(text).split(separator: " ") {
            let ascii = word.filter { $0.isASCII }
            if ascii.isEmpty { continue }
            if slug.isEmpty { slug = String(ascii.prefix(48)); continue }
            guard slug.count + 1 + ascii.count <= 48 else { break }
            slug += "-" + ascii
        }
        return slug.isEmpty ? "place" : slug
    }
}
