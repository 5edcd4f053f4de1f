import Core

/// Rows of text laid out in aligned columns: every table coach prints. A cell wider than its
/// column is never cut, only the padding shrinks, and colour codes take no room.
struct Table {
    /// Where a cell sits in its column.
    enum Alignment { case left, right }

    /// Each column's alignment, first column first; columns not named are left-aligned.
    var alignments: [Alignment] = []
    /// Each column's narrowest width, for columns under a fixed header.
    var minimumWidths: [Int] = []
    /// Written before every row.
    var indent = ""
    /// Written between columns.
    var gap = "  "
    /// In plain lines, what each column's cells are said after (`pattern 4-6`, `reminder 2`); an empty or missing
    /// heading leaves its cells as they are.
    var headings: [String] = []

    /// One line per row, each column as wide as its widest cell; a left-aligned last column is not padded. A cell
    /// is one line whatever it holds: a line break or tab in it (text synced from elsewhere) shows as `^J`, `^I`.
    func lines(_ rows: [[String]], plain: Bool) -> [String] {
        plain ? Self.labelled(rows, headings: headings) : lines(rows)
    }

    /// Plain lines for a screen reader: each row its first cell, a colon and the others, so a line read alone
    /// says what it is about (`Calories: 1,250 of 2,000 kcal, 62 percent; streak 3 days · best 9`).
    static func labelled(_ rows: [[String]], headings: [String] = []) -> [String] {
        rows.map { row in
            let cells = row.enumerated().map { column, cell in
                let heading = headings.indices.contains(column) ? headings[column] : ""
                let shown = ControlCharacters.visible(cell)
                return heading.isEmpty || shown.isEmpty ? shown : heading + " " + shown
            }
            let rest = cells.dropFirst().filter { !$0.isEmpty }
            guard let label = cells.first, !rest.isEmpty else { return cells.first ?? "" }
            return label + ": " + rest.joined(separator: "; ")
        }
    }

    func lines(_ rows: [[String]]) -> [String] {
        let rows = rows.map { $0.map { ControlCharacters.visible($0) } }
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in
            max(
                minimumWidths.indices.contains(column) ? minimumWidths[column] : 0,
                rows.map { column < $0.count ? Self.width(of: $0[column]) : 0 }.max() ?? 0)
        }
        return rows.map { row in
            // Empty cells at the end of a row take no room: no padding trails the line.
            let row = row.prefix((row.lastIndex { !$0.isEmpty } ?? -1) + 1)
            return indent
                + row.enumerated().map { column, cell in
                    let alignment = alignments.indices.contains(column) ? alignments[column] : .left
                    if alignment == .left && column == row.count - 1 { return cell }
                    return alignment == .left ? Self.pad(cell, widths[column]) : Self.padLeft(cell, widths[column])
                }.joined(separator: gap)
        }
    }

    /// `text` followed by spaces up to `width` columns.
    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - Self.width(of: text)))
    }

    /// Spaces then `text`, right-aligned in `width` columns.
    static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - Self.width(of: text))) + text
    }

    /// The columns `text` takes on screen: styling takes none, a control character shows as two (`^[`).
    static func width(of text: String) -> Int { TerminalText.width(of: text) }
}
