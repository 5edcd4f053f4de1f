import Core
import Testing

struct HistorySearchTests {
    static let lines = ["stopwatch laps --sort slowest", "timer 5m tea", "stopwatch", "meal add café 300", "stopwatch"]

    /// Keys as typed: a character, `<` for Backspace, `^` for Ctrl-R again.
    @Test(
        arguments: [
            ("", "(search history): ", nil, nil),
            ("st", "(search history) 'st': ", "stopwatch", 0),
            ("st^", "(search history) 'st': ", "stopwatch laps --sort slowest", 0),  // the repeated 'stopwatch' skipped
            ("st^^", "(search history, not found) 'st': ", "stopwatch laps --sort slowest", 0),
            ("tea", "(search history) 'tea': ", "timer 5m tea", 9),
            ("tex", "(search history, not found) 'tex': ", "timer 5m tea", nil),
            ("tex<", "(search history) 'te': ", "timer 5m tea", 9),
            ("é 3", "(search history) 'é 3': ", "meal add café 300", 12),  // counted in Unicode scalars
            ("x<", "(search history): ", nil, nil),
        ] as [(String, String, String?, Int?)])
    func keysFindTheNewestLineHoldingThePattern(keys: String, prompt: String, match: String?, offset: Int?) {
        var search = HistorySearch(lines: Self.lines)
        for key in keys {
            switch key {
            case "<": search.erase()
            case "^": search.older()
            default: search.type(key)
            }
        }
        #expect(search.prompt == prompt)
        #expect(search.match == match)
        #expect(search.matchOffset == offset)
    }

    @Test func nothingToSearchFindsNothing() {
        var search = HistorySearch(lines: [])
        search.type("s")
        #expect(search.failed && search.match == nil)
    }
}
