import Core
import Foundation
import Storage
import Testing

/// A sight journal syncs as other sight data does: each rating is a record of its own, so two machines rating
/// different sights keep both; each walk is an item of its own; the place is one value.
struct SightJournalSyncTests {
    @Test func ratingsWalksAndThePlaceAreRecordsOfTheirOwn() throws {
        var journal = SightJournal()
        journal.rate("mordovia-arena", 5)
        journal.rate("millennium-square", 3)
        journal.here = SightHere(GeoPoint(latitude: 54.18, longitude: 45.18))
        journal.walks = [
            SightWalk(day: CalendarDay(year: 2026, month: 11, day: 2), stops: ["a", "b"], reached: ["a", "b"])
        ]
        let data = try DocumentCoder.encode(journal)
        let keys = try #require(DocumentRecords.records(of: data, path: SightJournal.defaultPath)).map {
            $0.key.replacingOccurrences(of: "\u{0}", with: "|")
        }
        #expect(keys.contains("m:ratings|mordovia-arena") && keys.contains("m:ratings|millennium-square"), "\(keys)")
        #expect(keys.contains("f:here") && keys.contains("a:walks"), "\(keys)")
        #expect(keys.contains { $0.hasPrefix("i:walks|") }, "\(keys)")
    }
}
