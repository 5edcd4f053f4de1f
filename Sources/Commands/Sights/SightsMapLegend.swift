import Core

/// The map's legend laid out in columns, down then across as `ls` does, so that it fits under the
/// map in a window: names too long for their column end in `…`, and a sight whose number found no
/// room on the map is marked `*`.
struct SightsMapLegend {
    /// The lines, each at most `width` columns, the last saying how many were left out, if any.
    var lines: [String]

    /// The columns a legend entry gets at least, when there are several side by side.
    static let narrowestColumn = 20

    /// How `count` entries are laid out in at most `rows` lines of `width` columns: as few columns as
    /// keep within the rows, as many as the width holds at most; when even those do not hold every
    /// entry, one row is kept for saying how many more there are.
    static func layout(count: Int, width: Int, rows: Int) -> (columns: Int, rows: Int, shown: Int) {
        let most = max(1, width / narrowestColumn)
        let rows = max(1, rows)
        if let columns = (1...most).first(where: { (count + $0 - 1) / $0 <= rows }) {
            return (columns, (count + columns - 1) / columns, count)
        }
        let kept = max(1, rows - 1)
        return (most, kept, kept * most)
    }

    /// How many lines the legend of `count` sights takes in `rows` lines of `width` columns at most.
    static func height(count: Int, width: Int, rows: Int) -> Int {
        let layout = layout(count: count, width: width, rows: rows)
        return layout.rows + (layout.shown < count ? 1 : 0)
    }

    /// `entries` in at most `rows` lines of `width` columns.
    init(_ entries: [SightMapEntry], width: Int, rows: Int, words: Messages = .english) {
        let (columns, rowCount, shownCount) = Self.layout(count: entries.count, width: width, rows: rows)
        let shown = Array(entries.prefix(shownCount))
        let numberWidth = String(entries.map(\.number).max() ?? 0).count
        let columnWidth = columns == 1 ? width : width / columns
        lines = (0..<rowCount).map { row in
            let cells = stride(from: row, to: shown.count, by: rowCount).map { index in
                columns == 1
                    ? Self.cell(shown[index], numberWidth: numberWidth, gap: "  ", width: width)
                    : Self.cell(shown[index], numberWidth: numberWidth, gap: " ", width: columnWidth - 2)
            }
            var line = ""
            for (index, cell) in cells.enumerated() {
                line += index + 1 < cells.count ? Table.pad(cell, columnWidth) : cell
            }
            return line
        }
        if shown.count < entries.count {
            lines.append(
                words.tr(
                    "… and %@ more, numbered on the map; a taller window or --category lists them",
                    words.number(entries.count - shown.count)))
        }
    }

    /// `12 Memorial Museum…` or `13 Memorial to Mo… *`: the number, `gap`, and the name, all cut to `width` columns.
    static func cell(_ entry: SightMapEntry, numberWidth: Int, gap: String, width: Int) -> String {
        let mark = entry.isLabelled ? "" : " *"
        let room = width - numberWidth - gap.count - mark.count
        return Table.padLeft(String(entry.number), numberWidth) + gap + cut(entry.name, to: room) + mark
    }

    /// `text`, or as much of it as fits `width` columns with `…` after it.
    static func cut(_ text: String, to width: Int) -> String {
        guard Table.width(of: text) > width else { return text }
        var kept = ""
        for character in text {
            guard Table.width(of: kept + String(character)) < width else { break }
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }
}
