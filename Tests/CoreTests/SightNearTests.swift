import Core
import Foundation
import Storage
import Testing

/// `sights near` ranks places by distance, then by id, and a limit keeps the first of that ranking.
struct SightNearTests {
    @Test func theNearestAreRankedByDistanceThenId() throws {
        let guide = SightGuide(store: MemoryStore())
        let spot = """
            id,name_en,name_ru,category,lat,lon,coord_confidence,address,year,source_url
            zeta,Zeta,,park,54.18,45.18,source,,,
            alpha,Alpha,,park,54.18,45.18,source,,,
            mid,Mid,,park,54.18,45.18,source,,,

            """
        _ = try guide.importPlaces(Data(spot.utf8), fileName: "spot.csv")
        let here = GeoPoint(latitude: 54.1801, longitude: 45.1801)
        #expect(try guide.near(here, limit: 3).map(\.sight.id) == ["alpha", "mid", "zeta"])
        for point in [here, GeoPoint(latitude: 54.19, longitude: 45.2), GeoPoint(latitude: 54.1, longitude: 45.0)] {
            let all = try guide.near(point).map(\.sight.id)
            for limit in [1, 2, 5, 20] {
                #expect(try guide.near(point, limit: limit).map(\.sight.id) == Array(all.prefix(limit)))
            }
        }
    }
}
