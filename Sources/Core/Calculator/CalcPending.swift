extension CalcParser {
    /// What waits on the parser's stack: an operator for its right side, or a parenthesis or call
    /// for its `)`.
    enum Pending {
        case binary(CalcExpression.Operator, precedence: Int)
        /// A unary minus; a unary plus changes nothing and never waits.
        case negate(sign: Range<Int>)
        /// `b% of`, waiting for the base.
        case percentOf
        case group(open: Range<Int>)
        /// A call of a known function: where its name starts, its `(`, and the arguments read so far.
        case call(String, start: Int, open: Range<Int>, arguments: Int)

        static let conversion = 1, additive = 2, multiplicative = 3, follows = 4, juxtaposition = 5, prefix = 6,
            power = 7

        /// How tightly it binds; nil for a parenthesis or a call, which only `)` or `,` ends.
        var precedence: Int? {
            switch self {
            case let .binary(_, precedence): precedence
            case .negate, .percentOf: Self.prefix
            case .group, .call: nil
            }
        }
    }
}
