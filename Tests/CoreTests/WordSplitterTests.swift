import Core
import Testing

struct WordSplitterTests {
    @Test(
        arguments: [
            ("stopwatch start", ["stopwatch", "start"]),
            ("  timer   5m  ", ["timer", "5m"]),
            ("meal add 'Grilled Chicken 165'", ["meal", "add", "Grilled Chicken 165"]),
            ("say \"a \\\"b\\\" c\"", ["say", "a \"b\" c"]),
            ("path a\\ b", ["path", "a b"]),
            ("mixed 'it'\"s\"", ["mixed", "its"]),
            ("empty '' x", ["empty", "", "x"]),
            ("stopwatch # a comment", ["stopwatch"]),
            ("# only a comment", []),
            ("tag a#b", ["tag", "a#b"]),
            ("\"dq keeps \\n\"", ["dq keeps \\n"]),
            ("Яблоко café", ["Яблоко", "café"]),
            ("", []),
            // A blank is one Unicode scalar, as on the quick path for plain lines: a combining mark after a
            // space or a CRLF inside a line does not glue two words together.
            ("a \u{301}b # note", ["a", "\u{301}b"]),
            ("a \u{301}b", ["a", "\u{301}b"]),
            ("a\r\nb 'c'", ["a", "b", "c"]),
            ("'\u{301}x'", ["\u{301}x"]),
            // An apostrophe in a word that no quote closes is one, as people write it.
            ("formula search ohm's law", ["formula", "search", "ohm's", "law"]),
            ("sights show Ogarev's monument", ["sights", "show", "Ogarev's", "monument"]),
        ] as [(String, [String])])
    func splits(line: String, words: [String]) throws {
        #expect(try WordSplitter.split(line) == words)
    }

    @Test(arguments: [
        ("say 'open", WordSplitter.SplitError.unterminatedQuote("'", column: 5)),
        ("x \"abc", .unterminatedQuote("\"", column: 3)),
        ("trailing \\", .trailingBackslash),
    ])
    func refuses(line: String, error: WordSplitter.SplitError) {
        #expect(throws: error) { try WordSplitter.split(line) }
    }

    @Test func unterminatedQuoteMessage() {
        let error = WordSplitter.SplitError.unterminatedQuote("\"", column: 7)
        #expect(error.message == "unterminated double quote (\") opened at column 7; close it with another \"")
    }

    @Test(
        arguments: [
            ("stopwatch st", ["stopwatch", "st"], false),
            ("stopwatch ", ["stopwatch"], true),
            ("source 'my fi", ["source", "my fi"], false),
            ("", [], true),
        ] as [(String, [String], Bool)])
    func splitsPartialLines(line: String, words: [String], endsInBlank: Bool) {
        let partial = WordSplitter.splitPartial(line)
        #expect(partial.words == words)
        #expect(partial.endsInBlank == endsInBlank)
    }

    @Test(arguments: [
        "plain", "two words", "it's", "", "a\"b", "#tag",
        // Found by the fuzzer: a carriage return was left unquoted, and splitting broke the word there.
        "\u{FFFD}\rlmu", "tab\there", "line\nbreak", "cr\r\nlf", " \u{301}", "\u{301}",
        // Found by the fuzzer: a quote followed by a combining mark is one Character, and was not escaped.
        "empt? '\u{73A}odable", "'\u{301}",
    ])
    func quotingRoundTrips(word: String) throws {
        #expect(try WordSplitter.split(WordSplitter.quote(word)) == [word])
        #expect(try WordSplitter.split(WordSplitter.quote(word) + " " + WordSplitter.quote(word)) == [word, word])
    }
}
