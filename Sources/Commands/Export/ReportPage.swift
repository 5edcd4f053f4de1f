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
    /// The same by each tag of the check-ins.
    var tagMoods: [MoodComparison] = []
    /// The language of the page's words; its numbers and dates stay as the data writes them.
    var words: Messages = .english

    static let style = """
        body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;color:#222;margin:24px;max-width:820px}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:15px;margin:14px 0 2px}
        p{margin:2px 0;font-size:12px}.muted{color:#666}
        svg{display:block;width:100%;height:auto}
        table{border-collapse:collapse;font-size:10.5px;width:100%}
        th,td{padding:1px 6px;border-bottom:1px solid #ddd;text-align:right}th:first-child,td:first-child,.moods td:nth-child(5){text-align:left}
        section{break-after:page}section:last-child{break-after:auto}
        .charts{display:grid;grid-template-columns:1fr 1fr;column-gap:18px}.charts p{font-size:10.5px}
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
        // More than six charts go two abreast, so a month's charts share the first page however many areas there are.
        if insights.count > 6 { page += "<div class=\"charts\">\n" }
        for insight in insights {
            page +=
                "<div>"
                + "<h2>\(Self.escape(InsightsData.title(insight.area, words)))</h2>\n<p class=\"muted\">\(Self.escape(PeriodChart.figures(insight, words)))</p>\n"
            page += chart(insight) + "</div>\n"
        }
        if insights.count > 6 { page += "</div>\n" }
        page += "</section>\n<section>\n<h2>" + words.tr("Day by day") + "</h2>\n" + dayTable()
        page += "<h2>" + words.tr("Mood beside each practice") + "</h2>\n" + moodTable()
        let caution = words.tr("Averages of your check-ins side by side; they do not say what caused what.")
        page += "<p class=\"muted\">" + caution + "</p>\n</section>\n</body>\n</html>\n"
        return page
    }

    /// How high each chart is drawn, so that all of them share the first A4 page (about 950 CSS pixels): 80 while
    /// they fit, lower when there are many. Each takes some 60 pixels more for its title and figures; two abreast
    /// (more than six) are drawn at half width, so at half height.
    var chartHeight: Double {
        let rows = insights.count > 6 ? (insights.count + 1) / 2 : max(insights.count, 1)
        let drawn = 890 / Double(rows) - 62
        return min(80, max(24, (insights.count > 6 ? drawn / 0.49 : drawn) - 14))
    }

    /// Bars of each day, green where the goal was met, amber where not, grey without a goal; a dashed goal line.
    func chart(_ insight: PeriodInsight) -> String {
        let (width, height) = (700.0, chartHeight)
        let top = max(
            insight.bars.compactMap(\.value).max() ?? 0, (insight.goal ?? 0) * 1.2, insight.area.scale?.upperBound ?? 0,
            1e-9)
        let step = width / Double(max(insight.bars.count, 1))
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(width)) \(Int(height) + 14)\" role=\"img\" aria-label=\"\(Self.escape(words.tr("%@ by day", InsightsData.title(insight.area, words))))\">"
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
                "<th>\(Self.escape(InsightsData.title($0.area, words)))"
                    + ($0.area.unit.isEmpty || $0.area.scale != nil
                        ? "" : " (\(Self.escape(AreaGoalNumber.unit($0.area.unit, for: 5, in: words))))") + "</th>"
            }.joined() + "</tr>\n"
        let values = insights.map { insight in
            Dictionary(insight.bars.map { ($0.first, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        // From the first day anything was kept: the days before it were before coach was used.
        let start = insights.compactMap(\.since).min() ?? last.adding(days: 1)
        for ordinal in start.ordinal...max(start.ordinal - 1, last.ordinal) {
            let day = CalendarDay(ordinal: ordinal)
            table +=
                "<tr><td>\(day.text)</td>"
                + values.map { "<td>\(($0[day] ?? nil).map { InsightsData.number($0, words) } ?? "—")</td>" }.joined()
                + "</tr>\n"
        }
        return table + "</table>\n"
    }

    /// Each comparison on one row, the days with it beside the days without, so a month of them fits the page.
    func moodTable() -> String {
        let side = ["", words.tr("Days"), words.tr("Mood"), words.tr("Energy")]
        var table = "<table class=\"moods\">\n<tr>" + (side + side).map { "<th>" + $0 + "</th>" }.joined() + "</tr>\n"
        let number = { (value: Double?) in value.map { InsightsData.number($0, words) } ?? "—" }
        for (row, tag) in moods.map({ ($0, false) }) + tagMoods.map({ ($0, true) }) {
            table +=
                "<tr>"
                + [row.with, row.without].map { side in
                    let label = InsightsMood.label(side.label, factor: row.factor, tag: tag, words)
                    return "<td>\(Self.escape(label))</td><td>\(words.number(side.days))</td>"
                        + "<td>\(number(side.mood))</td><td>\(number(side.energy))</td>"
                }.joined() + "</tr>\n"
        }
        return table + "</table>\n"
    }

    /// `"12.5"`: a number as a quoted attribute.
    static func attribute(_ value: Double) -> String { "\"\((value * 10).rounded() / 10)\"" }

    /// Text safe inside HTML: `&`, `<`, `>` and quotes as entities, control characters dropped.
    static func escape(_ text: String) -> String { Markup.escaped(text) }
}
