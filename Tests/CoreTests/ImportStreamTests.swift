import Foundation
import Testing

@testable import Core
@testable import Storage

/// Imports read a place at a time and write `sights/imported.json` a place at a time: the pieces a file is cut
/// into change nothing, the document written is the one the store's coder writes, and every check on the whole
/// file still holds.
struct ImportStreamTests {
    static let files: [(name: String, text: String)] =
        [("moscow.geojson", SightImportTests.moscow), ("moscow.csv", SightImportTests.csv)]
        + SightImportTests.badGeoJSON.map { ("bad.geojson", $0.0) } + SightImportTests.badCSV.map { ("bad.csv", $0.0) }
        + [
            ("bom.csv", "\u{FEFF}name_ru;lat;lon\nКрасная площадь;55,7539;37,6208\n"),
            (
                "feature.json",
                #"{"properties": {"name": "Одна"}, "type": "Feature", "geometry": {"type": "Point", "coordinates": [45, 54]}}"#
            ),
            (
                "late-type.geojson",
                #"{"features": [\#(SightImportTests.feature(SightImportTests.point))], "type": "FeatureCollection"}"#
            ),
            (
                "broken.geojson",
                "{\"type\": \"FeatureCollection\",\n \"features\": [\(SightImportTests.feature(SightImportTests.point)),\n }"
            ),
            ("places", "  \n\t{\"type\": \"FeatureCollection\", \"features\": []}"),
        ]

