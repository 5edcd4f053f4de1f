import Core
import Foundation
import Storage
import TestSupport
import Testing

/// An imported place found by its id through the table made once a process is the place a pass over every
/// place finds, in whichever store and after whatever change to the imported places.
struct SightIDTableTests {
    static func places(_ names: [String]) -> Data {
        let features = names.enumerated().map { number, name in
            """
            {"type": "Feature", "geometry": {"type": "Point", "coordinates": [\(44 + Double(number) / 1000), 54.1]},
             "properties": {"name": "\(name)", "tourism": "attraction", "description": "About \(name)."}}
            """
        }
        return Data(("{\"type\": \"FeatureCollection\", \"features\": [" + features.joined(separator: ",") + "]}").utf8)
    }

    @Test func placesAreFoundByIdBeforeAndAfterTheImportedSetChanges() throws {
        let seed = TestSeed()
        var random = seed.random
        let names = (0..<300).map { "Place \($0)" }
        let first = SightGuide(store: MemoryStore())
        #expect(try first.importPlaces(Self.places(names), fileName: "first.geojson").addedCount == 300)
        let ids = try first.imported().map(\.id)
        #expect(ids.count == 300)
        for id in ids.shuffled(using: &random).prefix(60) {
            do {
                let sight = try first.sight(id)
                #expect(sight.id == id, "\(seed)")
                #expect(sight.about == "About \(sight.name).", "\(seed)")
            } catch { Issue.record(error, "\(id), \(seed)") }
        }
        // Another store with other places under the same ids, in another order: each id names its own place.
        let second = SightGuide(store: MemoryStore())
        let other = names.reversed().map { "Other " + $0 }
        #expect(try second.importPlaces(Self.places(other), fileName: "second.geojson").addedCount == 300)
        for id in try second.imported().map(\.id).shuffled(using: &random).prefix(60) {
            do {
                let sight = try second.sight(id)
                #expect(sight.about == "About \(sight.name).", "\(seed)")
                #expect(try first.sight(ids[0]).id == ids[0], "\(seed)")
            } catch { Issue.record(error, "\(id), \(seed)") }
        }
        // Places added to the first store are found, and the places before them still are.
        #expect(try first.importPlaces(Self.places(["Late Place"]), fileName: "late.geojson").addedCount == 1)
        let late = try #require(try first.imported().last)
        #expect(try first.sight(late.id) == late)
        #expect(try first.sight(ids[299]).id == ids[299])
        // Gone once removed: the table made before does not keep them.
        #expect(try first.removeImported() == 301)
        #expect(throws: (any Error).self) { try first.sight(ids[5]) }
    }
}
