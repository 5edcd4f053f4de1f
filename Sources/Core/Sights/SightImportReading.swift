import Storage

extension SightGuide {
    /// The most blank space a file may start with before its first character shows whether it is GeoJSON.
    static let longestBlankStart = 1 << 20

    /// Reads the places in the file `pieces` reads (called `fileName`) one at a time, each checked before it is
    /// handed to `add`: GeoJSON or CSV, told apart by the name's ending (`.geojson`, `.json` or `.csv`), else by
    /// the first character (`{` or `[` for GeoJSON). Their ids are only a base that `importPlaces` makes unique.
    /// Problems are told in the order they stand in the file; one that stops the reading of the file itself
    /// (it could not be read on, or grew past its limit) is thrown as the `FilePieces.Failure` it is.
    public static func readPlaces(from pieces: FilePieces, fileName: String, _ add: (Sight) throws -> Void) throws {
        func fail(_ said: @escaping @Sendable (Messages) -> String) -> SightImportError {
            SightImportError(file: fileName, place: .wholeFile, said: said)
        }
        pieces.checksText = true
        var start: [UInt8] = []
        var first: Unicode.Scalar?
        var ended = false
        do throws(FilePieces.Failure) {
            // Enough of the start to know its first character, past a byte order mark.
            while start.count < 3, let piece = try pieces.next() { start += piece }
            if start.starts(with: [0xEF, 0xBB, 0xBF]) { start.removeFirst(3) }
            var looked = 0
            while true {
                first = String(decoding: start[looked...], as: UTF8.self).unicodeScalars.first {
                    !$0.properties.isWhitespace
                }
                if first != nil || start.count > longestBlankStart { break }
                looked = start.count
                guard let piece = try pieces.next() else {
                    ended = true
                    break
                }
                start += piece
            }
        } catch {
            throw SightImportError.reading(.unreadable(error), fileName: fileName, what: "GeoJSON or CSV")
        }
        guard let first else {
            if ended {
                throw fail { $0.tr("is empty; import a GeoJSON FeatureCollection or a CSV file with a header") }
            }
            throw fail { $0.tr("starts with more than 1 MiB of blank space; remove it and import the file again") }
        }
        pieces.putBack(start)
        let ending = fileName.lowercased().split(separator: ".").last.map(String.init) ?? ""
        let isJSON = ["geojson", "json"].contains(ending) || (ending != "csv" && (first == "{" || first == "["))
        var count = 0
        func counted(_ place: Sight) throws {
            count += 1
            try add(place)
        }
        if isJSON {
            var stream = JSONStream(pieces)
            try SightGeoJSON.readPlaces(from: &stream, fileName: fileName, counted)
        } else {
            try SightCSV.readPlaces(from: pieces, fileName: fileName, counted)
        }
        guard count > 0 else { throw fail { $0.tr("has no places in it") } }
    }
}

extension SightImportError {
    /// What stopped reading the file, as the person reads it: an error in the file's text, or the file's own
    /// `FilePieces.Failure` when it could not be read on (the command says why with the file's name).
    static func reading(_ problem: JSONStream.Problem, fileName: String, what: String) -> any Error {
        switch problem {
        case let .syntax(error):
            SightImportError(file: fileName, place: .wholeFile) { $0.tr("is not valid %@: %@", what, error.text) }
        case .unreadable(.notUTF8):
            SightImportError(file: fileName, place: .wholeFile) {
                $0.tr("is not UTF-8 text; save it as UTF-8 GeoJSON or CSV")
            }
        case let .unreadable(failure):
            failure
        }
    }
}
