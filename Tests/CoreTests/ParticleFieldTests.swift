import Core
import Testing

/// The particles: pushed away, they come home; friction damps them; the presets feel different.
struct ParticleFieldTests {
    static func field(_ preset: ParticlePhysics.Preset = .gentle) -> ParticleField {
        ParticleField(columns: 60, rows: 20, count: 3000, physics: preset.physics)
    }

    /// The largest distance from home over all particles.
    static func spread(_ field: ParticleField) -> Float { (0..<field.count).map(field.displacement).max()! }

    @Test func aPushIsAlwaysTheSame() {
        var field = Self.field()
        #expect(field.count == 2400)
        field.pointer = (240, 160)
        for _ in 0..<30 { field.step() }
        let farthest = (0..<field.count).max { field.displacement($0) < field.displacement($1) }!
        #expect(farthest == 1169)
        #expect(abs(field.x[farthest] - 218.18832) < 1e-3 && abs(field.y[farthest] - 138.18832) < 1e-3)
        let picture = field.picture(columns: 60, rows: 20)
        let rows = (8..<11).map { row in
            String(String.UnicodeScalarView((24..<36).map { picture.glyph(row * 60 + $0) }))
        }
        #expect(rows == ["⡰⢑⠑⠄⠀⠀⠀⠀⠉⠰⡡⠕", "⣊⡥⠀⠀⠀⠀⠀⠀⠀⠐⢄⣑", "⡒⠤⠀⠀⠀⠀⠀⠀⠀⠀⡠⠔"])
    }

    @Test func atRestNothingMovesAndEveryHomeIsOnADot() {
        var field = Self.field()
        for _ in 0..<100 { field.step() }
        #expect(field.x == field.homeX && field.y == field.homeY)
        #expect(field.homeX.allSatisfy { ($0 / 4).truncatingRemainder(dividingBy: 1) == 0.5 })
        #expect(field.homeY.allSatisfy { ($0 / 4).truncatingRemainder(dividingBy: 1) == 0.5 })
    }

    @Test(arguments: ParticlePhysics.Preset.allCases)
    func aPushedParticleComesHomeWithinFiveSeconds(_ preset: ParticlePhysics.Preset) {
        var field = Self.field(preset)
        field.pointer = (240, 160)
        for _ in 0..<30 { field.step() }
        #expect(Self.spread(field) > 5, "pushed away")
        field.pointer = nil
        for _ in 0..<(5 * 60) { field.step() }
        #expect(Self.spread(field) < 0.5, "\(preset) after 5 s: \(Self.spread(field)) points from home")
    }

    @Test func frictionTakesTheSameShareOfSpeedEachStep() {
        var field = ParticleField(
            columns: 20, rows: 10, count: 3000,
            physics: ParticlePhysics(radius: 60, strength: 30, friction: 0.9, spring: 0))
        field.pointer = (80, 80)
        field.step()
        field.pointer = nil
        let moving = (0..<field.count).max { field.speed($0) < field.speed($1) }!
        var speeds: [Float] = []
        for _ in 0..<5 {
            speeds.append(field.speed(moving))
            field.step()
        }
        #expect(speeds[0] > 1)
        for (before, after) in zip(speeds, speeds.dropFirst()) { #expect(abs(after / before - 0.9) < 1e-4) }
    }

    @Test func thePresetsFeelDifferent() {
        // The same push for half a second, then how far they went and how they came back.
        func trace(_ preset: ParticlePhysics.Preset) -> (farthest: Float, overshoot: Float, settled: Int) {
            var field = Self.field(preset)
            field.pointer = (200, 160)
            let watched = (0..<field.count).min {
                abs(field.homeX[$0] - 230) + abs(field.homeY[$0] - 160) < abs(field.homeX[$1] - 230)
                    + abs(field.homeY[$1] - 160)
            }!
            var farthest: Float = 0
            for _ in 0..<30 {
                field.step()
                farthest = max(farthest, field.displacement(watched))
            }
            field.pointer = nil
            var (overshoot, settled): (Float, Int) = (0, 0)
            for step in 1...600 {
                field.step()
                overshoot = max(overshoot, field.homeX[watched] - field.x[watched])
                if field.displacement(watched) > 0.5 { settled = step }
            }
            return (farthest, overshoot, settled)
        }
        let (gentle, dynamic, fluid, bouncy) = (trace(.gentle), trace(.dynamic), trace(.fluid), trace(.bouncy))
        #expect(dynamic.farthest > gentle.farthest, "Dynamic pushes harder than Gentle: \(dynamic) \(gentle)")
        let ratios = [gentle, dynamic, fluid, bouncy].map { $0.overshoot / $0.farthest }
        #expect(ratios.max() == ratios[3] && ratios[3] > 0.4, "Bouncy springs farthest past home: \(bouncy)")
        #expect(gentle.overshoot < 0.1, "Gentle settles without passing home: \(gentle)")
        #expect(
            fluid.farthest > 2 * max(gentle.farthest, dynamic.farthest, bouncy.farthest),
            "Fluid flows farthest: \(fluid)")
        #expect(dynamic.settled < gentle.settled, "Dynamic settles quickest: \(dynamic) \(gentle)")
    }
}
