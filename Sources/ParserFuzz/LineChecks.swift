import Core

/// The grammar of a shell line: the word splitter and the calculator.
enum LineChecks {
    /// A line splits into words or a `SplitError`; the quick path for plain lines agrees with the
    /// full scan, and quoting the words and splitting again gives them back.
    static func words(_ line: String) {
        let partial = WordSplitter.splitPartial(line)
        let words: [String]
        do throws(WordSplitter.SplitError) {
            words = try WordSplitter.split(line)
        } catch {
            require(!error.message.isEmpty, "an empty message for \(error)")
            return
        }
        require(
            partial.words == words, "split and splitPartial disagree on \(debug(line)): \(words) vs \(partial.words)")
        let quoted = words.map(WordSplitter.quote).joined(separator: " ")
        let again = try? WordSplitter.split(quoted)
        require(
            again == words,
            "quoting \(words) as \(debug(quoted)) splits back as \(again.map(\.description) ?? "an error")")
    }

    /// A line evaluates to a value within the limits or fails with a `CalculationError`; what coach
    /// shows of it (the reading, the rounded value, the message) never traps, and the reading,
    /// typed again, gives the same value.
    static func calculator(_ line: String) {
        let calculation: Calculation
        do throws(CalculationError) {
            calculation = try Calculator.evaluate(line, memory: memoryWithX())
        } catch {
            require(!error.message.isEmpty && error.span.lowerBound >= 0, "a message without text for \(debug(line))")
            return
        }
        let value = calculation.value.magnitude
        switch value {
        case let .exact(rational):
            require(rational.digitCount <= 10_002, "\(rational.digitCount) digits from \(debug(line))")
        case let .approximate(real): require(real.isInRange, "\(real.double) from \(debug(line))")
        }
        _ = calculation.value.formatted(digits: 40)
        _ = calculation.value.formatted(digits: 1)
        units(of: calculation.value, line: line)
        let reading = calculation.reading
        guard let again = try? Calculator.evaluate(reading, memory: memoryWithX()) else {
            return require(
                reading.unicodeScalars.count > 10_000,
                "the reading \(debug(reading)) of \(debug(line)) does not evaluate")
        }
        require(
            same(value, again.value.magnitude) && calculation.value.unit == again.value.unit,
            "\(debug(line)) is \(calculation.value) but its reading \(debug(reading)) is \(again.value)")
    }

    /// A quantity with a unit converts to its own unit unchanged, its unit reads back as itself, and its
    /// dimension has a name; none of it traps.
    private static func units(of value: Quantity, line: String) {
        guard !value.isPlain else { return }
        _ = value.dimension.name
        let unit = CompoundUnit.parse(value.unit.text)
        require(
            unit == value.unit, "the unit \(value.unit.text) of \(debug(line)) reads back as \(unit?.text ?? "nothing")"
        )
        guard let same = try? value.converted(to: value.unit) else {
            return require(false, "\(debug(line)) does not convert to its own unit")
        }
        require(
            same.magnitude == value.magnitude || same.magnitude.double == value.magnitude.double,
            "\(debug(line)) converted to its own unit is \(same), not \(value)")
    }

    /// A session in which `x = 2` was typed, so lines may use a variable.
    private static func memoryWithX() -> CalculatorMemory {
        let memory = CalculatorMemory()
        _ = try? Calculator.evaluate("x = 2", memory: memory)
        return memory
    }

    /// Whether two results are equal, allowing the last bits of a Double to differ.
    private static func same(_ a: Number, _ b: Number) -> Bool {
        if let x = a.rational, let y = b.rational { return x == y }
        return a.double == b.double || abs(a.double - b.double) <= 1e-9 * max(abs(a.double), abs(b.double))
    }

    /// `text` with its control characters escaped, for messages.
    static func debug(_ text: String) -> String {
        "\""
            + text.unicodeScalars.map { $0.isASCII && $0.value >= 32 ? String($0) : $0.escaped(asASCII: true) }.joined()
            + "\""
    }
}
