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

    static func places(in text: String, fileName: String) throws(SightImportError) -> [Sight] {
        let records = try records(in: text, fileName: fileName)
        guard let header = records.first else { return [] }
        var column: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            let key = name.trimmed(\.isSpace).lowercased()
            column[aliases[key] ?? key] = column[aliases[key] ?? key] ?? index
        }
        let missing = ["lat", "lon"].filter { column[$0] == nil }.map { "'\($0)'" }
            + (column["name_en"] == nil && column["name_ru"] == nil ? ["'name_en' (or 'name_ru')"] : [])
        guard missing.isEmpty else {
            let list = missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " and " + missing.last!
            throw SightImportError(
                file: fileName, place: .line(header.line),
                problem: "the header lacks the \(list) column\(missing.count == 1 ? "" : "s"); the first line should name the columns, like \(columns)")
        }
        var places: [Sight] = []
        for record in records.dropFirst() {
            func fail(_ problem: String) -> SightImportError { SightImportError(file: fileName, place: .line(record.line), problem: problem) }
            guard record.fields.count == header.fields.count else {
                throw fail("has \(record.fields.count) fields but the header has \(header.fields.count); put double quotes around a field that contains a comma")
            }
            func field(_ name: String) -> String {
                column[name].map { record.fields[$0].trimmed(\.isSpace) } ?? ""
            }
            for (key, allowance) in SightImportError.csvTexts {
                try SightImportError.check(field(key), field: key, allowing: allowance, file: fileName, place: .line(record.line))
            }
            let english = field("name_en"), russian = field("name_ru")
            guard !english.isEmpty || !russian.isEmpty else { throw fail("has no name; fill in name_en or name_ru") }
            // A decimal comma (`55,7539`) can only be one, as it was quoted or separated by semicolons.
            let location = try readLocation(
                latitude: field("lat").replacing(",", with: "."),
                longitude: field("lon").replacing(",", with: "."), fail: fail)
            var category = SightCategory.other
            if !field("category").isEmpty {
                do throws(UnknownSightCategoryError) { category = try SightCategory(matching: field("category")) } catch { throw fail(String(error.message.dropLast())) }
            }
            var year: Int?
            if !field("year").isEmpty {
                guard let number = Int(field("year")) else { throw fail("the year '\(field("year"))' is not a whole number, like 1693") }
                year = number
            }
            let confidence = field("coord_confidence").lowercased()
            let address = field("address")
            let name = english.isEmpty ? russian : english
            places.append(Sight(
                id: SightGuide.slug(field("id").isEmpty ? name : field("id")), name: name,
                nameRU: russian.isEmpty || russian == name ? nil : russian, category: category, location: location,
                isApproximate: !(confidence.isEmpty || confidence == "source"),
                address: address.isEmpty ? nil : address, year: year))
        }
        return places
    }

    /// Latitude and longitude in degrees from two fields, with the fix in the error.
    static func readLocation(latitude: String, longitude: String, fail: (String) -> SightImportError) throws(SightImportError) -> GeoPoint {
        guard let lat = GeoPoint.plainNumber(latitude) else {
            throw fail(latitude.isEmpty ? "has no latitude; fill in lat in degrees, like 54.1815" : "the latitude '\(latitude)' is not a number; write degrees like 54.1815")
        }
        guard let lon = GeoPoint.plainNumber(longitude) else {
            throw fail(longitude.isEmpty ? "has no longitude; fill in lon in degrees, like 45.1816" : "the longitude '\(longitude)' is not a number; write degrees like 45.1816")
        }
        guard (-90...90).contains(lat) else { throw fail("the latitude \(latitude) is outside -90…90") }
        guard (-180...180).contains(lon) else { throw fail("the longitude \(longitude) is outside -180…180") }
        return GeoPoint(latitude: lat, longitude: lon)
    }

    /// The records of `text` with the line each starts on. Fields may be quoted with `"`, and a quoted
    /// field may hold commas, newlines and doubled quotes (`""`). Blank lines are skipped.
    static func records(in text: String, fileName: String) throws(SightImportError) -> [(line: Int, fields: [String])] {
        var records: [(line: Int, fields: [String])] = []
        var fields: [String] = [], field: [UInt8] = []
        var line = 1, start = 1, quoted = false, wasQuoted = false
        let bytes = Array(text.utf8)
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            wasQuoted = false
        }
        func endRecord() {
            endField()
            if fields.count > 1 || !fields[0].trimmed(\.isSpace).isEmpty { records.append((start, fields)) }
            fields.removeAll()
        }
        let header = bytes.prefix { $0 != 0x0A }
        let separator = header.filter { $0 == UInt8(ascii: ";") }.count > header.filter { $0 == UInt8(ascii: ",") }.count
            ? UInt8(ascii: ";") : UInt8(ascii: ",")
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { field.append(byte); index += 1 } else { quoted = false }
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case separator: endField()
            case 0x0A:
                endRecord()
                line += 1
                start = line
            case 0x0D where index < bytes.count && bytes[index] == 0x0A: break
            case UInt8(ascii: "\"") where !wasQuoted && field.allSatisfy({ $0 == 0x20 }):
                field.removeAll()
                quoted = true
                wasQuoted = true
            default: field.append(byte)
            }
        }
        if quoted {
            throw SightImportError(file: fileName, place: .line(start), problem: "a quoted field is never closed; end it with a double quote")
        }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}
