import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// Importing the user's own places from GeoJSON and CSV: all or nothing, clear errors, unique ids.
struct SightImportTests {
    static let moscow = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [37.6176, 55.7520]},
           "properties": {"name": "Московский Кремль", "name:en": "Moscow Kremlin", "historic": "castle", "start_date": "1482"}},
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [37.6231, 55.7525]},
           "properties": {"name": "Saint Basil's Cathedral", "amenity": "place_of_worship", "description": "A cathedral\\twith\\nnine chapels."}},
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [37.6186, 55.7602]},
           "properties": {"name": "Большой театр", "amenity": "theatre", "addr:street": "Театральная площадь", "addr:housenumber": "1"}}
        ]}
        """

    static let csv = """
        id,name_en,name_ru,category,lat,lon,coord_confidence,address,year,source_url
        red-square,Red Square,Красная площадь,square,55.753930,37.620795,source,"Krasnaya pl., Moscow",1493,https://example.org

        ,"Gorky Park, Moscow",Парк Горького,park,55.7298,37.6019,estimate,"Krymsky Val, 9",1928,

        """

    /// All imports together hold at most `ImportedSights.largestSet` places (3 here): one that would pass it is
    /// refused whole, saying how many there are and what to do.
    @Test func theWholeImportedSetHasALimit() throws {
        let guide = SightGuide(store: MemoryStore())
        _ = try guide.importPlaces(Data(Self.csv.utf8), fileName: "moscow.csv", largestSet: 3)
        #expect(
            throws: SightImportError(
                file: "moscow.geojson", place: .wholeFile,
                problem:
                    "would bring the imported places to 5; coach keeps up to 3 in all (2 are imported now), so import a "
                    + "smaller part, or start again with 'sights remove-imported'")
        ) {
            try guide.importPlaces(Data(Self.moscow.utf8), fileName: "moscow.geojson", largestSet: 3)
        }
        #expect(try guide.imported().map(\.id) == ["red-square", "gorky-park-moscow"])
        #expect(ImportedSights.largestSet == 150_000)
    }

    func importing(_ text: String, as file: String, into guide: SightGuide) throws -> SightImportResult {
        try guide.importPlaces(Data(text.utf8), fileName: file)
    }

    @Test func geoJSONPointsBecomePlacesWithNamesCategoriesAndIDsAsTyped() throws {
        let guide = SightGuide(store: MemoryStore())
        let result = try importing(Self.moscow, as: "moscow.geojson", into: guide)
        #expect(result.alreadyImported == 0)
        #expect(result.added.map(\.id) == ["moscow-kremlin", "saint-basil-s-cathedral", "bolshoy-teatr"])
        #expect(result.added.map(\.category) == [.architecture, .religious, .theatre])
        let kremlin = try guide.sight("moscow-kremlin")
        #expect(
            kremlin
                == Sight(
                    id: "moscow-kremlin", name: "Moscow Kremlin", nameRU: "Московский Кремль", category: .architecture,
                    location: GeoPoint(latitude: 55.7520, longitude: 37.6176), year: 1482))
        #expect(kremlin.isImported)
        let theatre = try guide.sight("bolshoy-teatr")
        #expect(theatre.name == "Большой театр" && theatre.nameRU == nil && theatre.address == "Театральная площадь 1")
        #expect(try guide.sight("saint-basil-s-cathedral").about == "A cathedral with nine chapels.")
        #expect(try guide.ids().suffix(3) == ["moscow-kremlin", "saint-basil-s-cathedral", "bolshoy-teatr"])
        #expect(try guide.all().count == 48)
    }

    @Test func importedPlacesAreSearchedAndFoundNearby() throws {
        let guide = SightGuide(store: MemoryStore())
        _ = try importing(Self.moscow, as: "moscow.geojson", into: guide)
        #expect(try guide.search("kreml").map(\.sight.id) == ["moscow-kremlin"])
        #expect(try guide.search("bolshoi").map(\.sight.id) == ["bolshoy-teatr"])
        #expect(try guide.search("собор").map(\.sight.id).contains("saint-basil-s-cathedral"))
        #expect(try guide.search("theatre moscow").isEmpty)
        #expect(try guide.search("театр").map(\.sight.id).contains("bolshoy-teatr"))
        let redSquare = GeoPoint(latitude: 55.7539, longitude: 37.6208)
        let near = try guide.near(redSquare, radius: 2_000)
        #expect(near.map(\.sight.id) == ["saint-basil-s-cathedral", "moscow-kremlin", "bolshoy-teatr"])
        #expect(near.map { DistanceText.format($0.metres) } == ["210 m", "290 m", "710 m"])
    }

    @Test func csvWithQuotedCommasImports() throws {
        let guide = SightGuide(store: MemoryStore())
        let result = try importing(Self.csv, as: "moscow.csv", into: guide)
        #expect(
            result.added == [
                Sight(
                    id: "red-square", name: "Red Square", nameRU: "Красная площадь", category: .square,
                    location: GeoPoint(latitude: 55.75393, longitude: 37.620795), address: "Krasnaya pl., Moscow",
                    year: 1493),
                Sight(
                    id: "gorky-park-moscow", name: "Gorky Park, Moscow", nameRU: "Парк Горького", category: .park,
                    location: GeoPoint(latitude: 55.7298, longitude: 37.6019), isApproximate: true,
                    address: "Krymsky Val, 9", year: 1928),
            ])
        #expect(try guide.sight("gorky-park-moscow") == result.added[1])
    }

    /// As spreadsheets in Russian locales save it: semicolons between fields, decimal commas.
    @Test func semicolonSeparatedCSVImports() throws {
        let places = try SightGuide.readPlaces(
            Data("name_ru;lat;lon;address\nКрасная площадь;55,7539;37,6208;\"Москва; центр\"\n".utf8), fileName: "x.csv"
        )
        #expect(
            places == [
                Sight(
                    id: "krasnaya-ploshchad", name: "Красная площадь", nameRU: nil, category: .other,
                    location: GeoPoint(latitude: 55.7539, longitude: 37.6208), address: "Москва; центр")
            ])
    }

    @Test func fileEndingChoosesTheReader() {
        #expect(
            sightErrorMessage { _ = try SightGuide.readPlaces(Data("nonsense {".utf8), fileName: "x.geojson") }?
                .hasPrefix("x.geojson: is not valid GeoJSON: ") == true)
        #expect(
            sightErrorMessage { _ = try SightGuide.readPlaces(Data("{\"name\"}".utf8), fileName: "x.csv") }
                == "x.csv, line 1: the header lacks the 'lat', 'lon' and 'name_en' (or 'name_ru') columns; the first line should name the columns, like id,name_en,name_ru,category,lat,lon,coord_confidence,address,year,source_url. Nothing was imported."
        )
    }

    @Test func reimportingSkipsKnownPlacesAndNewNamesakesGetNumbered() throws {
        let guide = SightGuide(store: MemoryStore())
        _ = try importing(Self.csv, as: "moscow.csv", into: guide)
        let again = try importing(Self.csv, as: "moscow.csv", into: guide)
        #expect(again.added.isEmpty && again.alreadyImported == 2)
        let other = try importing(
            "name,lat,lon\nRed Square,56.3269,44.0059\nRed Square,56.3269,44.0059\n", as: "nn.csv", into: guide)
        #expect(other.added.map(\.id) == ["red-square-2"])
        #expect(other.alreadyImported == 1)
        #expect(try guide.imported().count == 3)
    }

    /// An id is what a person types: a bundled sight's id or one taken by a place imported before
    /// (in either spelling) gets a number instead of an ending.
    @Test func idsClashingWithBundledOrEarlierOnesGetANumber() throws {
        let guide = SightGuide(store: MemoryStore())
        let file = "name,lat,lon\nMordovia Arena,54.18,45.20\nMy Cafe,54.18,45.18\nMy cafe!,54.19,45.18\n"
        let result = try importing(file, as: "mine.csv", into: guide)
        #expect(result.added.map(\.id) == ["mordovia-arena-2", "my-cafe", "my-cafe-2"])
        #expect(try guide.sight("mordovia-arena").isImported == false)
        #expect(try guide.sight("my-cafe").name == "My Cafe")
        #expect(try guide.sight("my-cafe-2").name == "My cafe!")
    }

    /// Places imported before ids were made as typed keep their `.my` ids, and the favourites,
    /// notes and visits saved with them; either spelling finds them, and new places avoid both.
    @Test func placesSavedWithTheOldEndingAreFoundEitherWay() throws {
        let store = MemoryStore()
        let place = GeoPoint(latitude: 54.19, longitude: 45.19)
        let oak = Sight(id: "old-oak.my", name: "Old Oak", nameRU: nil, category: .park, location: place)
        try store.update(ImportedSights.self) { $0.places = [oak] }
        let guide = SightGuide(store: store)
        #expect(try guide.sight("old-oak").id == "old-oak.my")
        #expect(try guide.sight("old-oak.my").id == "old-oak.my")
        let added = try importing("name,lat,lon\nOld Oak,54.2,45.2\nPond,54.2,45.21\n", as: "more.csv", into: guide)
        #expect(added.added.map(\.id) == ["old-oak-2", "pond"])
        #expect(try guide.sight("pond.my").id == "pond")
        #expect(try guide.sight("old-oak-2").name == "Old Oak")
    }

    @Test func removingImportedPlacesKeepsTheJournal() throws {
        let store = MemoryStore()
        let guide = SightGuide(store: store)
        _ = try importing(Self.moscow, as: "moscow.geojson", into: guide)
        _ = try store.update(SightJournal.self) { $0.addFavourite("moscow-kremlin") }
        #expect(try guide.removeImported() == 3)
        #expect(try guide.removeImported() == 0)
        #expect(try guide.search("kreml").isEmpty)
        #expect(try guide.all() == SightCatalog.bundled)
        #expect(try store.load(SightJournal.self).favourites == ["moscow-kremlin"])
        #expect(
            sightErrorMessage { _ = try guide.sight("moscow-kremlin") }
                == "no sight 'moscow-kremlin'; see 'sights list' or 'sights search WORDS'")
    }

    /// The cached index on disk follows every change of the imported places.
    @Test func fileStoreIndexIsRebuiltWhenThePlacesChange() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-sights-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = SightGuide(store: FileStore(directory: folder))
        #expect(try guide.search("kreml").isEmpty)
        _ = try importing(Self.moscow, as: "moscow.geojson", into: guide)
        #expect(try guide.search("kreml").count == 1)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sights/index.bin").path))
        #expect(try SightGuide(store: FileStore(directory: folder)).search("kreml").count == 1)
        // A cache damaged by hand is not trusted: its stamp still matches, its contents do not hold together.
        let cache = folder.appendingPathComponent("sights/index.bin")
        let stamp = try #require(FileManager.default.contents(atPath: cache.path)?.prefix { $0 != 0x0A })
        #expect(
            FileManager.default.createFile(
                atPath: cache.path, contents: stamp + Data([0x0A, 0xE8, 0x03, 0, 0]) + Data(count: 64)))
        #expect(try guide.search("kreml").count == 1)
        #expect(
            try guide.near(GeoPoint(latitude: 55.752, longitude: 37.6176), limit: 1).map(\.sight.id) == [
                "moscow-kremlin"
            ])
        try guide.removeImported()
        #expect(try guide.search("kreml").isEmpty)
        _ = try importing(Self.csv, as: "moscow.csv", into: guide)
        #expect(try guide.near(GeoPoint(latitude: 55.75, longitude: 37.62), limit: 1).map(\.sight.id) == ["red-square"])
    }

    /// Swift reads "\r\n" as one Character: the details cache must still keep each place on its own line.
    @Test func aCRLFInsideAnAddressOrDescriptionKeepsBothShown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-sights-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = SightGuide(store: FileStore(directory: folder))
        let places =
            #"{"type": "FeatureCollection", "features": ["#
            + #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [45.18, 54.18]}, "properties": {"name": "Pond Bench", "#
            + #""address": "Pond Lane 1\r\nBy the gate", "description": "Quiet in the morning.\r\nLoud at noon.\r\n\tBring bread."}},"#
            + #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [45.19, 54.19]}, "properties": {"name": "Old Oak", "#
            + #""address": "Park\nEast", "description": "Tall\n\nand old"}}]}"#
        _ = try importing(places, as: "places.geojson", into: guide)
        let bench = try guide.sight("pond-bench")
        #expect(bench.address == "Pond Lane 1 By the gate")
        #expect(bench.about == "Quiet in the morning. Loud at noon.  Bring bread.")
        let oak = try SightGuide(store: FileStore(directory: folder)).sight("old-oak")
        #expect(oak.address == "Park East")
        #expect(oak.about == "Tall  and old")
        let details = try String(contentsOf: folder.appendingPathComponent("sights/details.tsv"), encoding: .utf8)
        #expect(
            details.split(separator: "\n", omittingEmptySubsequences: false).count == 4, "\(details.debugDescription)")
    }

    static let header = "id,name_en,name_ru,category,lat,lon,coord_confidence,address,year,source_url\n"

    static let badCSV: [(String, String)] = [
        (
            "name_en,lon\nX,45\n",
            "bad.csv, line 1: the header lacks the 'lat' column; the first line should name the columns, like id,name_en,name_ru,category,lat,lon,coord_confidence,address,year,source_url. Nothing was imported."
        ),
        (
            "lat,lon\n1,2\n",
            "bad.csv, line 1: the header lacks the 'name_en' (or 'name_ru') column; the first line should name the columns, like id,name_en,name_ru,category,lat,lon,coord_confidence,address,year,source_url. Nothing was imported."
        ),
        (
            header + "a,A,,museum,54.1,45.1,source,,,\nb,B,,museum,54.1,45.1,source,Sovetskaya ul. 1,,,\n",
            "bad.csv, line 3: has 11 fields but the header has 10; put double quotes around a field that contains a comma. Nothing was imported."
        ),
        (
            "id,title,latitude_deg,lng_deg\n",
            "bad.csv, line 1: the header lacks the 'lat', 'lon' and 'name_en' (or 'name_ru') columns; the first line should name the columns, like id,name_en,name_ru,category,lat,lon,coord_confidence,address,year,source_url. Nothing was imported."
        ),
        (
            header + "a,A,,museum,abc,45.1,source,,,\n",
            "bad.csv, line 2: the latitude 'abc' is not a number; write degrees like 54.1815. Nothing was imported."
        ),
        (
            header + "a,A,,museum,54.1,,source,,,\n",
            "bad.csv, line 2: has no longitude; fill in lon in degrees, like 45.1816. Nothing was imported."
        ),
        (
            header + "a,A,,museum,95,45.1,source,,,\n",
            "bad.csv, line 2: the latitude 95 is outside -90…90. Nothing was imported."
        ),
        (
            header + "a,A,,museum,54.1,45.1,source,,,\n\n\"b\",,,park,54.1,45.1,,,,\n",
            "bad.csv, line 4: has no name; fill in name_en or name_ru. Nothing was imported."
        ),
        (
            header + "a,A,,musuem,54.1,45.1,source,,,\n",
            "bad.csv, line 2: no category 'musuem'. Did you mean 'museum'? Categories: architecture, education, monument, museum, park, religious, sport, square, theatre, transport, other. Nothing was imported."
        ),
        (
            header + "a,A,,museum,54.1,45.1,source,,1890s,\n",
            "bad.csv, line 2: the year '1890s' is not a whole number, like 1693. Nothing was imported."
        ),
        (
            header + "a,A,,museum,54.1,45.1,source,\"Sovetskaya\nul. 1\",,\nb,B,,museum,x,45.1,source,,,\n",
            "bad.csv, line 4: the latitude 'x' is not a number; write degrees like 54.1815. Nothing was imported."
        ),
        (
            header + "a,A,,museum,54.1,45.1,source,\"Sovetskaya ul. 1,,,\n",
            "bad.csv, line 2: a quoted field is never closed; end it with a double quote. Nothing was imported."
        ),
        (header, "bad.csv: has no places in it. Nothing was imported."),
        (
            "  \n",
            "bad.csv: is empty; import a GeoJSON FeatureCollection or a CSV file with a header. Nothing was imported."
        ),
    ]

    @Test(arguments: badCSV)
    func badCSVNamesTheLineAndImportsNothing(text: String, message: String) throws {
        let guide = SightGuide(store: MemoryStore())
        _ = try importing(Self.csv, as: "good.csv", into: guide)
        #expect(sightErrorMessage { _ = try importing(text, as: "bad.csv", into: guide) } == message)
        #expect(try guide.imported().map(\.id) == ["red-square", "gorky-park-moscow"])
    }

    static func feature(_ geometry: String, _ properties: String = #"{"name": "X"}"#) -> String {
        #"{"type": "Feature", "geometry": \#(geometry), "properties": \#(properties)}"#
    }

    static func collection(_ features: String...) -> String {
        #"{"type": "FeatureCollection", "features": ["# + features.joined(separator: ",") + "]}"
    }

    static let point = #"{"type": "Point", "coordinates": [45.18, 54.18]}"#

    static let badGeoJSON: [(String, String)] = [
        (
            collection(
                feature(point),
                feature(#"{"type": "Polygon", "coordinates": [[[45, 54], [45.1, 54], [45, 54.1], [45, 54]]]}"#)),
            "bad.geojson, feature 2: is a Polygon, not a Point; only points can be imported (export centroids for areas). Nothing was imported."
        ),
        (
            collection(feature(point), feature(point), feature(point, #"{"amenity": "theatre"}"#)),
            "bad.geojson, feature 3: has no \"name\" property; give each place a name (or name:en, name:ru). Nothing was imported."
        ),
        (
            collection(feature(#"{"type": "Point", "coordinates": [45.18, 95.5]}"#)),
            "bad.geojson, feature 1: has latitude 95.5, outside -90…90; GeoJSON puts the longitude first: [longitude, latitude]. Nothing was imported."
        ),
        (
            collection(feature(#"{"type": "Point", "coordinates": ["45.18", "54.18"]}"#)),
            "bad.geojson, feature 1: has no usable coordinates; a Point needs [longitude, latitude] in degrees. Nothing was imported."
        ),
        (
            collection(feature("null")),
            "bad.geojson, feature 1: has no geometry; give it a Point with its coordinates. Nothing was imported."
        ),
        (
            collection(point),
            "bad.geojson, feature 1: is not a Feature; each entry of \"features\" needs \"type\": \"Feature\". Nothing was imported."
        ),
        (
            point,
            "bad.geojson: is a GeoJSON Point, not a FeatureCollection; export the places as a FeatureCollection of Point features. Nothing was imported."
        ),
        (
            "[1, 2]",
            "bad.geojson: is not a GeoJSON FeatureCollection; it needs a top-level object with \"type\": \"FeatureCollection\". Nothing was imported."
        ),
        (
            #"{"type": "FeatureCollection"}"#,
            "bad.geojson: has no \"features\" list; a FeatureCollection lists its places in \"features\". Nothing was imported."
        ),
        (collection(), "bad.geojson: has no places in it. Nothing was imported."),
    ]

    @Test(arguments: badGeoJSON)
    func badGeoJSONNamesTheFeatureAndImportsNothing(text: String, message: String) throws {
        let guide = SightGuide(store: MemoryStore())
        #expect(sightErrorMessage { _ = try importing(text, as: "bad.geojson", into: guide) } == message)
        #expect(try guide.imported().isEmpty)
    }

    @Test func brokenJSONSaysWhere() {
        let message = sightErrorMessage {
            _ = try SightGuide.readPlaces(
                Data("{\"type\": \"FeatureCollection\",\n \"features\": [}".utf8), fileName: "x.geojson")
        }
        #expect(message?.hasPrefix("x.geojson: is not valid GeoJSON: ") == true, "\(message ?? "")")
        #expect(message?.contains("line 2") == true, "\(message ?? "")")
    }

    @Test(arguments: [
        (#"{"tourism": "museum"}"#, SightCategory.museum), (#"{"historic": "memorial"}"#, .monument),
        (#"{"building": "cathedral"}"#, .religious), (#"{"leisure": "park"}"#, .park),
        (#"{"railway": "station"}"#, .transport),
        (#"{"place": "square"}"#, .square), (#"{"category": "театр", "tourism": "museum"}"#, .theatre),
        (#"{"amenity": "cafe"}"#, .other), (#"{"leisure": "stadium"}"#, .sport),
        (#"{"amenity": "university"}"#, .education),
    ])
    func openStreetMapTagsChooseTheCategory(tags: String, category: SightCategory) throws {
        let properties = "{\"name\": \"X\", " + tags.dropFirst()
        let places = try SightGuide.readPlaces(
            Data(Self.collection(Self.feature(Self.point, properties)).utf8), fileName: "x.geojson")
        #expect(places.map(\.category) == [category])
    }

    @Test func importedFileIsVersionedJSON() throws {
        let store = MemoryStore()
        _ = try SightGuide(store: store).importPlaces(
            Data("name,lat,lon\nHome,54.5,45.25\n".utf8), fileName: "home.csv")
        let text = String(decoding: store.contents(at: "sights/imported.json") ?? Data(), as: UTF8.self)
        #expect(
            text == """
                {
                  "places" : [
                    {
                      "approximate" : false,
                      "category" : "other",
                      "id" : "home",
                      "latitude" : 54.5,
                      "longitude" : 45.25,
                      "name" : "Home"
                    }
                  ],
                  "version" : 1
                }

                """)
    }

    @Test func aNameOrAddressTooLongIsRefusedWithItsLimit() {
        let longName = String(repeating: "a", count: 201)
        let feature =
            "{\"type\": \"Feature\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [37.6, 55.7]}, \"properties\": {\"name\": \"\(longName)\"}}"
        let message = sightErrorMessage {
            _ = try SightGuide.readPlaces(
                Data("{\"type\": \"FeatureCollection\", \"features\": [\(feature)]}".utf8), fileName: "x.geojson")
        }
        #expect(
            message
                == "x.geojson, feature 1: the \"name\" has 201 characters, more than the 200 coach keeps; shorten it and import the file again. Nothing was imported."
        )
        let csv = "name_en,lat,lon,address\nPark,55.7,37.6,\(String(repeating: "b", count: 2001))\n"
        let csvMessage = sightErrorMessage { _ = try SightGuide.readPlaces(Data(csv.utf8), fileName: "x.csv") }
        #expect(
            csvMessage
                == "x.csv, line 2: the address has 2001 characters, more than the 2000 coach keeps; shorten it and import the file again. Nothing was imported."
        )
    }
}
