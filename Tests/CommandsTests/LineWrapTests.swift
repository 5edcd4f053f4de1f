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

    /// A scalar counted a column by itself is a character by itself beside any of its kind, before a combining
    /// mark's neighbour, and after a letter: every one of them, so the quick count is the count of characters.
    @Test func scalarsCountedAloneAreCharactersAlone() {
        let alone = (0x20...0x2FFFF).compactMap { Unicode.Scalar(UInt32($0)) }.filter {
            ColumnWidth.isNarrowAlone($0.value)
        }
        #expect(alone.count > 2000)
        for scalar in alone {
            let character = String(scalar)
            #expect(("a" + character + "b").count == 3, "U+\(String(scalar.value, radix: 16))")
            #expect((character + character).count == 2, "U+\(String(scalar.value, radix: 16))")
            #expect(ColumnWidth.of(Character(scalar)) == 1, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(ColumnWidth.of("Саранск · 5 км → Ω") == 18)
        #expect(ColumnWidth.of("Сара\u{301}нск") == 7)
    }

    /// A printed text of several lines is wrapped line by line, cut at each newline as a character would cut it:
    /// a carriage return before a newline stays with it (it is one character, not a place to cut).
    @Test func eachLineOfAPrintedTextIsWrappedOnItsOwn() {
        func printed(_ text: String) -> String {
            let output = Output(.capture, style: Style(colors: false), columns: { 20 })
            output.line(text)
            return output.capturedOut
        }
        // What cutting the text at each "\n" character and wrapping each piece gives.
        func byCharacters(_ text: String) -> String {
            let output = Output(.capture, style: Style(colors: false), columns: { 20 })
            output.write(
                text.split(separator: "\n", omittingEmptySubsequences: false)
                    .flatMap { LineWrap.lines(String($0), width: 20) }.map { $0 + "\n" }.joined())
            return output.capturedOut
        }
        for text in [
            "one two three four five six\n\nseven · eight nine ten eleven",
            "one two three four five\r\nsix seven eight nine",
            "short\nlines only, under twenty", "\n\n\u{1B}[31m red and long enough to wrap twice over \n",
            "a\n\u{301}b c d e f g h i j k l m",
        ] {
            #expect(printed(text) == byCharacters(text), "\(text)")
        }
        #expect(printed("one two three four five six") == "one two three four\nfive six\n")
    }
}
