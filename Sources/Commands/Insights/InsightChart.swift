import Core

/// An area's insight as text: a title, a bar a day (or a week) with the goal line `│`, and a summary.
struct InsightChart {
    let insight: AreaInsight
    let style: Style

    static let width = 30
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    var lines: [String] {
        let area = insight.area, period = insight.period
        let first = insight.bars.first?.first.text ?? "", last = insight.bars.last.map { $0.first.adding(days: $0.days - 1).text } ?? ""
        // A bar of a week adds up a week's goal; an average stays against the day's.
        let barGoal = insight.goal.map { area.addsUp ? $0 * Double(period.daysPerBar) : $0 }
        var lines = [style.bold(Self.title(area)) + " · \(first) to \(last)" + (barGoal.map { " · goal \(Self.amount($0, area)) a \(period.daysPerBar == 1 ? "day" : "week") (│)" } ?? "")]
        let top = max(insight.bars.compactMap(\.value).max() ?? 0, barGoal ?? 0, area == .mood ? 5 : 1)
        let goalColumn = barGoal.map { Int(($0 / top * Double(Self.width)).rounded()) }
        for bar in insight.bars {
            let value = bar.value ?? 0
            let cells = Int((value / top * Double(Self.width)).rounded())
            var drawn = Array(ProgressBar.cells(value / top, width: Self.width, empty: " "))
            if let goalColumn, goalColumn < Self.width, goalColumn >= cells { drawn[goalColumn] = "│" }
            let label = period.daysPerBar == 1
                ? String(bar.first.text.dropFirst(5)) + " " + Self.weekdays[bar.first.weekdayFromMonday]
                : "wk " + String(bar.first.text.dropFirst(5))
            let shown = bar.value.map { Self.amount($0, area) } ?? style.dim("—")
            lines.append("\(label)  " + style.cyan(String(drawn.prefix(cells))) + String(drawn.dropFirst(cells)) + "  " + shown)
        }
        lines.append(summary)
        return lines
    }

    private var summary: String {
        let area = insight.area
        guard let average = insight.average else { return style.dim("Nothing logged in these days.") }
        var parts: [String] = []
        if let total = insight.total { parts.append("total \(Self.amount(total, area))") }
        parts.append("average \(Self.amount(average, area)) over \(insight.activeDays.counted("day"))")
        if let highest = insight.highest, area != .mood || insight.activeDays > 1 {
            parts.append("highest \(String(highest.day.text.dropFirst(5))) (\(Self.amount(highest.value, area)))")
        }
        if let met = insight.goalMetDays { parts.append("goal met on \(met) of \(insight.period.days) days") }
        if let streak = insight.streak { parts.append("streak \(streak.current.counted("day")) (longest \(streak.best))") }
        let text = parts.joined(separator: " · ")
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    static func title(_ area: InsightArea) -> String {
        switch area {
        case .breathing: "Breathing"
        case .meals: "Calories"
        case .study: "Study"
        case .mood: "Mood"
        case .sights: "Sights"
        }
    }

    /// `12.5 min`, `1,820 kcal`, `10 cards`, `3.8 okay`, `2 sights`.
    static func amount(_ value: Double, _ area: InsightArea) -> String {
        switch area {
        case .breathing: return Self.tenths(value) + " min"
        case .meals: return MealNumber.grouped(Int(value.rounded())) + " kcal"
        case .study: return Int(value.rounded()).counted("card")
        case .mood: return Self.tenths(value) + " " + CheckInScale.mood.word(Int(value.rounded()))
        case .sights: return Int(value.rounded()).counted("sight")
        }
    }

    /// To a tenth, without a trailing `.0`.
    static func tenths(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
