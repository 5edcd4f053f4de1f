import ArgumentParser
import Core
import Storage

/// `formula`: the study catalog of mathematics, physics and chemistry formulas.
public struct FormulaCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "formula",
        abstract: "Study formulas: browse, search, solve, mark learned, flashcards and progress.",
        discussion: "Ids complete with Tab. Your own formulas (formula add) sit beside the bundled catalog.",
        subcommands: [
            FormulaProgressCommand.self, FormulaList.self, FormulaShow.self, FormulaSearch.self, FormulaLearn.self,
            FormulaUnlearn.self, FormulaSolve.self, FormulaQuiz.self, FormulaAdd.self, FormulaEdit.self,
            FormulaRemove.self, FormulaNote.self, FormulaExport.self, FormulaImport.self, FormulaStatsCommand.self,
        ],
        defaultSubcommand: FormulaProgressCommand.self,
        aliases: ["formulas"]
    )

    public init() {}
}

extension FormulaCategory: ExpressibleByArgument {
    /// `mathematics`, or any start of it (`math`, `phys`, `chem`).
    public init?(argument: String) {
        let typed = argument.lowercased()
        guard typed.count >= 3 || FormulaCategory(rawValue: typed) != nil,
            let category = FormulaCategory.allCases.first(where: { $0.rawValue.hasPrefix(typed) })
        else { return nil }
        self = category
    }
}

/// A formula id argument, completed with every id.
struct FormulaID: ParsableArguments {
    @Argument(
        help: .completed("A formula id, e.g. kinetic-energy (Tab completes).", from: .formula),
        completion: DynamicValues.formula.completion)
    var id: String
}

/// A formula by its id (Tab completes) or by words of its name: `formula show ohm`, `formula show закон ома`.
struct FormulaNamed: ParsableArguments {
    @Argument(
        help: .completed("A formula id, e.g. ohms-law (Tab completes), or words of its name.", from: .formula),
        completion: DynamicValues.formula.completion)
    var words: [String]

    var id: String { words.joined(separator: " ") }
}

/// Several formula ids, Tab-completed: `formula learn ID…`.
struct FormulaIDs: ParsableArguments {
    @Argument(
        help: .completed("Formula ids (Tab completes).", from: .formula),
        completion: DynamicValues.formula.completion)
    var ids: [String]
}

