/// A calculator error pointing at the part of the input it is about.
public struct CalculationError: UserFacingError, Equatable {
    /// What is wrong, in one line, in English.
    public var problem: String
    /// The input the error is about.
    public var input: String
    /// Where in `input` (character offsets) the caret goes.
    public var span: Range<Int>
    /// The problem as a message id with its values, so it can be said in another language.
    var reason: Reason

    /// A problem as words can say it: a message id (`%@` for each value) with its values, or a unit problem.
    enum Reason: Equatable, Sendable {
        case text(String, [String])
        case unit(UnitProblem)
        /// A text with counts, written as the language writes numbers (`10,001` in English).
        case counts(String, [Int])
        /// A text, then the words of a suggestion or a hint after it.
        indirect case followed(Reason, Reason)
    }

    /// An error whose problem is `template` (a message id, marked with `Messages.mark` where it is not a literal
    /// here) with each `%@` filled by the next of `values`.
    public init(_ template: String, _ values: [String] = [], input: String = "", at span: Range<Int>) {
        self.init(reason: .text(template, values), input: input, at: span)
    }

    /// An error about arithmetic on quantities with units.
    public init(_ problem: UnitProblem, input: String = "", at span: Range<Int>) {
        self.init(reason: .unit(problem), input: input, at: span)
    }

    init(reason: Reason, input: String, at span: Range<Int>) {
        self.reason = reason
        self.problem = Self.say(reason, in: .english)
        self.input = input
        self.span = span
    }

    /// Whether the problem is only that the bits worked with were too few to decide (`CalcFunctions.undecided`).
    var isUndecided: Bool {
        if case let .text(template, _) = reason { return template == CalcFunctions.undecided }
        return false
    }

    /// The same problem about another input, at another place.
    public func moved(input: String, at span: Range<Int>) -> CalculationError {
        CalculationError(reason: reason, input: input, at: span)
    }

    /// The problem in the language of `words`.
    public func problem(in words: Messages) -> String { Self.say(reason, in: words) }

    static func say(_ reason: Reason, in words: Messages) -> String {
        switch reason {
        case let .text(template, values): words.translate(template, values)
        case let .unit(problem): problem.message(in: words)
        case let .counts(template, counts):
            words.translate(template, counts.map { words.language == .en ? grouped($0) : words.number($0) })
        case let .followed(first, then): say(first, in: words) + say(then, in: words)
        }
    }

    /// `10001` → `10,001`.
    static func grouped(_ number: Int) -> String {
        var text = String(number)
        for position in stride(from: text.count - 3, to: 0, by: -3) {
            text.insert(",", at: text.index(text.startIndex, offsetBy: position))
        }
        return text
    }

    public static func == (a: CalculationError, b: CalculationError) -> Bool {
        a.problem == b.problem && a.input == b.input && a.span == b.span
    }

    public var message: String { message(in: .english) }

    /// The problem, then the input and a caret under the offending part. A long input is cut to
    /// the part around the caret, so the message stays three lines of reasonable length.
    public func message(in words: Messages) -> String {
        let problem = problem(in: words)
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

extension Messages {
    /// `english`, a message id not written as a literal at this call (marked with `Messages.mark` where it is),
    /// in this language with `values` filled in.
    public func translate(_ english: String, _ values: [String]) -> String {
        var text = english
        if case let .single(translated)? = catalog[english] { text = translated }
        return values.isEmpty ? text : Self.fill(text, with: values)
    }
}
