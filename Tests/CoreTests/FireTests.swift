import Core
import Testing

/// The DOOM fire: seeded, so its frames are golden; it dies down and kindles again.
struct FireTests {
    @Test func theFireOfASeedIsAlwaysTheSame() {
        var fire = Fire(columns: 40, rows: 60, seed: 42)
        for _ in 0..<100 { fire.step() }
        let rowHeat = (0..<60).map { y in (0..<40).reduce(0) { $0 + Int(fire.heat[y * 40 + $1]) } }
        #expect(
            rowHeat == [
                0, 0, 0, 0, 0, 0, 0, 1, 7, 8, 14, 9, 4, 15, 29, 60, 60, 82, 122, 155, 184, 233, 250, 290, 319, 373, 385,
                397, 454, 463,
                527, 535, 553, 567, 650, 712, 739, 766, 785, 833, 842, 877, 912, 925, 973, 1001, 1024, 1062, 1095, 1134,
                1168, 1193,
                1220, 1246, 1281, 1315, 1350, 1374, 1408, 1440,
            ])
        #expect([fire.heat[30 * 40 + 20], fire.heat[45 * 40 + 5], fire.heat[20 * 40 + 33]] == [16, 22, 5])
        #expect(fire.picture[20, 30] == RGB(205, 71, 12))
        var other = Fire(columns: 40, rows: 60, seed: 43)
        for _ in 0..<100 { other.step() }
        #expect(other.heat != fire.heat)
    }

    @Test func thePaletteRunsFromBlackThroughRedAndYellowToWhite() {
        #expect(Fire.palette.count == 37)
        #expect(Fire.palette.first == .black && Fire.palette.last == .white)
        #expect(zip(Fire.palette, Fire.palette.dropFirst()).allSatisfy { $0.lightness <= $1.lightness })
        let red = Fire.palette[9]
        #expect(red.red > 3 * red.green && red.red > 3 * red.blue, "\(red)")
    }

    @Test func spaceLetsItDieDownAndKindlesItAgain() {
        var fire = Fire(columns: 30, rows: 40, seed: 1)
        for _ in 0..<60 { fire.step() }
        fire.toggle()
        #expect(!fire.kindled)
        for _ in 0..<150 { fire.step() }
        #expect(fire.heat.allSatisfy { $0 == 0 })
        fire.toggle()
        for _ in 0..<40 { fire.step() }
        #expect(fire.heat.suffix(30).allSatisfy { $0 == 36 })
        #expect((0..<30).contains { fire.heat[20 * 30 + $0] > 0 }, "the flames rise again")
    }

    @Test(arguments: [(1, 2), (2, 3), (3, 200)])
    func anyWindowBurns(_ size: (Int, Int)) {
        var fire = Fire(columns: size.0, rows: size.1, seed: 9)
        for _ in 0..<50 { fire.step() }
        #expect(fire.picture.pixels.count == size.0 * size.1)
    }
}
