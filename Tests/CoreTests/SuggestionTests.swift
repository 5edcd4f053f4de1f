import Core
import Testing

struct SuggestionTests {
    static let names = ["stopwatch", "timer", "history", "clear", "source", "exit", "meal", "help"]

    @Test(arguments: [
        ("stopwach", "stopwatch"), ("mael", "meal"), ("timr", "timer"), ("hsitory", "history"),
        ("STOPWATCH", "stopwatch"), ("exti", "exit"),
    ])
    func suggestsTheClosestName(typed: String, expected: String) {
        #expect(Suggestion.closest(to: typed, among: Self.names) == expected)
    }

    @Test(arguments: ["xyz", "banana", "q", "stopwatchers"])
    func staysQuietWhenNothingIsClose(typed: String) {
        #expect(Suggestion.closest(to: typed, among: Self.names) == nil)
    }

    @Test(arguments: [("", "abc", 3), ("abc", "abc", 0), ("abc", "acb", 1), ("kitten", "sitting", 3), ("ca", "abc", 3)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
    }
}
