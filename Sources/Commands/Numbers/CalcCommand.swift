import ArgumentParser
import Core
import Storage

/// `calc EXPR…`: the exact calculator. A shell line that looks like arithmetic runs it too.
struct CalcCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "calc",
        abstract:
            "Calculate exactly, with units: 0.1 + 0.2 = 0.3, 1/3, 30!, 5 km + 300 m, 60 km/h -> m/s; x = 3 keeps a value.",
        discussion: """
            Operators: + - * / ^ (also ** × ÷ − ·), postfix ! % and °, mod, parentheses, and implicit \
            multiplication (2pi, 3(4+5)). Percent reads as on a phone: 25% = 0.25, a + b% adds b percent of a, \
            b% of a. Functions: sqrt cbrt abs round floor ceil trunc sin cos tan asin acos atan atan2 sinh cosh \
            tanh ln log (base 10, or log(x, b)) log2 exp min max gcd lcm. Constants: pi π e tau τ phi φ. \
            'ans' (or _) is the last result; 'vars' lists your variables.

            Units: a number may carry one (5 km, 2 mA, 100 °F, 30°, m/s², J/(mol·K)). SI units with every prefix \
            (µ may be typed u), the units people cook, drive and weigh with (cup, tbsp, gal, ft, in, mile, lb, st, \
            acre, psi, kcal, BTU, hp; imperial ones end in _imp, as gal_imp), and the scales °C and °F (Δ°C and \
            Δ°F are differences on them): 'help units' lists every unit with its definition. Only quantities of one kind add: 5 km + 300 m = 5.3 km, \
            5 km + 3 kg is refused. '->', 'to' or 'in' converts: 60 km/h -> m/s, 100 °F to °C; a sum of \
            units splits the result (1.8 m -> ft + in = 5 ft + 10.87 in), and mg/dL and mmol/L convert as \
            glucose's (180.156 g/mol). A product takes a \
            named unit when it is one exactly (2 mA * 6 kΩ = 12 V, 3 kW * 2 h = 6 kWh), and a number after a unit \
            adds (1 h 30 min). Temperatures on a scale do not add (20 °C + 5 °C is refused; 20 °C + 5 K is 25 °C; \
            20 °C - 5 °C is 15 Δ°C). Here m is the metre and min the minute, 5m too; where coach reads a duration \
            (timer 5m, breathe --minutes) m stays minutes. A variable named like a unit hides it: write the unit \
            in full (5 metre) or convert to it (x -> m). From a system shell, quote a line with -> or use 'to'. \
            Units may be typed as Russian writes them too (км, кг, т, ч, мин, с, Дж, ккал, кВт·ч, Ом, атм, км/ч).

            Commas: in English a comma in a number only groups thousands (1,000). In Russian (the language \
            setting, or LANG=ru_RU.UTF-8) it is also a decimal comma where it cannot group thousands: 1,5 + 2 = 3,5, \
            0,125 and 2,75 are decimals, and a note says which it read; 1,500 and 12,345.5 (groups of three \
            digits) stay thousands, and the note says so too. Inside a function's parentheses a comma always parts \
            the arguments: max(1,5) = 5. Russian results show a decimal comma (3,5) and Russian units; --json \
            and 'echo … | coach calc' keep 3.5 for scripts.

            Results stay exact fractions while only + - * /, whole powers, %, mod, ! and exactly defined units \
            (in = 2.54 cm, lb = 0.45359237 kg) are involved; a value that does not end in decimal is rounded and \
            marked ≈. Every digit shown is right: functions and irrational powers are worked out with as many \
            digits as the answer needs, up to about 1,200 (tan(1.5707963267949), ln(1.0000000000001), exp(-745), \
            1 - cos(1e-9), ln(10^400)); where even those cannot settle a digit, fewer are shown. Numbers as typed, \
            results and intermediates \
            are limited to 10,000 digits, factorials to 10,000! and a line to 10,000 characters (parentheses \
            may nest as deeply as that allows) and to about half a second of arithmetic on long fractions. In \
            the shell you can leave out 'calc': typing 2*(3+4) works.
            """
    )

    @Flag(help: "Show an exact result as a fraction (1/3).")
    var fraction = false

    @Option(help: ArgumentHelp("Significant digits for rounded results (1–100).", valueName: "n"))
    var digits = 15

    @OptionGroup var format: OutputFormat

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The expression; the words are joined.", valueName: "expression"))
    var expression: [String] = []

    func validate() throws {
        try OptionRange.check(digits, 1...100, "--digits", example: "calc --digits 30 1/7")
    }

    func run(in context: CommandContext) async throws {
        // A first `--` ends the options, as for any command (`calc -- -x + 1`); it is not two minus signs.
        let expression = expression.first == "--" ? Array(expression.dropFirst()) : expression
        guard expression.isEmpty else {
            let typed = expression.joined(separator: " ")
            return try Self.calculate(typed, fraction: fraction, digits: digits, json: format.json, context: context)
        }
        // `echo 2^10 | coach calc`: the expressions come on standard input, one a line, as bc reads them.
        var calculated = false
        while context.mode == .oneShot, context.terminal == nil, let line = context.answers() {
            let text = line.trimmed(\.isSpace)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            try Self.calculate(
                text, fraction: fraction, digits: digits, json: format.json, forScripts: true, context: context)
            calculated = true
        }
        guard calculated else {
            throw ValidationError(
                context.messages.tr(
                    "give an expression, e.g. 'calc 2*(3+4)', or pipe them in: 'echo 2^10 | coach calc'"))
        }
    }

    /// Evaluates and prints one expression: `reading = result` at a terminal, the bare result
    /// otherwise (so piped scripts read like bc's), or JSON. In Russian the result has a decimal comma and
    /// Russian units (`5,3 км`), but not `forScripts` (`echo 1/4 | coach calc`, as bc) nor in JSON.
    static func calculate(
        _ input: String, fraction: Bool = false, digits: Int = 15, json: Bool = false, forScripts: Bool = false,
        context: CommandContext
    ) throws {
        let said = context.messages  // read once a line: each read asks the file system for the settings
        context.calculator.readsDecimalComma = said.language == .ru
        let calculation = try Calculator.evaluate(input, memory: context.calculator, digits: digits)
        let value = calculation.value
        // The number formatted once: the exactness and the text come from the same digits.
        let shown = value.magnitude.formatted(digits: digits)
        // Only --json and --fraction show the fraction; piped sums skip writing it out.
        let exactFraction = json || fraction ? value.magnitude.rational.map(NumberFormat.fraction) : nil
        if json {
            let report = Report(
                input: input, result: shown.text, exact: shown.exact, fraction: exactFraction, unit: value.unit.text,
                dimension: value.unit.isNone ? "" : value.dimension.name,
                parts: calculation.parts?.map { $0.formatted(digits: digits).text })
            return try context.output.json(report, calendar: context.calendar)
        }
        let useFraction = fraction && exactFraction != nil && !shown.exact
        let words = forScripts ? Messages.english : said
        let number = useFraction ? exactFraction! : shown.text
        var result = words.written(number, value.unit)
        var exact = shown.exact || useFraction
        if let parts = calculation.parts {
            // `5 ft + 10.8661417322835 in`, as GNU units writes a sum of units.
            let texts = parts.map { $0.magnitude.formatted(digits: digits) }
            exact = texts.allSatisfy(\.exact)
            result = zip(parts, texts).enumerated().map { index, part in
                let number = index > 0 && part.1.text.hasPrefix("-") ? String(part.1.text.dropFirst()) : part.1.text
                let joint = index == 0 ? "" : number == part.1.text ? " + " : " - "
                return joint + words.written(number, part.0.unit)
            }.joined()
        }
        guard context.terminal != nil else {
            noteCommas(calculation, words: words, context: context)
            noteGlucose(calculation, words: words, context: context)
            if calculation.assigned == nil { context.output.line(result) }
            return
        }
        var shownBefore = context.style.dim(words.numbers(in: calculation.reading) + (exact ? " = " : " ≈ "))
        // A conversion whose answer is an exact fraction (`1/3 m -> cm` is 100/3 cm) shows it beside its decimal.
        if !exact, calculation.converts, calculation.parts == nil, !value.unit.isNone,
            let ratio = value.magnitude.rational,
            NumberFormat.fraction(ratio).count <= 40
        {
            let fraction = words.written(NumberFormat.fraction(ratio), value.unit)
            shownBefore =
                context.style.dim(words.numbers(in: calculation.reading) + " = ") + context.style.bold(fraction)
                + context.style.dim(" ≈ ")
        }
        context.output.line(shownBefore + context.style.bold(result))
        noteCommas(calculation, words: words, context: context)
        noteGlucose(calculation, words: words, context: context)
        if let (left, right) = calculation.percentBetweenNumbers {
            context.output.line(
                context.style.dim(
                    words.tr(
                        "Note: % is percent here (%@% × %@); for the remainder type '%@ mod %@'.", left, right, left,
                        right)))
        }
    }

    /// Says how a comma in a number was read: `1,5` as one and a half, and (in Russian, where a comma is the
    /// decimal point) `1,500` as fifteen hundred. Piped, on standard error, so a result stays alone on its line.
    private static func noteCommas(_ calculation: Calculation, words: Messages, context: CommandContext) {
        var input = calculation.input
        guard input.withUTF8({ $0.contains(UInt8(ascii: ",")) }) else { return }
        let decimal = calculation.decimalCommas
        let grouping = words.language == .en ? [] : calculation.groupingCommas
        guard !decimal.isEmpty || !grouping.isEmpty else { return }
        var notes: [String] = []
        if !decimal.isEmpty {
            let read = decimal.map { $0 + " = " + $0.replacing(",", with: ".") }.joined(separator: ", ")
            notes.append(words.tr("read the comma as a decimal point: %@", read))
        }
        if !grouping.isEmpty {
            let read = grouping.map { $0 + " = " + words.number($0.filter { $0 != "," }) }.joined(separator: ", ")
            notes.append(words.tr("read the comma as a thousands separator: %@; write 1.5 for one and a half", read))
        }
        let note = words.tr("Note: ") + notes.joined(separator: "; ")
        if context.terminal != nil {
            context.output.line(context.style.dim(note))
        } else {
            context.output.errorLine(note)
        }
    }

    /// Says that mg/dL and mmol/L were converted as glucose's, with the molar mass used.
    private static func noteGlucose(_ calculation: Calculation, words: Messages, context: CommandContext) {
        guard calculation.readGlucose else { return }
        let note = words.tr("Note: converted as glucose, %@.", words.numbers(in: Glucose.molarMassText))
        if context.terminal != nil {
            context.output.line(context.style.dim(note))
        } else {
            context.output.errorLine(note)
        }
    }

    /// The result for scripts: `unit` is empty for a plain number, `dimension` names what the unit measures
    /// (`length`, `speed`, or its SI base units, `kg/(m·s)`).
    struct Report: Encodable {
        var input: String
        var result: String
        var exact: Bool
        var fraction: String?
        var unit: String
        var dimension: String
        /// The result as a sum of units (`["5 ft", "10.866 in"]`) for `-> ft + in`; left out otherwise.
        var parts: [String]?

        enum CodingKeys: CodingKey { case input, result, exact, fraction, unit, dimension, parts }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(input, forKey: .input)
            try container.encode(result, forKey: .result)
            try container.encode(exact, forKey: .exact)
            try container.encode(fraction, forKey: .fraction)
            try container.encode(unit, forKey: .unit)
            try container.encode(dimension, forKey: .dimension)
            try container.encodeIfPresent(parts, forKey: .parts)
        }
    }
}
