/// A picture of coloured pixels drawn two to a character cell with the upper half block `▀`
/// (the top pixel in the foreground colour, the bottom one in the background): `rows` is twice the cell rows.
public struct PixelCanvas: Sendable, Equatable {
    public let columns: Int, rows: Int
    public var pixels: [RGB]

    public init(columns: Int, rows: Int, fill: RGB = .black) {
        (self.columns, self.rows) = (max(0, columns), max(0, rows))
        pixels = Array(repeating: fill, count: self.columns * self.rows)
    }

    public subscript(x: Int, y: Int) -> RGB {
        get { pixels[y * columns + x] }
        set { pixels[y * columns + x] = newValue }
    }
}

/// Braille dots, 2×4 to a character cell (U+2800–U+28FF), with one colour a cell: finer shapes
/// than whole characters, for the mandala and the particles.
public struct DotCanvas: Sendable, Equatable {
    /// Size in cells; the dots are `columns * 2` by `rows * 4`.
    public let columns: Int, rows: Int
    /// The dots of each cell as the braille bits (dot 1 is 0x01 … dot 8 is 0x80).
    public var cells: [UInt8]
    public var colours: [RGB]

    public init(columns: Int, rows: Int) {
        (self.columns, self.rows) = (max(0, columns), max(0, rows))
        cells = Array(repeating: 0, count: self.columns * self.rows)
        colours = Array(repeating: .black, count: self.columns * self.rows)
    }

    /// The braille bit of the dot at (dx, dy) within its cell.
    private static let bits: [UInt8] = [0x01, 0x02, 0x04, 0x40, 0x08, 0x10, 0x20, 0x80]

    /// Lights the dot at (x, y), counted in dots, when it is on the canvas.
    public mutating func light(_ x: Int, _ y: Int) {
        guard x >= 0, y >= 0, x < columns * 2, y < rows * 4 else { return }
        cells[(y >> 2) * columns + (x >> 1)] |= Self.bits[(x & 1) * 4 + (y & 3)]
    }

    /// The character a cell shows: its dots, or a space.
    public func glyph(_ index: Int) -> Unicode.Scalar {
        Unicode.Scalar(0x2800 + UInt32(cells[index]))!
    }
}
