import ArgumentParser
import Core

/// `formula solve ID var=value…`: the one value not given, exactly where it can be.
struct FormulaSolve: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Give all values but one and get the missing one, e.g. 'formula solve kinetic-energy m=2 E=9'.",
        discussion: """
            Values may be expressions (v=3*2) and may have any unit of the variable's kind (I=2mA, m=2g, v=60km/h, \
            T=25°C); a plain number is in the variable's unit. --to gives the answer in another unit (--to mJ). \
            Give name=? to solve for a constant. \
            Names may be typed as the card shows them (θ₁, theta1, theta_1). Angles are in degrees: 30, 30° and 30deg \
            all mean 30 degrees; write 0.5rad for radians. Angles are answered in degrees with radians beside, and only \
            answers that can be (no negative mass, no angle outside its range) are offered.
            """)

    @OptionGroup var formula: FormulaID
    @Argument(
        help: .completed("name=value for each known value (Tab completes the names).", from: .variable),
        completion: DynamicValues.variable.completion)
    var values: [String] = []
    @Option(help: ArgumentHelp("The unit of the answer, e.g. mJ or km/h.", valueName: "unit")) var to: String?
    @OptionGroup var format: OutputFormat

    func validate() throws {
        if let to, CompoundUnit.parse(to) == nil {
            throw ValidationError("'\(to)' is not a unit coach knows; write one such as mJ, km/h or °C, e.g. '--to mJ'")
        }
    }

    struct Answer: Encodable {
        var formula: String
        var variable: String?
        var unit: String?
        var value: Double?
        var exact: String?
        var otherValues: [Double]?
        var why: String?
        var holds: Bool?
    }

    func run(in context: CommandContext) async throws {
        let words = context.messages
        let solved = try context.formulas.formula(formula.id)
        context.calculator.readsDecimalComma = words.language == .ru
        let result = try solved.solve(values, memory: context.calculator)
        switch result {
        case let .solved(symbol, roots):
            let variable = solved.variable(symbol) ?? FormulaVariable(symbol, "")
            var answers: [Quantity] = []
            for root in roots { answers.append(try variable.answer(root, in: to)) }
            let unit = to == nil ? variable.shownUnit : answers[0].unit.text
            let exact = answers[0].magnitude.rational.map {
                NumberFormat.terminatingDecimal($0) ?? NumberFormat.fraction($0)
            }
            let several = SeveralAnswers(roots, of: variable)
            let answer = Answer(
                formula: solved.id, variable: symbol, unit: unit, value: answers[0].magnitude.double, exact: exact,
                otherValues: answers.dropFirst().map(\.magnitude.double), why: several?.reason(symbol))
            func shown(_ index: Int) -> String {
                to == nil
                    ? FormulaView.value(of: variable, roots[index], words: words)
                    : FormulaView.value(symbol, answers[index].magnitude, unit: unit, words: words)
            }
            try await format.show(answer, in: context) {
                context.output.line(shown(0))
                if roots.count > 1 {
                    let others = roots.indices.dropFirst().prefix(2).map(shown)
                    let also = words.tr("also %@", others.joined(separator: ", ") + (roots.count > 3 ? ", …" : ""))
                    let why = several?.reason(symbol, in: words)
                    context.output.line(context.style.dim(also + (why.map { ": " + $0 } ?? "")))
                }
            }
        case let .checked(left, right, holds):
            try await format.show(Answer(formula: solved.id, holds: holds), in: context) {
                let (l, r) = (left.formatted(digits: 10).text, right.formatted(digits: 10).text)
                context.output.line(
                    holds
                        ? words.tr("Every value was given, and they fit: both sides are %@.", words.numbers(in: l))
                        : words.tr(
                            "Every value was given, and they do not fit: the left side is %@, the right side %@. Leave one out to solve for it.",
                            words.numbers(in: l), words.numbers(in: r))
                )
            }
        }
    }
}
