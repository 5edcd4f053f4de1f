import Core
import Testing

/// The text map: positions scaled into the box, numbers on or beside their dots, a legend.
struct SightMapTests {
    static func place(_ id: String, _ latitude: Double, _ longitude: Double) -> Sight {
        Sight(
            id: id, name: id.uppercased(), nameRU: nil, category: .other,
            location: GeoPoint(latitude: latitude, longitude: longitude))
    }

    @Test func threeSightsOfSaransk() {
        let ids = ["mordovia-arena", "cathedral-of-st-theodore-ushakov", "saransk-1-railway-station"]
        let map = SightMap(sights: ids.map { SightCatalog.bundledByID[$0]! }, width: 20, height: 6)
        #expect(
            map.lines == [
                "         3          ",
                "                    ",
                "                    ",
                "                    ",
                "                    ",
                "    2          1    ",
            ])
        #expect(
            map.legend.map { "\($0.number) \($0.id) \($0.isLabelled)" } == [
                "1 mordovia-arena true", "2 cathedral-of-st-theodore-ushakov true", "3 saransk-1-railway-station true",
            ])
        #expect(map.metresPerColumn.map { Int($0.rounded()) } == 136)
    }

    /// Places a subnormal distance apart, whose scale would be infinite, draw as one point (the fuzzer found it).
    @Test func placesTooCloseForADivisionDrawAsOne() {
        let map = SightMap(
            sights: [Self.place("a", 0, 0), Self.place("b", 0, Double.leastNonzeroMagnitude * 1000)], width: 10,
            height: 3)
        #expect(map.lines == ["     2    ", "     1    ", "          "], "\(map.lines)")
    }

    /// 4 shares 1's dot and moves up a row; 5's dot is beside 1, so its number moves one cell on,
    /// leaving the dot (⡀, lower left) to show where it is.
    @Test func crowdedNumbersMoveToTheNearestFreeCell() {
        let sights = [
            Self.place("a", 54.0, 45.0), Self.place("b", 54.0, 45.01), Self.place("c", 54.005, 45.0),
            Self.place("d", 54.0, 45.0002), Self.place("e", 54.0, 45.00075),
        ]
        let map = SightMap(sights: sights, width: 10, height: 3)
        #expect(
            map.lines == [
                " 3        ",
                " 4        ",
                " 1⡀5    2 ",
            ])
        #expect(map.legend.allSatisfy { $0.isLabelled })
        #expect(map.metresPerColumn.map { Int($0.rounded()) } == 101)
    }

    @Test func numbersNeverRunTogetherAndUnplacedOnesAreMarked() {
        // 45 numbers cannot all fit in 20 × 5 cells, however far out they go.
        let map = SightMap(sights: SightCatalog.bundled, width: 20, height: 5)
        #expect(map.lines.count == 5 && map.lines.allSatisfy { $0.count == 20 })
        let printed = map.lines.flatMap { line in
            line.split(whereSeparator: { !$0.isNumber }).map { Int($0)! }
        }
        #expect(printed.sorted() == map.legend.filter(\.isLabelled).map(\.number))
        #expect(map.legend.map(\.number) == Array(1...45))
        #expect(map.legend.contains { !$0.isLabelled })
    }

    @Test func aSinglePlaceSitsInTheMiddle() {
        let map = SightMap(sights: [Self.place("only", 54.18, 45.18)], width: 5, height: 3)
        #expect(map.lines == ["     ", "  1  ", "     "])
        #expect(map.metresPerColumn == nil)
    }

    @Test func emptyOrZeroSizedMaps() {
        #expect(SightMap(sights: [], width: 4, height: 2).lines == ["    ", "    "])
        let none = SightMap(sights: [Self.place("a", 1, 1)], width: 0, height: 0)
        #expect(none.lines.isEmpty)
        #expect(none.legend.map(\.isLabelled) == [false])
    }
}

struct SightMapCrowdedTests {
    /// The framed city at the size an 80×24 window gives the map (78 × 7 cells): every sight's number is on it,
    /// the crowded centre's numbers in free cells a little farther out.
    @Test func everySaranskSightGetsItsNumberAt80By24() {
        let (inside, _) = SightMap.frame(SightCatalog.bundled)
        let map = SightMap(sights: inside, width: 78, height: 7)
        #expect(map.legend.filter { !$0.isLabelled }.map(\.number) == [])
        let printed = map.lines.flatMap { $0.split { !$0.isNumber }.map { Int($0)! } }
        #expect(printed.sorted() == Array(1...inside.count))
    }
}