    /// What reading `text` gives: the places, or the message (its column left out, as characters are counted
    /// anew where a piece cuts one).
    static func outcome(_ text: String, _ name: String, pieceSize: Int) -> String {
        do {
            return "\(try SightGuide.readPlaces(Data(text.utf8), fileName: name, pieceSize: pieceSize))"
        } catch let error as SightImportError {
            return error.message.replacing(/column \d+/, with: "column")
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: 0..<files.count)
    func piecesOfAnySizeReadAsTheWholeFile(file: Int) {
        let (name, text) = Self.files[file]
        let whole = Self.outcome(text, name, pieceSize: 1 << 20)
        for size in [1, 2, 3, 5, 8, 13] {
            #expect(Self.outcome(text, name, pieceSize: size) == whole, "pieces of \(size)")
        }
    }

    /// A syntax error is placed by line and column from the start of the file, however far it is.
    @Test func errorsArePlacedInTheWholeFile() {
        let features = Array(repeating: SightImportTests.feature(SightImportTests.point), count: 2000).joined(
            separator: ",\n")
        let text = #"{"type": "FeatureCollection", "features": ["# + features + ",\n  x]}"
        let message = "big.geojson: is not valid GeoJSON: invalid value at line 2001, column 3. Nothing was imported."
        #expect(
            sightErrorMessage { _ = try SightGuide.readPlaces(Data(text.utf8), fileName: "big.geojson") } == message)
        #expect(
            sightErrorMessage { _ = try SightGuide.readPlaces(Data(text.utf8), fileName: "big.geojson", pieceSize: 7) }
                == message)
    }

    /// Properties coach does not keep are checked but not held: broken JSON inside them is still refused, and an
    /// area's outline of megabytes is read past to say it is no point.
    @Test func skippedValuesAreCheckedAndNotHeld() {
        let broken = SightImportTests.collection(
            SightImportTests.feature(SightImportTests.point, #"{"name": "X", "note": [1,,2]}"#))
        #expect(
            sightErrorMessage { _ = try SightGuide.readPlaces(Data(broken.utf8), fileName: "b.geojson") }?
                .hasPrefix("b.geojson: is not valid GeoJSON: invalid value at line 1") == true)
        let ring = "[" + Array(repeating: "[45.123456, 54.123456]", count: 100_000).joined(separator: ",") + "]"
        let area = SightImportTests.collection(
            SightImportTests.feature(#"{"type": "Polygon", "coordinates": [\#(ring)]}"#))
        #expect(area.utf8.count > 2 << 20)
        #expect(
            sightErrorMessage { _ = try SightGuide.readPlaces(Data(area.utf8), fileName: "a.geojson") }
                == "a.geojson, feature 1: is a Polygon, not a Point; only points can be imported (export centroids for areas). Nothing was imported."
        )
        let long = SightImportTests.collection(
            SightImportTests.feature(SightImportTests.point, #"{"name": "\#(String(repeating: "a", count: 1 << 20))"}"#)
        )
        #expect(
            sightErrorMessage { _ = try SightGuide.readPlaces(Data(long.utf8), fileName: "l.geojson") }
                == "l.geojson: is not valid GeoJSON: a value of more than 1 MiB at line 1, column 149. Nothing was imported."
        )
    }

    @Test func bytesThatAreNotUTF8AreRefusedWherePiecesEnd() {
        var bytes = Array("name,lat,lon\nЁлка,54.1,45.1\n".utf8)
        #expect(throws: Never.self) { try SightGuide.readPlaces(Data(bytes), fileName: "x.csv", pieceSize: 1) }
        bytes.insert(0xFF, at: 20)
        for size in [1, 2, 1 << 20] {
            #expect(
                sightErrorMessage { _ = try SightGuide.readPlaces(Data(bytes), fileName: "x.csv", pieceSize: size) }
                    == "x.csv: is not UTF-8 text; save it as UTF-8 GeoJSON or CSV. Nothing was imported.")
        }
    }

    /// A mistake before the first byte that is not UTF-8 is the one reported, however the file is cut (the
    /// fuzzer found the whole file called "not UTF-8" and the same file in pieces "not valid GeoJSON").
    @Test func theFirstMistakeInTheFileIsReportedWherePiecesEnd() {
        let bytes = Array(#"{"type": "Feature", "geometry"ates": "#.utf8) + [0x00, 0xA4] + Array("5.18]}}\n".utf8)
        for size in [1, 2, 11, 1 << 20] {
            #expect(
                sightErrorMessage { _ = try SightGuide.readPlaces(Data(bytes), fileName: "f.geojson", pieceSize: size) }
                    == "f.geojson: is not valid GeoJSON: expected ':' at line 1, column 31. Nothing was imported.",
                "pieces of \(size)")
        }
    }

    /// The bytes handed out before a failure are exactly the UTF-8 the standard library accepts.
    @Test func theUTF8PrefixAgreesWithTheStandardLibrary() {
        let bytes: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5,
            0xFF,
        ]
        // Every piece of up to four of these bytes: the edges of each range RFC 3629 allows.
        var pieces: [[UInt8]] = [[]]
        var longest: [[UInt8]] = [[]]
        for _ in 1...4 {
            longest = longest.flatMap { piece in bytes.map { piece + [$0] } }
            pieces += longest
        }
        let wrong = pieces.filter { piece in
            let valid = FilePieces.validPrefix(piece)
            return (String(validating: piece, as: UTF8.self) != nil) != (valid == piece.count)
                || String(validating: piece[..<valid], as: UTF8.self) == nil
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// Past the whole-set limit the file is still read to say how many places it would bring, up to twice the limit.
    @Test func anImportFarPastTheLimitSaysSo() throws {
        let guide = SightGuide(store: MemoryStore())
        let rows = (0..<10).map { "Place \($0),54.\($0),45.1" }.joined(separator: "\n")
        #expect(
            sightErrorMessage {
                _ = try guide.importPlaces(Data("name,lat,lon\n\(rows)\n".utf8), fileName: "p.csv", largestSet: 6)
            }
                == "p.csv: would bring the imported places to 10; coach keeps up to 6 in all (0 are imported now), so import a smaller part, or start again with 'sights remove-imported'. Nothing was imported."
        )
        #expect(
            sightErrorMessage {
                _ = try guide.importPlaces(Data("name,lat,lon\n\(rows)\n".utf8), fileName: "p.csv", largestSet: 4)
            }
                == "p.csv: would bring the imported places to more than 8; coach keeps up to 4 in all (0 are imported now), so import a smaller part, or start again with 'sights remove-imported'. Nothing was imported."
        )
        #expect(try guide.imported().isEmpty)
    }

    /// Ten thousand places of one name get numbers in order, without trying every number for each.
    @Test func manyPlacesOfOneNameAreNumbered() throws {
        let guide = SightGuide(store: MemoryStore())
        let rows = (0..<10_000).map { "Bench,54.1,45.\(10_000 + $0)" }.joined(separator: "\n")
        let result = try guide.importPlaces(Data("name,lat,lon\n\(rows)\n".utf8), fileName: "b.csv")
        #expect(result.addedCount == 10_000 && result.added.last?.id == "bench-10000")
        #expect(result.added.map(\.id).prefix(3) == ["bench", "bench-2", "bench-3"])
    }
}

