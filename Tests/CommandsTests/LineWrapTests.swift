import Testing

@testable import Commands

/// A line too wide wraps at spaces under the column it continues; wide characters count two columns.
struct LineWrapTests {
    @Test(arguments: [
        // Plain ASCII, under the second column of a `label   value` row.
        (
            "  Check-in    mood 4 good, energy 3 steady, a walk by the river", 40,
            ["  Check-in    mood 4 good, energy 3", "              steady, a walk by the", "              river"]
        ),
        // Prose keeps its own indent; a word wider than the line stays whole.
        (
            "  see https://www.openstreetmap.org/?mlat=54.18167&mlon=45.20361 now", 30,
            ["  see", "  https://www.openstreetmap.org/?mlat=54.18167&mlon=45.20361", "  now"]
        ),
        // Two columns a character: 読書 is four columns wide.
        ("読書 読書 読書 読書 読書", 14, ["読書 読書 読書", "読書 読書"]),
        // A combining accent takes no column: "é" written as e and U+0301.
        ("cafe\u{301} cafe\u{301} cafe\u{301}", 10, ["cafe\u{301} cafe\u{301}", "cafe\u{301}"]),
        ("fits as it is", 80, ["fits as it is"]),
    ])
    func wraps(text: String, width: Int, expected: [String]) {
        #expect(LineWrap.lines(text, width: width) == expected)
    }

    @Test func wideCharactersAndEmojiTakeTwoColumns() {
        #expect(ColumnWidth.of("漢字") == 4)
        #expect(ColumnWidth.of("🙂") == 2)
        #expect(ColumnWidth.of("e\u{301}") == 1)
        #expect(ColumnWidth.of("░█│") == 3)
    }
}
