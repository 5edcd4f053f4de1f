import Storage

/// Reads places from CSV with the bundled file's columns
/// (`id,name_en,name_ru,category,lat,lon,coord_confidence,address,year,source_url`): a header
/// line names the columns, in any order; only a name and lat, lon are required. Fields are
/// separated by commas, or by semicolons when the header has more of those (as spreadsheets
/// in Russian locales write CSV).
enum SightCSV {
    static let columns = "id,name_en,name_ru,category,lat,lon,coord_confidence,address,year,source_url"

    /// Other spellings of the column names.
    private static let aliases = ["name": "name_en", "latitude": "lat", "longitude": "lon", "lng": "lon"]

    /// Reads the records of the CSV in `pieces` one at a time, each into a place handed to `add` as soon as
    /// it is checked; the first record is the header.
    static func readPlaces(from pieces: FilePieces, fileName: String, _ add: (Sight) throws -> Void) throws {
        var header: Record?
        var column: [String: Int] = [:]
        try records(in: pieces, fileName: fileName) { record in
            guard let header else {
                header = record
                column = try columns(of: record, fileName: fileName)
                return
            }
            try add(try place(from: record, header: header, column: column, fileName: fileName))
        }
    }

    /// A record: the line it starts on, and its fields.
    typealias Record = (line: Int, fields: [String])

    /// Where each column is, by its name; refused without a name or a position.
    static func columns(of header: Record, fileName: String) throws(SightImportError) -> [String: Int] {
        var column: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            let key = name.trimmed(\.isSpace).lowercased()
            column[aliases[key] ?? key] = column[aliases[key] ?? key] ?? index
        }
        let missing =
            ["lat", "lon"].filter { column[$0] == nil }.map { "'\($0)'" }
            + (column["name_en"] == nil && column["name_ru"] == nil ? ["'name_en' (or 'name_ru')"] : [])
        guard missing.isEmpty else {
            let list =
                missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " and " + missing.last!
            let one = missing.count == 1
            throw SightImportError(file: fileName, place: .line(header.line)) {
                one
                    ? $0.tr(
                        "the header lacks the %@ column; the first line should name the columns, like %@", list, columns
                    )
                    : $0.tr(
                        "the header lacks the %@ columns; the first line should name the columns, like %@", list,
                        columns)
            }
        }
        return column
    }

    /// One record as a place, checked.
    static func place(from record: Record, header: Record, column: [String: Int], fileName: String)
        throws(SightImportError) -> Sight
    {
        func fail(_ said: @escaping @Sendable (Messages) -> String) -> SightImportError {
            SightImportError(file: fileName, place: .line(record.line), said: said)
        }
        guard record.fields.count == header.fields.count else {
            let (fields, named) = (String(record.fields.count), String(header.fields.count))
            throw fail {
                $0.tr(
                    "has %@ fields but the header has %@; put double quotes around a field that contains a comma",
                    fields, named)
            }
        }
        func field(_ name: String) -> String {
            column[name].map { record.fields[$0].trimmed(\.isSpace) } ?? ""
        }
        for (key, allowance) in SightImportError.csvTexts {
            try SightImportError.check(
                field(key), field: key, allowing: allowance, file: fileName, place: .line(record.line))
        }
        let english = field("name_en")
        let russian = field("name_ru")
        guard !english.isEmpty || !russian.isEmpty else {
            throw fail { $0.tr("has no name; fill in name_en or name_ru") }
        }
        // A decimal comma (`55,7539`) can only be one, as it was quoted or separated by semicolons.
        let location = try readLocation(
            latitude: field("lat").replacing(",", with: "."),
            longitude: field("lon").replacing(",", with: "."), fail: fail)
        var category = SightCategory.other
        if !field("category").isEmpty {
            do throws(UnknownSightCategoryError) { category = try SightCategory(matching: field("category")) } catch {
                throw fail { String(error.message(in: $0).dropLast()) }
            }
        }
        var year: Int?
        if !field("year").isEmpty {
            guard let number = Int(field("year")) else {
                let typed = field("year")
                throw fail { $0.tr("the year '%@' is not a whole number, like 1693", typed) }
            }
            year = number
        }
        let confidence = field("coord_confidence").lowercased()
        let address = field("address")
        let name = english.isEmpty ? russian : english
        return Sight(
            id: SightGuide.slug(field("id").isEmpty ? name : field("id")), name: name,
            nameRU: russian.isEmpty || russian == name ? nil : russian, category: category, location: location,
            isApproximate: !(confidence.isEmpty || confidence == "source"),
            address: address.isEmpty ? nil : address, year: year)
    }

    /// Latitude and longitude in degrees from two fields, with the fix in the error.
    static func readLocation(
        latitude: String, longitude: String, fail: (@escaping @Sendable (Messages) -> String) -> SightImportError
    ) throws(SightImportError) -> GeoPoint {
        guard let lat = GeoPoint.plainNumber(latitude) else {
            throw fail {
                latitude.isEmpty
                    ? $0.tr("has no latitude; fill in lat in degrees, like 54.1815")
                    : $0.tr("the latitude '%@' is not a number; write degrees like 54.1815", latitude)
            }
        }
        guard let lon = GeoPoint.plainNumber(longitude) else {
            throw fail {
                longitude.isEmpty
                    ? $0.tr("has no longitude; fill in lon in degrees, like 45.1816")
                    : $0.tr("the longitude '%@' is not a number; write degrees like 45.1816", longitude)
            }
        }
        guard (-90...90).contains(lat) else { throw fail { $0.tr("the latitude %@ is outside -90…90", latitude) } }
        guard (-180...180).contains(lon) else {
            throw fail { $0.tr("the longitude %@ is outside -180…180", longitude) }
        }
        return GeoPoint(latitude: lat, longitude: lon)
    }

}
