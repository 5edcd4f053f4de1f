import Core

/// The month as one self-contained HTML page: inline SVG charts, tables and a print stylesheet for A4.
/// No scripts, no network: it opens the same anywhere, and the browser's "Save as PDF" gives two clean pages.
struct ReportPage {
    var title: String
    var first: CalendarDay, last: CalendarDay
    var dataDirectory: String
    var made: String
    var insights: [PeriodInsight]
    var moods: [MoodComparison]
    /// The language of the page's words; its numbers and dates stay as the data writes them.
    var words: Messages = .english

    static let style = """
        body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;color:#222;margin:24px;max-width:820px}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:15px;margin:14px 0 2px}
        p{margin:2px 0;font-size:12px}.muted{color:#666}
        svg{display:block;width:100%;height:auto}
        table{border-collapse:collapse;font-size:10.5px;width:100%}
        th,td{padding:1px 6px;border-bottom:1px solid #ddd;text-align:right}th:first-child,td:first-child{text-align:left}
        section{break-after:page}section:last-child{break-after:auto}
        @page{size:A4;margin:14mm}
        @media print{body{margin:0;max-width:none}}
        """

    /// The whole page.
    var html: String {
        var page =
            "<!DOCTYPE html>\n<html lang=\"\(words.language.rawValue)\">\n<head>\n<meta charset=\"utf-8\">\n<title>\(Self.escape(title))</title>\n"
        page += "<style>\n\(Self.style)\n</style>\n</head>\n<body>\n<section>\n"
        page += "<h1>\(Self.escape(title))</h1>\n"
        let code = "<code>" + Self.escape(dataDirectory) + "</code>"
        page +=
            "<p>" + words.tr("From %@ to %@ · data from %@ · made %@", first.text, last.text, code, Self.escape(made))
            + "</p>\n"
        for insight in insights {
            page +=
                "<h2>\(Self.escape(words.tr(InsightsData.title(insight.area))))</h2>\n<p class=\"muted\">\(Self.escape(PeriodChart.figures(insight)))</p>\n"
            page += chart(insight) + "\n"
        }
        page += "</section>\n<section>\n<h2>" + words.tr("Day by day") + "</h2>\n" + dayTable()
        page += "<h2>" + words.tr("Mood beside each practice") + "</h2>\n" + moodTable()
        let caution = words.tr("Averages of your check-ins side by side; they do not say what caused what.")
        page += "<p class=\"muted\">" + caution + "</p>\n</section>\n</body>\n</html>\n"
        return page
    }

    /// Bars of each day, green where the goal was met, amber where not, grey without a goal; a dashed goal line.
    func chart(_ insight: PeriodInsight) -> String {
        let (width, height) = (700.0, 80.0)
        let top = max(
            insight.bars.compactMap(\.value).max() ?? 0, (insight.goal ?? 0) * 1.2, insight.area.scale?.upperBound ?? 0,
            1e-9)
        let step = width / Double(max(insight.bars.count, 1))
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(width)) \(Int(height) + 14)\" role=\"img\" aria-label=\"\(Self.escape(words.tr("%@ by day", words.tr(InsightsData.title(insight.area)))))\">"
        svg +=
            "<line x1=\"0\" y1=\"\(Int(height))\" x2=\"\(Int(width))\" y2=\"\(Int(height))\" stroke=\"#999\" stroke-width=\"1\"/>"
        for (index, bar) in insight.bars.enumerated() {
            let value = bar.value ?? 0
            let barHeight = value / top * height
            let colour = bar.met.map { $0 ? "#3a9d5d" : "#e0a030" } ?? "#6b8fc7"
            svg +=
                "<rect x=\(Self.attribute(Double(index) * step + 1)) y=\(Self.attribute(height - barHeight)) width=\(Self.attribute(max(step - 2, 1))) height=\(Self.attribute(barHeight)) fill=\"\(colour)\"/>"
            if insight.bars.count <= 31, bar.first.day % 5 == 1 || index == 0 {
                svg +=
                    "<text x=\(Self.attribute(Double(index) * step + 1)) y=\"\(Int(height) + 12)\" font-size=\"9\" fill=\"#666\">\(bar.first.day)</text>"
            }
        }
        if let goal = insight.goal {
            let y = height - goal / top * height
            svg +=
                "<line x1=\"0\" y1=\(Self.attribute(y)) x2=\"\(Int(width))\" y2=\(Self.attribute(y)) stroke=\"#c0392b\" stroke-dasharray=\"4 3\" stroke-width=\"1.2\"/>"
        }
        return svg + "</svg>"
    }

    func dayTable() -> String {
        var table =
            "<table>\n<tr><th>" + words.tr("Day") + "</th>"
            + insights.map {
                "<th>\(Self.escape(words.tr(InsightsData.title($0.area))))"
                    + ($0.area.unit.isEmpty ? "" : " (\(Self.escape($0.area.unit)))") + "</th>"
            }.joined() + "</tr>\n"
        let values = insights.map { insight in
            Dictionary(insight.bars.map { ($0.first, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        for ordinal in first.ordinal...last.ordinal {
            let day = CalendarDay(ordinal: ordinal)
            table +=
                "<tr><td>\(day.text)</td>"
                + values.map { "<td>\(($0[day] ?? nil).map(InsightsData.number) ?? "—")</td>" }.joined() + "</tr>\n"
        }
        return table + "</table>\n"
    }

    func moodTable() -> String {
        let headings = [words.tr("Days"), words.tr("Count"), words.tr("Mood"), words.tr("Energy")]
        var table = "<table>\n<tr>" + headings.map { "<th>" + $0 + "</th>" }.joined() + "</tr>\n"
        for row in moods {
            for side in [row.with, row.without] {
                table +=
                    "<tr><td>\(Self.escape(words.translate(shown: side.label)))</td><td>\(side.days)</td><td>\(side.mood.map(InsightsData.number) ?? "—")</td><td>\(side.energy.map(InsightsData.number) ?? "—")</td></tr>\n"
            }
        }
        return table + "</table>\n"
    }

    /// `"12.5"`: a number as a quoted attribute.
    static func attribute(_ value: Double) -> String { "\"\((value * 10).rounded() / 10)\"" }

    /// Text safe inside HTML: `&`, `<`, `>` and quotes as entities, control characters dropped.
    static func escape(_ text: String) -> String { Markup.escaped(text) }
}
