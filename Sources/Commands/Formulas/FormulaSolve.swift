import ArgumentParser
import Core

/// `formula solve ID var=value…`: the one value not given, exactly where it can be.
struct FormulaSolve: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Give all values but one and get the missing one, e.g. 'formula solve kinetic-energy m=2 E=9'.",
        discussion: """
            Values may be expressions (v=3*2) and may end in the variable's unit (m=2kg). Give name=? to solve for a constant. \
            Names may be typed as the card shows them (θ₁, theta1, theta_1). Angles are in degrees: 30, 30° and 30deg \
            all mean 30 degrees; write 0.5rad for radians. Angles are answered in degrees with radians beside, and only \
            answers that can be (no negative mass, no angle outside its range) are offered.
            """)

    @OptionGroup var formula: FormulaID
    @Argument(help: ArgumentHelp("name=value for each known value.", valueName: "value")) var values: [String] = []
    @OptionGroup var format: OutputFormat

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
        let solved = try context.formulas.formula(formula.id)
        let result = try solved.solve(values, memory: context.calculator)
        switch result {
        case let .solved(symbol, roots):
            let variable = solved.variable(symbol) ?? FormulaVariable(symbol, "")
            let unit = variable.shownUnit
            let exact = roots[0].rational.map { NumberFormat.terminatingDecimal($0) ?? NumberFormat.fraction($0) }
            let why = SeveralAnswers(roots, of: variable)?.reason(symbol)
            let answer = Answer(formula: solved.id, variable: symbol, unit: unit, value: roots[0].double, exact: exact,
                                otherValues: roots.dropFirst().map(\.double), why: why)
            await format.show(answer, in: context) {
                context.output.line(FormulaView.value(of: variable, roots[0]))
                if roots.count > 1 {
                    let others = roots.dropFirst().prefix(2).map { FormulaView.value(of: variable, $0) }
                    let also = "also " + others.joined(separator: ", ") + (roots.count > 3 ? ", …" : "")
                    context.output.line(context.style.dim(also + (why.map { ": " + $0 } ?? "")))
                }
            }
        case let .checked(left, right, holds):
            await format.show(Answer(formula: solved.id, holds: holds), in: context) {
                let (l, r) = (left.formatted(digits: 10).text, right.formatted(digits: 10).text)
                context.output.line(holds
                    ? "Every value was given, and they fit: both sides are \(l)."
                    : "Every value was given, and they do not fit: the left side is \(l), the right side \(r). Leave one out to solve for it.")
            }
        }
    }
}
