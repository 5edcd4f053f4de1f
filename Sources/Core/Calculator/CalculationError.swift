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

    /// The problem, then the input and a caret under the offending part.
    public var message: String {
        guard !input.isEmpty else { return problem }
        let start = min(span.lowerBound, input.count)
        let width = max(1, min(span.count, input.count - start))
        return problem + "\n  " + input + "\n  " + String(repeating: " ", count: start) + String(repeating: "^", count: width)
    }
}
