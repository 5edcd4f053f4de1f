import Core
import Testing

/// How control characters are shown (`cat -v`'s and libedit's caret notation, `\u{…}` for C1)
/// and found, with line breaks and tabs kept where a text may have them.
struct ControlCharactersTests {
    @Test(
        arguments: [
            (0x00, "^@"), (0x07, "^G"), (0x08, "^H"), (0x09, "^I"), (0x0A, "^J"), (0x0D, "^M"), (0x1B, "^["),
            (0x1F, "^_"),
            (0x7F, "^?"), (0x80, "\\u{80}"), (0x85, "\\u{85}"), (0x9B, "\\u{9B}"), (0x9F, "\\u{9F}"),
            (0x20, " "), (0x7E, "~"), (0xA0, "\u{A0}"), (0xFFFD, "\u{FFFD}"), (0x1F34E, "🍎"),
        ] as [(UInt32, String)])
    func eachCharacterIsShown(value: UInt32, shown: String) {
        let scalar = Unicode.Scalar(value)!
        #expect(ControlCharacters.shown(scalar) == shown)
        #expect(ControlCharacters.isControl(scalar) == (shown != String(scalar)))
    }

    @Test(arguments: [
        ("plain text, Яблоко café", ControlCharacters.Allowance.none, "plain text, Яблоко café", [String]()),
        ("\u{1B}]0;title\u{7}", .none, "^[]0;title^G", ["^[", "^G"]),
        ("\u{1B}[2J\u{1B}[3J", .none, "^[[2J^[[3J", ["^["]),
        ("a\tb\nc\r\nd", .none, "a^Ib^Jc^M^Jd", ["^I", "^J", "^M"]),
        ("a\tb\nc\r\nd", .lineBreaksAndTabs, "a\tb\nc\r\nd", []),
        ("a\rb", .lineBreaksAndTabs, "a^Mb", ["^M"]),
        ("end\r", .lineBreaksAndTabs, "end^M", ["^M"]),
        ("\u{0}\u{7F}\u{9B}", .lineBreaksAndTabs, "^@^?\\u{9B}", ["^@", "^?", "\\u{9B}"]),
        ("·°²", .none, "·°²", []),  // two-byte characters that are not C1
    ])
    func textIsShownVisiblyAndItsControlsFound(
        text: String, allowance: ControlCharacters.Allowance, shown: String, found: [String]
    ) {
        #expect(ControlCharacters.visible(text, keeping: allowance) == shown)
        #expect(ControlCharacters.found(in: text, allowing: allowance) == found)
    }

    /// The quoted text stays on the message's line, its line breaks shown too.
    @Test func refusalsNameTheFieldShowTheTextAndSayWhatMayStay() {
        #expect(
            ControlCharacters.refusal(of: "Mine\u{1B}[2J", as: "topic")
                == "the topic 'Mine^[[2J' contains a control character (^[); type the topic without it")
        #expect(
            ControlCharacters.refusal(of: "Go\u{1B}]0;x\u{7}\nthere", as: "note", allowing: .lineBreaksAndTabs)
                == "the note 'Go^[]0;x^G^Jthere' contains control characters (^[, ^G); type the note without them (line breaks and tabs are fine)"
        )
    }

    /// The quick check on bytes finds a control character exactly when one is there, scalar by scalar: random texts
    /// of line breaks, lone CRs, tabs, C0, DEL, C1 and their neighbours in UTF-8 (`·` and U+00A0 share C1's first byte).
    @Test func controlsAreFoundOnBytesExactlyWhereTheyAre() {
        let pieces: [Unicode.Scalar] = [
            "a", "\n", "\r", "\t", "\u{1B}", "\u{0}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "·", "é", "🍎",
        ]
        var random = SeededRandom(seed: 12)
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                text.unicodeScalars.append(pieces.randomElement(using: &random)!)
            }
            let scalars = Array(text.unicodeScalars)
            func kept(_ index: Int) -> Bool {
                scalars[index] == "\n" || scalars[index] == "\t"
                    || scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
            }
            let controls = scalars.indices.filter { ControlCharacters.isControl(scalars[$0]) }
            #expect(ControlCharacters.found(in: text).isEmpty == controls.isEmpty, "\(text.debugDescription)")
            #expect(
                ControlCharacters.found(in: text, allowing: .lineBreaksAndTabs).isEmpty == controls.allSatisfy(kept),
                "\(text.debugDescription)")
            #expect((ControlCharacters.visible(text) == text) == controls.isEmpty)
        }
    }
}
