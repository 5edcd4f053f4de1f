import Testing

@testable import Commands
@testable import Core

/// The map's legend in columns: as few as keep within the rows, names cut with …, `*` where the
/// number had no room on the map.
struct SightsMapLegendTests {
    static func entries(_ count: Int, unlabelled: Set<Int> = []) -> [SightMapEntry] {
        (1...count).map {
            SightMapEntry(number: $0, id: "s\($0)", name: "Sight number \($0)", isLabelled: !unlabelled.contains($0))
        }
    }

    @Test(arguments: [
        (5, 80, 10, 1, 5, 5),  // few enough for one column
        (43, 80, 12, 4, 11, 43),  // the town in an 80-column window
        (43, 80, 8, 4, 7, 28),  // too few rows: one kept to say how many more
        (43, 30, 50, 1, 43, 43),  // too narrow for two columns
    ])
    func layout(count: Int, width: Int, rows: Int, columns: Int, lines: Int, shown: Int) {
        let layout = SightsMapLegend.layout(count: count, width: width, rows: rows)
        #expect(layout.columns == columns && layout.rows == lines && layout.shown == shown)
    }

    @Test func columnsRunDownThenAcrossAndMarkTheUnlabelled() {
        let legend = SightsMapLegend(Self.entries(7, unlabelled: [2]), width: 40, rows: 4)
        #expect(
            legend.lines == [
                "1 Sight number 1    5 Sight number 5",
                "2 Sight number 2 *  6 Sight number 6",
                "3 Sight number 3    7 Sight number 7",
                "4 Sight number 4",
            ])
    }

    @Test(arguments: [
        ("Mordovia Arena", 20, "Mordovia Arena"), ("Mordovia Arena", 10, "Mordovia…"), ("Собор", 3, "Со…"),
    ])
    func namesTooLongForTheirColumnEndInAnEllipsis(name: String, width: Int, shown: String) {
        #expect(SightsMapLegend.cut(name, to: width) == shown)
    }

    @Test func aLegendCutShortSaysHowManyMore() {
        let legend = SightsMapLegend(Self.entries(12), width: 40, rows: 3)
        #expect(legend.lines.count == 3)
        #expect(legend.lines.last == "… and 8 more, numbered on the map; a taller window or --category lists them")
    }
}
