import Core

/// `help units`: every unit the calculator knows, by what it measures, each with its symbol, its definition
/// and where that is written, made from the unit declarations themselves (`UnitCatalog.all`).
enum UnitsHelp {
    static func show(context: CommandContext) -> Int32 {
        for line in lines(words: context.messages, width: context.output.width ?? 80, style: context.style) {
            context.output.line(line)
        }
        return LineRunner.Status.ok
    }

    /// The list fitted to `width` columns: a heading for each kind, then a unit a line (wrapped under itself).
    static func lines(words: Messages, width: Int, style: Style) -> [String] {
        var lines = TextWrap.lines(
            words.tr("The units the calculator knows, by what they measure: each symbol, its definition and source."),
            width: width)
        var kinds: [Dimension] = []
        var byKind: [Dimension: [PhysicalUnit]] = [:]
        for unit in UnitCatalog.all {
            if byKind[unit.measures] == nil { kinds.append(unit.measures) }
            byKind[unit.measures, default: []].append(unit)
        }
        let indent = 11
        for kind in kinds {
            lines.append("")
            lines.append(style.bold(kind.name(in: words).capitalizedFirst))
            for unit in byKind[kind] ?? [] {
                let symbol =
                    words.unit(unit.symbol) == unit.symbol ? unit.symbol : "\(unit.symbol) (\(words.unit(unit.symbol)))"
                let prefixes = unit.takesPrefixes ? words.tr("SI prefixes") : ""
                let text = [definition(unit), unit.otherNames.joined(separator: ", "), prefixes, unit.source]
                    .filter { !$0.isEmpty }.joined(separator: " · ")
                let wrapped = TextWrap.lines(text, width: max(20, width - indent))
                let head = "  " + Table.pad(symbol, indent - 3) + " "
                if symbol.count > indent - 3 {
                    lines.append("  " + symbol)
                    lines += wrapped.map { String(repeating: " ", count: indent) + $0 }
                } else {
                    lines += wrapped.enumerated().map {
                        ($0.offset == 0 ? head : String(repeating: " ", count: indent)) + $0.element
                    }
                }
            }
        }
        lines.append("")
        lines += TextWrap.lines(
            words.tr(
                "SI prefixes, q (10⁻³⁰) to Q (10³⁰), go before the units marked so: km, mL, kcal. mg/dL and mmol/L convert as glucose's (%@). More in 'help numbers'.",
                words.numbers(in: Glucose.molarMassText)),
            width: width)
        return lines
    }

    /// `= 231 in³ = 0.003785411784 m³`: the definition, and its size in SI base units where that says more.
    static func definition(_ unit: PhysicalUnit) -> String {
        guard !unit.definition.isEmpty else { return "" }
        var text = "= " + unit.definition
        let base = unit.measures.baseUnits
        guard !base.isEmpty, !unit.isTemperatureScale else { return text }
        let size = unit.size.formatted(digits: 10)
        let inBase = size.text + " " + base
        if !unit.definition.hasSuffix(" " + base), unit.definition != base {
            text += (size.exact ? " = " : " ≈ ") + inBase
        }
        return text
    }
}
