/// How the calculator read the commas in numbers: `1,5` is one and a half (a decimal comma), `1,500` fifteen
/// hundred (a thousands separator, as English writes it), where the person writes in Russian
/// (`CalculatorMemory.readsDecimalComma`); English keeps a comma for thousands only. Inside a function's parentheses a comma parts the
/// arguments (`max(1,5)` is 5). A line may say which it read.
extension Calculation {
    /// The numbers, as typed, in which a comma was read as the decimal point: `["1,5"]` for `1,5 + 2`.
    public var decimalCommas: [String] { commaNumbers.filter(\.decimal).map(\.text) }

    /// The numbers, as typed, in which a comma was read as a thousands separator: `["1,500"]`.
    public var groupingCommas: [String] { commaNumbers.filter { !$0.decimal }.map(\.text) }

    /// Each number typed with a comma in it, and whether the comma was its decimal point.
    private var commaNumbers: [(text: String, decimal: Bool)] {
        guard input.contains(",") else { return [] }
        let scalars = Array(input.unicodeScalars)
        guard decimalComma, let lexed = try? CalcLexer.tokens(scalars, input: input, decimalComma: true) else {
            return []
        }
        return lexed.tokens.compactMap { token in
            guard token.kind == .number else { return nil }
            let value = lexed.numbers[token.number]
            let text = CalcLexer.text(scalars[token.span])
            guard text.contains(",") else { return nil }
            let withoutCommas = text.filter { $0 != "," }
            let grouped =
                (try? CalcLexer.tokens(Array(withoutCommas.unicodeScalars), input: withoutCommas, decimalComma: true))
                .map { $0.tokens.first?.kind == .number && $0.numbers.first == value }
            return (text, grouped != true)
        }
    }
}
