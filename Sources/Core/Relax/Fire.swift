/// The fire of the DOOM fire effect, for trataka (steady gazing): every pixel holds a heat of 0–36;
/// the bottom row is the source, and each step every heat moves one row up into a column shifted
/// by −2 … +1 (the drift), cooling by one now and then, so flames rise, sway and fade.
public struct Fire: Sendable {
    /// The palette's length: heats 0 (black) to 36 (white).
    public static let heats = 37
    /// Black → red → orange → yellow → white.
    public static let palette: [RGB] = (0..<heats).map { heat in
        let stops = [
            RGB(0, 0, 0), RGB(92, 14, 6), RGB(172, 30, 8), RGB(222, 92, 14), RGB(236, 150, 28), RGB(242, 206, 80),
            RGB(255, 255, 255),
        ]
        return RGB.gradient(stops, at: Float(heat) / Float(heats - 1))
    }

    public let columns: Int, rows: Int
    /// Heats, row by row from the top.
    public private(set) var heat: [UInt8]
    /// Whether the source burns; false lets the fire die down.
    public private(set) var kindled = true
    private var random: SeededRandom
    /// The chance a heat cools as it rises: taller windows cool less, so the flames reach about
    /// three quarters of the way up whatever the size.
    private let cooling: UInt64

    /// A fire `columns` pixels wide and `rows` high, burning at the bottom from the start.
    public init(columns: Int, rows: Int, seed: UInt64) {
        (self.columns, self.rows) = (max(1, columns), max(2, rows))
        heat = Array(repeating: 0, count: self.columns * self.rows)
        random = SeededRandom(seed: seed)
        let chance = min(0.85, max(0.3, Double(Self.heats - 1) / (0.75 * Double(self.rows))))
        cooling = UInt64(chance * 256)
        for x in 0..<self.columns { heat[(self.rows - 1) * self.columns + x] = UInt8(Self.heats - 1) }
    }

    /// Lets the fire die down, or kindles it again.
    public mutating func toggle() { kindled.toggle() }

    /// One step: the source burns (or dies down a little), and every heat rises one row.
    public mutating func step() {
        let source = (rows - 1) * columns
        for x in 0..<columns {
            let value = heat[source + x]
            if kindled {
                heat[source + x] = min(UInt8(Self.heats - 1), value + UInt8(random.next() % 4))
            } else {
                heat[source + x] = value - min(value, UInt8(random.next() % 3))
            }
        }
        for y in 1..<rows {
            let row = y * columns
            for x in 0..<columns {
                let value = heat[row + x]
                let draw = random.next()
                let shift = Int(draw & 3)  // 0–3: drift of +1 … −2 columns
                let target = min(columns - 1, max(0, x - shift + 1))
                let cools: UInt8 = value > 0 && (draw >> 8) & 255 < cooling ? 1 : 0
                heat[row - columns + target] = value - cools
            }
        }
    }

    /// The fire as pixels in the palette's colours.
    public var picture: PixelCanvas {
        var canvas = PixelCanvas(columns: columns, rows: rows)
        for index in heat.indices { canvas.pixels[index] = Self.palette[Int(heat[index])] }
        return canvas
    }
}
