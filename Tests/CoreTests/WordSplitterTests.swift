import Core
import Testing

struct WordSplitterTests {
    @Test(arguments: [
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

    @Test(arguments: [
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

    @Test(arguments: ["plain", "two words", "it's", "", "a\"b", "#tag"])
    func quotingRoundTrips(word: String) throws {
        #expect(try WordSplitter.split(WordSplitter.quote(word)) == [word])
    }
}
