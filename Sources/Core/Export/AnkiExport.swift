import Storage

/// Formulas as Anki's notes in plain text (File › Import): tab-separated, HTML fields, the header lines saying so and
/// where the deck and the tags are. A note a formula: its name on the front; the equation, its variables and what it
/// is about on the back, then the person's note; its category and topic as tags, with `learned` and `mine` where they
/// hold.
public enum AnkiExport {
    /// The file's text: `#separator:tab`, `#html:true`, `#notetype:Basic`, `#deck column:1`, `#tags column:4`,
    /// then a note a line: deck (`coach::Physics`), front, back, tags.
    public static func text(_ formulas: [Formula], learned: (String) -> Bool, notes: [String: String] = [:]) -> String {
        var lines = ["#separator:tab", "#html:true", "#notetype:Basic", "#deck column:1", "#tags column:4"]
        for formula in formulas {
            let variables = formula.variables.map { variable in
                html(variable.shownSymbol) + " — " + html(variable.meaning)
                    + (variable.shownUnit.isEmpty ? "" : ", " + html(variable.shownUnit))
            }
            let back =
                ([html(formula.display.isEmpty ? formula.equation : formula.display)] + variables
                + (formula.about.isEmpty ? [] : [html(formula.about)])
                + (notes[formula.id].map { ["<i>" + html($0) + "</i>"] } ?? [])).joined(separator: "<br>")
            var tags = [formula.category.rawValue, tag(formula.topic)]
            if learned(formula.id) { tags.append("learned") }
            if formula.isUserFormula { tags.append("mine") }
            let deck = "coach::" + formula.category.title
            lines.append(
                [deck, html(formula.name), back, tags.filter { !$0.isEmpty }.joined(separator: " ")].joined(
                    separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in an HTML field: a line break `<br>`, a tab or another control character a space (a tab would end
    /// the field).
    static func html(_ text: String) -> String { Markup.escaped(text, lineBreak: "<br>", control: " ") }

    /// A topic as one tag: `gas laws` → `gas_laws` (Anki splits tags at spaces).
    static func tag(_ text: String) -> String {
        String(html(text).map { $0.isWhitespace ? "_" : $0 })
    }
}
