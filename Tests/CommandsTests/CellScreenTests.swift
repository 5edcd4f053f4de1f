import Core
import Testing

@testable import Commands

/// The frame writer: only what changed, colours only when they change, one synchronized write.
struct CellScreenTests {
    static let (start, end) = ("\u{1B}[?2026h", "\u{1B}[?2026l")

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static let red = Cell(glyph: "▀", foreground: RGB(255, 0, 0), background: .black)

    @Test func theFirstFrameIsDrawnWholeAndAnUnchangedOneWritesNothing() {
        var screen = CellScreen(depth: .palette256)
        let cells = [Self.red, Self.red, .blank, Cell(glyph: "a", foreground: .white, background: .black)]
        #expect(
            Self.text(screen.frame(cells, columns: 2, rows: 2))
                == Self.start
                + "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[38;5;196m\u{1B}[48;5;16m▀▀\u{1B}[2;1H \u{1B}[38;5;231ma\u{1B}[0m"
                + Self.end)
        #expect(Self.text(screen.frame(cells, columns: 2, rows: 2)) == Self.start + Self.end)
    }

    @Test func oneChangedCellIsOneMoveAndOneGlyph() {
        var screen = CellScreen(depth: .trueColor)
        var cells = Array(repeating: Cell.blank, count: 12)
        _ = screen.frame(cells, columns: 4, rows: 3)
        cells[6] = Cell(glyph: "⣿", foreground: RGB(1, 2, 3), background: .black)
        #expect(
            Self.text(screen.frame(cells, columns: 4, rows: 3)) == Self.start
                + "\u{1B}[2;3H\u{1B}[38;2;1;2;3m\u{1B}[48;2;0;0;0m⣿\u{1B}[0m" + Self.end)
    }

    @Test func aGapAlongARowIsSkippedWithACursorStep() {
        var screen = CellScreen(depth: .palette256)
        var cells = Array(repeating: Self.red, count: 8)
        _ = screen.frame(cells, columns: 8, rows: 1)
        cells[1] = .blank
        cells[5] = .blank
        #expect(
            Self.text(screen.frame(cells, columns: 8, rows: 1)) == Self.start
                + "\u{1B}[1;2H\u{1B}[38;5;196m\u{1B}[48;5;16m \u{1B}[3C \u{1B}[0m" + Self.end)
    }

    @Test func aHalfBlockIsTurnedOverWhenThePenHoldsItsColoursTheOtherWayRound() {
        var screen = CellScreen(depth: .palette256)
        let blue = RGB(0, 0, 255)
        let cells = [
            Cell(glyph: "▀", foreground: .white, background: blue),
            Cell(glyph: "▀", foreground: blue, background: .black),
        ]
        // The second cell, blue over black, is black-under-blue turned over: only the background changes.
        #expect(
            Self.text(screen.frame(cells, columns: 2, rows: 1))
                == Self.start + "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[38;5;231m\u{1B}[48;5;21m▀\u{1B}[38;5;16m▄\u{1B}[0m"
                + Self.end)
    }

    @Test func withoutColoursOnlyGlyphsAreWritten() {
        var screen = CellScreen(depth: .monochrome)
        let bytes = Self.text(
            screen.frame(
                [Self.red, Cell(glyph: "\u{1B}", foreground: .white, background: .black)], columns: 2, rows: 1))
        #expect(
            bytes == Self.start + "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H▀ " + Self.end,
            "a control character is drawn as a space")
    }

    @Test func aNewSizeDrawsEverythingAgain() {
        var screen = CellScreen(depth: .palette256)
        _ = screen.frame([Self.red], columns: 1, rows: 1)
        #expect(Self.text(screen.frame([Self.red, Self.red], columns: 2, rows: 1)).contains("\u{1B}[2J"))
    }

    @Test func picturesBecomeCells() {
        var pixels = PixelCanvas(columns: 2, rows: 2)
        pixels[0, 0] = .white
        let cells = pixels.cells(depth: .trueColor)
        #expect(
            cells == [
                Cell(glyph: "▀", foreground: .white, background: .black),
                Cell(glyph: " ", foreground: .black, background: .black),
            ])
        #expect(pixels.cells(depth: .monochrome).map(\.glyph) == ["▒", " "])
    }
}
