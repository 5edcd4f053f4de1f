import Core

/// One character cell of a picture: a glyph in a foreground colour on a background colour.
struct Cell: Equatable {
    var glyph: Unicode.Scalar
    var foreground: RGB
    var background: RGB

    static let blank = Cell(glyph: " ", foreground: .black, background: .black)
}

/// Draws full-screen pictures made of cells. Each frame is compared with what the terminal already
/// shows: only the cells that changed are written, a colour only when it changes, the cursor moved
/// only where the next changed cell is not the next one along, and the whole frame goes out as one
/// write inside synchronized output (`CSI ?2026h … l`), so the terminal never shows half a frame.
struct CellScreen {
    let depth: ColorDepth
    private(set) var columns = 0, rows = 0
    /// What the terminal shows, as glyphs and colour codes in `depth` (nil: unknown, drawn afresh).
    private var shown: [Shown?] = []
    private struct Shown: Equatable {
        var glyph: Unicode.Scalar
        var foreground: UInt32, background: UInt32
    }

    init(depth: ColorDepth) { self.depth = depth }

    /// The bytes that turn the terminal's picture into `cells` (`columns` × `rows`, row by row).
    mutating func frame(_ cells: [Cell], columns: Int, rows: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cells.count * 4)
        bytes.append(contentsOf: Self.synchronizedStart)
        if columns != self.columns || rows != self.rows || shown.count != cells.count {
            (self.columns, self.rows) = (columns, rows)
            shown = Array(repeating: nil, count: cells.count)
            bytes.append(contentsOf: Array("\u{1B}[0m\u{1B}[2J".utf8))
        }
        var cursor = -1
        var pen: (foreground: UInt32, background: UInt32)? = nil
        for index in cells.indices {
            let cell = cells[index]
            var wanted = Shown(glyph: cell.glyph, foreground: code(cell.foreground), background: code(cell.background))
            // A space shows no foreground: any will do, so keep the pen's.
            if wanted.glyph == " " {
                wanted.foreground = shown[index]?.foreground ?? pen?.foreground ?? wanted.background
            }
            guard shown[index] != wanted else { continue }
            if wanted.glyph == " ", let pen { wanted.foreground = pen.foreground }
            shown[index] = wanted
            if cursor != index { moveCursor(from: cursor, to: index, columns: columns, into: &bytes) }
            // The upper half block on one pair of colours is the lower half block on the other: use whichever
            // the pen already holds more of, which saves a colour code on most cells of a smooth picture.
            if wanted.glyph == "▀", let pen,
                changes(pen, wanted.background, wanted.foreground) < changes(pen, wanted.foreground, wanted.background)
            {
                wanted = Shown(glyph: "▄", foreground: wanted.background, background: wanted.foreground)
            }
            if depth != .monochrome {
                if pen?.foreground != wanted.foreground { colour(wanted.foreground, background: false, into: &bytes) }
                if pen?.background != wanted.background { colour(wanted.background, background: true, into: &bytes) }
                pen = (wanted.foreground, wanted.background)
            }
            append(wanted.glyph, to: &bytes)
            // At the end of a row the cursor stays on the last cell (pending wrap): move explicitly next time.
            cursor = (index + 1) % columns == 0 ? -1 : index + 1
        }
        if depth != .monochrome && pen != nil { bytes.append(contentsOf: Array("\u{1B}[0m".utf8)) }
        bytes.append(contentsOf: Self.synchronizedEnd)
        return bytes
    }

    /// How many colour codes drawing with `foreground` on `background` costs after `pen`.
    private func changes(_ pen: (foreground: UInt32, background: UInt32), _ foreground: UInt32, _ background: UInt32)
        -> Int
    {
        (pen.foreground == foreground ? 0 : 1) + (pen.background == background ? 0 : 1)
    }

    /// Forgets what the terminal shows, so the next frame is drawn whole (after a stop and `fg`).
    mutating func redrawAll() { shown = [] }

    static let synchronizedStart = Array("\u{1B}[?2026h".utf8), synchronizedEnd = Array("\u{1B}[?2026l".utf8)

    /// The colour as the terminal is sent it: 24-bit, or an index in xterm's 256.
    private func code(_ colour: RGB) -> UInt32 {
        switch depth {
        case .trueColor: UInt32(colour.red) << 16 | UInt32(colour.green) << 8 | UInt32(colour.blue)
        case .palette256: UInt32(colour.paletteIndex)
        case .monochrome: 0
        }
    }

    private func colour(_ code: UInt32, background: Bool, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: background ? Self.backgroundStart : Self.foregroundStart)
        if depth == .trueColor {
            bytes.append(contentsOf: Self.trueColorMark)
            Self.number(Int(code >> 16), into: &bytes)
            bytes.append(UInt8(ascii: ";"))
            Self.number(Int(code >> 8 & 0xFF), into: &bytes)
            bytes.append(UInt8(ascii: ";"))
            Self.number(Int(code & 0xFF), into: &bytes)
        } else {
            bytes.append(contentsOf: Self.paletteMark)
            Self.number(Int(code), into: &bytes)
        }
        bytes.append(UInt8(ascii: "m"))
    }

    private static let foregroundStart = Array("\u{1B}[38;".utf8), backgroundStart = Array("\u{1B}[48;".utf8)
    private static let trueColorMark = Array("2;".utf8), paletteMark = Array("5;".utf8)

    /// Moves the cursor to `index`: forward along its row (`CSI n C`, a few bytes) or anywhere (`CSI row;col H`).
    private func moveCursor(from cursor: Int, to index: Int, columns: Int, into bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        if cursor >= 0, index > cursor, index / columns == cursor / columns {
            Self.number(index - cursor, into: &bytes)
            bytes.append(UInt8(ascii: "C"))
            return
        }
        Self.number(index / columns + 1, into: &bytes)
        bytes.append(UInt8(ascii: ";"))
        Self.number(index % columns + 1, into: &bytes)
        bytes.append(UInt8(ascii: "H"))
    }

    /// A glyph's UTF-8; coach's own glyphs only, so a control character is drawn as a space.
    private func append(_ glyph: Unicode.Scalar, to bytes: inout [UInt8]) {
        let safe = glyph.value < 0x20 || (0x7F...0x9F).contains(glyph.value) ? " " : glyph
        bytes.append(contentsOf: UTF8.encode(safe)!)
    }

    private static func number(_ value: Int, into bytes: inout [UInt8]) {
        if value >= 10 { number(value / 10, into: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

extension PixelCanvas {
    /// The pixels two to a cell with `▀`; without colours, a shade a cell (` ░▒▓█`) by how bright its two pixels are.
    func cells(depth: ColorDepth) -> [Cell] {
        let cellRows = rows / 2
        var cells: [Cell] = []
        cells.reserveCapacity(columns * cellRows)
        for row in 0..<cellRows {
            for column in 0..<columns {
                let (top, bottom) = (self[column, row * 2], self[column, row * 2 + 1])
                if depth == .monochrome {
                    let level = Int(((top.lightness + bottom.lightness) / 2 * 4.99).rounded(.down))
                    cells.append(Cell(glyph: Self.shades[min(4, level)], foreground: .white, background: .black))
                } else {
                    cells.append(
                        top == bottom
                            ? Cell(glyph: " ", foreground: top, background: top)
                            : Cell(glyph: "▀", foreground: top, background: bottom))
                }
            }
        }
        return cells
    }

    static let shades: [Unicode.Scalar] = [" ", "░", "▒", "▓", "█"]
}

extension DotCanvas {
    /// Each cell's dots in its colour on black.
    func cells() -> [Cell] {
        cells.indices.map { index in
            cells[index] == 0 ? .blank : Cell(glyph: glyph(index), foreground: colours[index], background: .black)
        }
    }
}
