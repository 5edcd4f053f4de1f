import Core
import Testing

/// The mandala: a seed's picture is golden, mirrored within each repeat, and it turns and breathes.
struct MandalaTests {
    static func lit(_ canvas: DotCanvas) -> Set<[Int]> {
        var dots = Set<[Int]>()
        let bits: [(Int, Int, UInt8)] = [
            (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (0, 3, 0x40), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20),
            (1, 3, 0x80),
        ]
        for index in canvas.cells.indices {
            for (dx, dy, bit) in bits where canvas.cells[index] & bit != 0 {
                dots.insert([(index % canvas.columns) * 2 + dx, (index / canvas.columns) * 4 + dy])
            }
        }
        return dots
    }

    @Test func theMandalaOfASeedIsAlwaysTheSame() {
        let canvas = MandalaView(Mandala(seed: 7, symmetry: 8), columns: 20, rows: 10).draw(
            rotation: 0, size: 0.9, time: 0)
        let rows = (0..<10).map { row in String(String.UnicodeScalarView((0..<20).map { canvas.glyph(row * 20 + $0) }))
        }
        #expect(
            rows == [
                "⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⡀⠀⠀⠀⠀⠀⠀⠀⠀⠀", "⠀⠀⠀⠀⢀⠤⡄⠎⠑⠢⠔⠊⠱⢠⠤⡀⠀⠀⠀⠀", "⠀⠀⠀⡔⠁⢀⠄⢢⢍⡑⢊⡩⡔⠠⡀⠈⢢⠀⠀⠀", "⠀⠀⡠⠍⠠⣁⡚⢌⠂⢉⡉⠐⡡⢓⣈⠄⠩⢄⠀⠀",
                "⠀⢀⠱⡀⢇⠱⡌⢀⠋⣠⣄⠙⡀⢡⠎⡸⢀⠎⡀⠀", "⠀⠈⡰⠁⡎⡰⢃⠈⣄⠙⠋⣠⠁⡘⢆⢱⠈⢆⠁⠀", "⠀⠀⠑⣂⠐⡉⢥⢊⠄⣈⣁⠠⡑⡬⢉⠂⣐⠊⠀⠀", "⠀⠀⠀⠣⡀⠈⠂⠜⣊⡡⢌⣑⠣⠐⠁⢀⠜⠀⠀⠀",
                "⠀⠀⠀⠀⠈⠒⠃⢆⡠⠔⠢⢄⡰⠘⠒⠁⠀⠀⠀⠀", "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠈⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀",
            ])
        #expect(canvas.colours[5 * 20 + 10] == RGB(153, 255, 115))
    }

    @Test(arguments: [(UInt64(7), 8), (3, 12), (11, nil)])
    func eachRepeatIsAMirrorImage(_ seed: UInt64, _ symmetry: Int?) {
        let dots = Self.lit(
            MandalaView(Mandala(seed: seed, symmetry: symmetry), columns: 60, rows: 30).draw(
                rotation: 0, size: 0.9, time: 0))
        // Mirrored across the horizontal axis through the centre (120 × 120 dots).
        let mirrored = dots.filter { dots.contains([$0[0], 119 - $0[1]]) }
        #expect(Double(mirrored.count) >= 0.98 * Double(dots.count), "\(mirrored.count) of \(dots.count)")
        #expect(dots.count > 500)
    }

    @Test func aTurnOfOneRepeatShowsTheSamePicture() {
        let view = MandalaView(Mandala(seed: 5, symmetry: 8), columns: 60, rows: 30)
        let still = Self.lit(view.draw(rotation: 0, size: 0.9, time: 0))
        let turned = Self.lit(view.draw(rotation: 1.0 / 8, size: 0.9, time: 0))
        let halfway = Self.lit(view.draw(rotation: 1.0 / 16, size: 0.9, time: 0))
        #expect(Double(still.intersection(turned).count) >= 0.95 * Double(still.count))
        #expect(halfway != still)
    }

    @Test func itGrowsAsTheBreathFillsIt() {
        let view = MandalaView(Mandala(seed: 5), columns: 60, rows: 30)
        func reach(_ size: Double) -> Double {
            Self.lit(view.draw(rotation: 0, size: size, time: 0)).map {
                (Double($0[0]) - 59.5) * (Double($0[0]) - 59.5) + (Double($0[1]) - 59.5) * (Double($0[1]) - 59.5)
            }.max()!.squareRoot()
        }
        // The largest circle that fits has a radius of 59 dots; half the size reaches half as far.
        #expect(reach(1) <= 59.5 && reach(1) > 40)
        #expect(abs(reach(0.5) / reach(1) - 0.5) < 0.03, "\(reach(0.5)) against \(reach(1))")
    }

    @Test func theSeedChoosesTheRepeatsAndTheNextSeedAnotherMandala() {
        #expect([8, 12].contains(Mandala(seed: 1).symmetry))
        #expect(Set((0..<20).map { Mandala(seed: $0).symmetry }) == [8, 12])
        let view = { (seed: UInt64) in
            MandalaView(Mandala(seed: seed, symmetry: 8), columns: 30, rows: 15).draw(rotation: 0, size: 0.9, time: 0)
        }
        #expect(view(7) == view(7))
        #expect(view(7) != view(8))
    }
}
