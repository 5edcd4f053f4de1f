import Core
import Testing

@testable import Commands

/// What text becomes on its way to the terminal: control characters shown, coach's own styling
/// turned into colours or dropped, JSON left exact.
struct TerminalTextTests {
    static let style = Style(colors: true)

    @Test(arguments: [
        ("plain", "plain", "plain"),
        (style.bold("Meals") + " today", "\u{1B}[1mMeals\u{1B}[0m today", "Meals today"),
        (style.green(style.bold("ok")), "\u{1B}[32m\u{1B}[1mok\u{1B}[0m\u{1B}[0m", "ok"),
        (style.red("Cake\u{1B}[2J"), "\u{1B}[31mCake^[[2J\u{1B}[0m", "Cake^[[2J"),
        ("\u{1B}[1mforged\u{1B}[0m", "^[[1mforged^[[0m", "^[[1mforged^[[0m"),
        ("line\n\tindented\r\n", "line\n\tindented\r\n", "line\n\tindented\r\n"),
        ("bell\u{7} nul\u{0} del\u{7F} csi\u{9B}", "bell^G nul^@ del^? csi\\u{9B}", "bell^G nul^@ del^? csi\\u{9B}"),
    ])
    func renderedWithAndWithoutColours(text: String, colored: String, plain: String) {
        #expect(TerminalText.render(text, colors: true) == colored)
        #expect(TerminalText.render(text, colors: false) == plain)
    }

    @Test(arguments: [
        ("stopwach", "stopwach"),
        ("a\nb\tc", "a^Jb^Ic"),
        (style.bold("x\u{1B}"), "x^["),
    ])
    func oneLineShowsLineBreaksAndTabsToo(text: String, shown: String) {
        #expect(TerminalText.oneLine(text) == shown)
    }

    @Test(arguments: [
        ("Apple", 5), (style.bold("Apple"), 5), ("Cake\u{1B}[2J", 9), ("Яблоко", 6), ("", 0),
    ])
    func widthIsWhatTheTerminalShows(text: String, width: Int) {
        #expect(TerminalText.width(of: text) == width)
        #expect(Table.width(of: text) == width)
    }

    @Test func jsonEscapesWhatTheEncoderLeaves() {
        #expect(
            TerminalText.json(#"{"name": "a\u001bb\#u{9B}c\#u{7F}d\#u{85}"}"#)
                == #"{"name": "a\u001bb\u009bc\u007fd\u0085"}"#)
        #expect(TerminalText.json(#"{"name": "café · Яблоко"}"#) == #"{"name": "café · Яблоко"}"#)
    }

    @Test func tablesAlignCellsWithStylingAndControlCharacters() {
        let table = Table(alignments: [.left, .right])
        // A cell is shown on one line: its control characters, line breaks and tabs too, are shown visibly.
        #expect(
            table.lines([["Cake\u{1B}[2J", "300"], [Self.style.bold("Tea"), "5"], ["Ta\nb\tle", "1"]])
                == ["Cake^[[2J  300", Self.style.bold("Tea") + "          5", "Ta^Jb^Ile    1"])
    }

    /// Rendering on bytes gives what rendering scalar by scalar gives: random texts of markers, controls, line
    /// breaks and the characters that share their first bytes (`·`, U+00A0, U+FDCF, U+FDF0).
    @Test func textIsRenderedAsScalarByScalar() {
        let pieces: [Unicode.Scalar] =
            [
                "a", "\n", "\r", "\t", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "·", "\u{FDCF}", "\u{FDF0}", "\u{FFFD}",
                "é",
            ] + Style.Look.allCases.map(\.marker)
        var random = SeededRandom(seed: 21)
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                text.unicodeScalars.append(pieces.randomElement(using: &random)!)
            }
            for colors in [true, false] {
                var expected = ""
                var plain = ""
                for scalar in text.unicodeScalars {
                    guard let look = Style.Look(marker: scalar) else {
                        plain.unicodeScalars.append(scalar)
                        continue
                    }
                    expected +=
                        ControlCharacters.visible(plain, keeping: .lineBreaksAndTabs) + (colors ? look.escapeCode : "")
                    plain = ""
                }
                expected += ControlCharacters.visible(plain, keeping: .lineBreaksAndTabs)
                #expect(TerminalText.render(text, colors: colors) == expected, "\(text.debugDescription)")
            }
        }
    }

    /// Cutting Latin, Cyrillic and the like on scalars gives what cutting character by character gives, wide
    /// characters and combining marks included (those take the character-by-character way).
    @Test func textIsCutAsCharacterByCharacter() {
        let pieces: [Character] = ["a", " ", "Б", "ё", "·", "—", "é", "e\u{301}", "日", "👍🏽", "→", "Ω"]
        var random = SeededRandom(seed: 34)
        for _ in 0..<3000 {
            let text = String(
                (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! })
            let width = Int.random(in: 0...10, using: &random)
            var expected = text
            if TerminalText.width(of: text) > width {
                var (cut, used) = ("", 1)
                for character in text {
                    guard used + ColumnWidth.of(character) <= width else { break }
                    cut.append(character)
                    used += ColumnWidth.of(character)
                }
                while cut.last == " " { cut.removeLast() }
                expected = cut + "…"
            }
            #expect(TerminalText.truncated(text, to: width) == expected, "\(text.debugDescription) \(width)")
        }
    }
}
