/// A calculator error pointing at the part of the input it is about.
public struct CalculationError: UserFacingError, Equatable {
    /// What is wrong, in one line.
    public var problem: String
    /// The input the error is about.
    public var input: String
    /// Where in `input` (character offsets) the caret goes.
    public var span: Range<Int>

    public init(_ problem: String, input: String = "", at span: Range<Int>) {
        self.problem = problem
        self.input = input
        self.span = span
    }

    /// The problem, then the input and a caret under the offending part. A long input is cut to
    /// the part around the caret, so the message stays three lines of reasonable length.
    public var message: String {
        guard !input.isEmpty else { return problem }
        let characters = Array(input)
        let start = min(span.lowerBound, characters.count)
        var width = max(1, min(span.count, characters.count - start))
        guard characters.count > Self.shownLength else {
            return problem + "\n  " + input + "\n  " + String(repeating: " ", count: start)
                + String(repeating: "^", count: width)
        }
        width = min(width, Self.context)
        let from = max(0, start - Self.context)
        let to = min(characters.count, start + width + Self.context)
        let before = from > 0 ? "…" : ""
        let after = to < characters.count ? "…" : ""
        return problem + "\n  " + before + String(characters[from..<to]) + after
            + "\n  " + String(repeating: " ", count: before.count + start - from) + String(repeating: "^", count: width)
    }

    /// Inputs up to this many characters are shown whole.
    private static let shownLength = 120
    /// Characters shown either side of the caret in a longer input, and the most carets drawn.
    private static let context = 40
}