/// How formulas are shown in lists and cards.
enum FormulaView {
    /// `40%`.
    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "0%" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
    }

    /// `87%` (plain, `87 percent`): a share such as predicted recall in whole percent, `99%` rather than a
    /// rounded-up `100%` while it is below 1.
    static func share(_ share: Double, _ words: Messages, plain: Bool) -> String {
        let whole = Int(share < 1 ? min(max((share * 100).rounded(), 0), 99) : 100)
        return plain ? words.trn("%d percent", "%d percent", whole) : "\(whole)%"
    }

    /// One line of a listing: learned mark, id, the equation, the name.
    static func row(
        id: String, name: String, display: String, learned: Bool, widths: (id: Int, display: Int), style: Style
    ) -> String {
        "  " + (learned ? style.green("✓") : " ") + " " + Table.pad(id, widths.id) + "  "
            + Table.pad(display, widths.display) + "  " + style.dim(name)
    }

    /// Column widths for rows of these ids and equations (long equations overflow rather than widen every row).
    static func widths(ids: [String], displays: [String]) -> (id: Int, display: Int) {
        (ids.map(\.count).max() ?? 0, min(30, displays.map(\.count).max() ?? 0))
    }

    /// Rows grouped under `Category · Topic` headings, in the order given.
    static func grouped(
        _ formulas: [(id: String, name: String, category: FormulaCategory, topic: String, display: String)],
        learned: (String) -> Bool, style: Style, words: Messages = .english
    ) -> [String] {
        // Each on one line, whatever a formula synced from elsewhere holds (a line break shows as ^J).
        let formulas = formulas.map {
            (
                id: TerminalText.oneLine($0.id), name: TerminalText.oneLine($0.name), category: $0.category,
                topic: TerminalText.oneLine($0.topic), display: TerminalText.oneLine($0.display),
                learned: learned($0.id)
            )
        }
        let widths = widths(ids: formulas.map(\.id), displays: formulas.map(\.display))
        var lines: [String] = []
        var heading = ""
        for formula in formulas {
            let next = formula.category.title(in: words) + " · " + words.translate(formula.topic, [])
            if next != heading {
                if !lines.isEmpty { lines.append("") }
                lines.append(style.bold(next))
                heading = next
            }
            lines.append(
                row(
                    id: formula.id, name: formula.name, display: formula.display, learned: formula.learned,
                    widths: widths, style: style))
        }
        return lines
    }

    /// `E = 9 J`, `v ≈ 2.449489743 m/s`; `forPeople`, as an example reads (`A ≈ 28.27 m²`, `readable`).
    static func value(
        _ symbol: String, _ number: Number, unit: String, words: Messages = .english, forPeople: Bool = false
    ) -> String {
        let (text, exact) = forPeople ? readable(number) : number.formatted(digits: 10)
        return symbol + (exact ? " = " : " ≈ ") + words.numbers(in: text).replacingEvery("-", with: "−")
            + (unit.isEmpty ? "" : " " + words.unit(unit))
    }

    /// An example's value as people read it: as it is when it has at most six significant digits (`9`, `0.5`,
    /// `298.15`, exact), else to four or its whole part (`28.27` for 28.27433388230814, `282743`), not exact.
    static func readable(_ number: Number) -> (text: String, exact: Bool) {
        let (text, exact) = number.formatted(digits: 15)
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber).drop { $0 == "0" }
        if exact, mantissa.reversed().drop(while: { $0 == "0" }).count <= 6 { return (text, true) }
        let value = number.double
        guard value.isFinite, value != 0 else { return (text, exact) }
        let whole = abs(value) < 1 ? 1 : abs(value) >= 1e15 ? 16 : String(Int(abs(value))).count
        let digits = whole > 15 ? 4 : max(4, whole)
        let rounded = Printf.format("%.\(digits)g", value)
        return (rounded, Double(rounded) == value && exact)
    }

    /// A value of `variable` as solving answers it: an angle in degrees with radians beside,
    /// `theta2 ≈ 19.47122063 ° (0.3398369095 rad)`.
    static func value(of variable: FormulaVariable, _ number: Number, words: Messages = .english) -> String {
        let shown = value(variable.symbol, number, unit: variable.shownUnit, words: words)
        guard variable.domain.isAngle else { return shown }
        let radians = (Number(approximately: number.double * .pi / 180) ?? number).formatted(digits: 10).text
        return shown + " (" + words.numbers(in: radians).replacingEvery("-", with: "−") + " " + words.unit("rad") + ")"
    }

    /// `In everyday units: m = 2 kg, v = 10.8 km/h → E = 9 J`: the worked example in the units of daily life,
    /// solving for the first variable; nil when they are the formula's own. `plain` says it without the arrow.
    static func everydayExample(of formula: Formula, words: Messages = .english, plain: Bool = false) -> String? {
        let values = formula.variables.filter { formula.example[$0.symbol] != nil }
        guard values.count > 1, !formula.isIdentity else { return nil }
        let quantities = EverydayUnits.quantities(values.map { (formula.example[$0.symbol]!, $0) })
        let changed = zip(values, quantities).contains { $1.unit.text != $0.answerUnit.text }
        let shown = zip(values, quantities).map {
            value($0.symbol, $1.magnitude, unit: $1.unit.text, words: words, forPeople: true)
        }
        let (given, found) = (shown.dropFirst().joined(separator: ", "), shown[0])
        let line =
            plain
            ? words.tr("In everyday units: with %@, %@", given, found)
            : words.tr("In everyday units: %@ → %@", given, found)
        return changed ? line : nil
    }

    /// `2026-11-21`, or `2026-11-21 08:12` with the time.
    static func day(_ date: Date, _ calendar: LocalCalendar, time: Bool = false) -> String {
        CalendarDay(date, in: calendar).text + (time ? " " + CalendarDay.clock(date, in: calendar) : "")
    }
}