/// The imported places' document as it is written a place at a time.
struct ImportedSightsFileTests {
    static let places = [
        Sight(id: "a", name: "Whole", nameRU: nil, category: .park, location: GeoPoint(latitude: 54, longitude: -45)),
        Sight(
            id: "b", name: "Tiny \"quoted\" \\ /slash/", nameRU: "Ёлка", category: .museum,
            location: GeoPoint(latitude: 0.000001, longitude: 1e-7), isApproximate: true,
            address: "Line\nTab\t\u{1}\u{7F}",
            year: -300, about: "Emoji 🌲 and \u{2028}"),
        Sight(
            id: "c", name: "Far", nameRU: nil, category: .other,
            location: GeoPoint(latitude: 1e308, longitude: 123.456789012345)),
        Sight(
            id: "d", name: "Almost", nameRU: nil, category: .sport,
            location: GeoPoint(latitude: -89.999999, longitude: 179.99999999)),
    ]

    @Test(arguments: [0, 1, 4])
    func writtenAsTheStoresCoderWritesIt(count: Int) throws {
        var document = ImportedSights()
        document.places = Array(Self.places.prefix(count))
        let file = FileWriter(inMemoryFor: "x")
        var writer = try ImportedSightsFile.Writer(file)
        for place in document.places { try writer.add(place) }
        try writer.end()
        let expected = String(decoding: try DocumentCoder.encode(document), as: UTF8.self)
        #expect(String(decoding: file.written, as: UTF8.self) == expected, "\(expected)")
        var read: [Sight] = []
        try ImportedSightsFile.forEachPlace(in: FilePieces(file.written, pieceSize: 5)) { read.append($0) }
        #expect(read == document.places)
    }

    @Test(arguments: [
        (
            #"{"version": 1, "places": [{"id": "a", "category": "park", "latitude": 1, "longitude": 2}]}"#,
            #"the field "name" is missing at places[0]"#
        ),
        (
            #"{"version": 1, "places": [{"id": "a", "name": 5, "category": "park", "latitude": 1, "longitude": 2}]}"#,
            "expected text at places[0].name"
        ),
        (#"{"places": []}"#, #"it has no "version" field"#),
        (#"{"version": 1}"#, #"the field "places" is missing"#),
        (#"{"version": 1, "places": [}"#, "not valid JSON: invalid value at line 1, column 27"),
    ])
    func aDamagedDocumentIsNeverOverwritten(text: String, detail: String) throws {
        let store = MemoryStore()
        store.setContents(Data(text.utf8), at: ImportedSights.defaultPath)
        let guide = SightGuide(store: store)
        #expect(throws: StoreError.damaged(path: ImportedSights.defaultPath, detail: detail)) {
            try guide.importPlaces(Data("name,lat,lon\nHome,54.5,45.25\n".utf8), fileName: "home.csv")
        }
        #expect(store.contents(at: ImportedSights.defaultPath) == Data(text.utf8))
    }

    @Test func aNewerDocumentIsRefused() throws {
        let store = MemoryStore()
        let newer = Data(#"{"places": [], "version": 2}"#.utf8)
        store.setContents(newer, at: ImportedSights.defaultPath)
        #expect(throws: StoreError.newerVersion(path: ImportedSights.defaultPath, found: 2, supported: 1)) {
            try SightGuide(store: store).importPlaces(
                Data("name,lat,lon\nHome,54.5,45.25\n".utf8), fileName: "home.csv")
        }
        #expect(store.contents(at: ImportedSights.defaultPath) == newer)
    }
}
